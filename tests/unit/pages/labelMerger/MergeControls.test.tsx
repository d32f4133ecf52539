// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MergeControls } from '../../../../src/pages/labelMerger/MergeControls';
import { mergeSessionStore } from '../../../../src/stores/useMergeSession';
import { renderInApp } from '../../../support/renderApp';

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

describe('the stock check before a merge is recorded', () => {
  it('shows the plan above the merge button, with Merge anyway and Cancel merge, and keeps Merge labels off meanwhile', async () => {
    mergeSessionStore.setState({
      stockPlan: [
        { categoryId: 'gomti', categoryName: 'Gomti Chakra', needed: 22, available: 6, after: -16 },
        { categoryId: 'kaudi', categoryName: 'Kaudi', needed: 3, available: 40, after: 37 },
      ],
    });
    try {
      renderInApp(<MergeControls catalogue={{ products: [], categories: [] }} />);
      expect(await screen.findByText('Stock for Gomti Chakra would go below 0 (needs 22, has 6)')).toBeTruthy();
      expect(screen.queryByText(/Kaudi/)).toBeNull();
      expect(screen.getByRole('button', { name: 'Merge anyway' })).toBeTruthy();
      expect(screen.getAllByRole('button', { name: 'Cancel merge' })).toHaveLength(1);
      expect((screen.getByRole('button', { name: 'Merge labels' }) as HTMLButtonElement).disabled).toBe(true);
    } finally {
      mergeSessionStore.setState({ stockPlan: null });
    }
  });
});
