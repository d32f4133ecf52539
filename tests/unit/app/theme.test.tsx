// @vitest-environment jsdom
import { Loader } from '@mantine/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../support/renderApp';

afterEach(() => {
  cleanup();
});

describe('the app theme', () => {
  it('makes a named spinner a status, so its name is allowed and said', () => {
    renderInApp(<Loader aria-label="Loading transactions" />);
    expect(screen.getByRole('status', { name: 'Loading transactions' })).toBeTruthy();
  });
});
