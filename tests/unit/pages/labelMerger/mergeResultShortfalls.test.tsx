// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MergeResultPanel } from '../../../../src/pages/labelMerger/MergeResultPanel';
import { mergeSessionStore } from '../../../../src/stores/useMergeSession';
import { renderInApp } from '../../../support/renderApp';

const initial = mergeSessionStore.getState();

afterEach(() => {
  cleanup();
  mergeSessionStore.setState(initial, true);
});

function mergedWith(stockShortfalls: typeof initial.stockShortfalls, stockFailures: string[] = []) {
  mergeSessionStore.setState({
    finalPdf: 'blob:merged',
    summary: { pages: 2, files: [], lines: [], duplicates: [], unknownSkus: [], warnings: [] },
    stockShortfalls,
    stockFailures,
  });
  renderInApp(<MergeResultPanel />);
}

describe('the merged labels panel', () => {
  it('warns, next to the print buttons, of the categories the orders take below 0', () => {
    mergedWith([
      { categoryId: 'c1', categoryName: 'Chandan', needed: 12, available: 5 },
      { categoryId: 'c2', categoryName: 'Kaudi', needed: 3, available: 0 },
    ]);
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.getByText('Not enough stock')).toBeTruthy();
    expect(screen.getByText('Stock for Chandan would go below 0 (needs 12, has 5)')).toBeTruthy();
    expect(screen.getByText('Stock for Kaudi would go below 0 (needs 3, has 0)')).toBeTruthy();
  });

  it('says nothing of stock when there is enough', () => {
    mergedWith([]);
    expect(screen.queryByText('Not enough stock')).toBeNull();
    expect(screen.queryByText('Stock not taken')).toBeNull();
  });

  it('shows the lines whose stock was not taken, next to the print buttons', () => {
    mergedWith([], ['Stock not taken for order 403-1, SKU KAUDI_25+PACK: Category not found']);
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.getByText('Stock not taken')).toBeTruthy();
    expect(screen.getByText('Stock not taken for order 403-1, SKU KAUDI_25+PACK: Category not found')).toBeTruthy();
  });
});
