// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MergeControls } from '../../../src/pages/labelMerger/MergeControls';
import { mergeSessionStore } from '../../../src/stores/useMergeSession';
import { renderInApp } from '../../support/renderApp';

afterEach(() => {
  cleanup();
  mergeSessionStore.getState().setOrderDate(null);
});

describe('the order date of a merge', () => {
  it('says at the field why a day cannot take the orders, in the words the merge refuses it with', async () => {
    mergeSessionStore.getState().setOrderDate('2020-01-01');
    renderInApp(<MergeControls catalogue={{ products: [], categories: [] }} />);
    expect(await screen.findByText(/^Order date must be today \(\d{4}-\d{2}-\d{2}\) or later$/)).toBeTruthy();
  });
});
