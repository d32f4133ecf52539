// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MergeControls } from '../../../../src/pages/labelMerger/MergeControls';
import { formatCalendarDay } from '../../../../src/domain/format';
import { localDateKey } from '../../../../src/domain/orders/orderLines';
import { serverClock } from '../../../../src/stores/serverClock';
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

describe("a station clock off from the server's", () => {
  it("says so before merging, naming the difference, and offers the server's day for the orders", async () => {
    const day = 24 * 60 * 60_000;
    serverClock.store.setState({ offset: { offsetMs: -(day + 2 * 60 * 60_000), measuredAt: new Date().toISOString() } });
    try {
      renderInApp(<MergeControls catalogue={{ products: [], categories: [] }} />);
      const serverDay = localDateKey(new Date(Date.now() - day - 2 * 60 * 60_000));
      const warning = await screen.findByRole('alert');
      expect(warning.textContent).toContain(
        `This computer's clock is 1 day 2 h ahead of the server's. Orders are recorded for the server's day, ${formatCalendarDay(serverDay)}`,
      );
      expect((screen.getByLabelText(/Record orders for/) as HTMLInputElement).value).toBe(serverDay);
    } finally {
      serverClock.store.setState({ offset: null });
    }
  });

  it('says nothing within 5 minutes', () => {
    serverClock.store.setState({ offset: { offsetMs: 4 * 60_000, measuredAt: new Date().toISOString() } });
    try {
      renderInApp(<MergeControls catalogue={{ products: [], categories: [] }} />);
      expect(screen.queryByText(/This computer's clock is/)).toBeNull();
    } finally {
      serverClock.store.setState({ offset: null });
    }
  });
});

describe('the stock check before a merge is recorded', () => {
  it('shows the plan under the merge button, with Merge anyway and Cancel merge, and keeps Merge labels off meanwhile', async () => {
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

describe('progress and the options fold', () => {
  it('counts each stage in its own pages', async () => {
    mergeSessionStore.setState({ loading: true, progress: { stage: 'writing', done: 5, total: 301 } });
    try {
      renderInApp(<MergeControls catalogue={{ products: [], categories: [] }} />);
      expect(await screen.findByText('Writing labels: 5 / 301')).toBeTruthy();
      mergeSessionStore.setState({ progress: { stage: 'reading', done: 12, total: 301 } });
      expect(await screen.findByText('Reading pages: 12 / 301')).toBeTruthy();
    } finally {
      mergeSessionStore.setState({ loading: false, progress: null });
    }
  });

  it('unfolds and folds the options from the button beside Merge labels', async () => {
    renderInApp(<MergeControls catalogue={{ products: [], categories: [] }} />);
    const toggle = screen.getByRole('button', { name: 'Options' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    toggle.click();
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
    expect(mergeSessionStore.getState().optionsShown).toBe(true);
    toggle.click();
    await waitFor(() => expect(mergeSessionStore.getState().optionsShown).toBe(false));
  });
});
