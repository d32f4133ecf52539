import { describe, expect, it } from 'vitest';
import { UNCATEGORIZED } from '../../../../src/domain/labels/catalogue';
import { DEFAULT_SORT_CONFIG, type LabelSortConfig } from '../../../../src/domain/labels/sortConfig';
import { type SortableLabel, sortLabels } from '../../../../src/domain/labels/sortOrder';

const label = (sku: string, name: string, category: string, price: number | null): SortableLabel => ({
  sku,
  name,
  category,
  price,
});

const LABELS: SortableLabel[] = [
  label('KAUDI-25', 'Kaudi Shells', 'Kaudi', 99),
  label('CH-2', 'Chandan Powder', 'Chandan', 300),
  label('RM-1', 'Rudraksha Mala', UNCATEGORIZED, null),
  label('CH-1', 'Chandan Paste', 'Chandan', 61),
  label('FL-9', 'Flag Red', 'Flags', 150),
  label('KAUDI-11', 'Natural Kaudi Big', 'Kaudi', 250),
];

const skus = (config: Partial<LabelSortConfig>) =>
  sortLabels(LABELS, { ...DEFAULT_SORT_CONFIG, ...config }).map((entry) => entry.sku);

describe('sort configuration', () => {
  it('has the defaults of docs/SPEC.md §3', () => {
    expect(DEFAULT_SORT_CONFIG).toEqual({
      primarySort: 'category',
      secondarySort: 'sku',
      sortOrder: 'asc',
      groupByCategory: true,
      prioritizeActiveCategories: true,
      sortCategoriesAlphabetically: false,
    });
  });

  it('orders by category, then SKU, ascending by default, Uncategorized last', () => {
    expect(skus({})).toEqual(['CH-1', 'CH-2', 'FL-9', 'KAUDI-11', 'KAUDI-25', 'RM-1']);
  });

  it('primarySort changes the order', () => {
    expect(skus({ primarySort: 'price', groupByCategory: false })).toEqual([
      'CH-1',
      'KAUDI-25',
      'FL-9',
      'KAUDI-11',
      'CH-2',
      'RM-1',
    ]);
    expect(skus({ primarySort: 'name', groupByCategory: false })).toEqual([
      'CH-1',
      'CH-2',
      'FL-9',
      'KAUDI-25',
      'KAUDI-11',
      'RM-1',
    ]);
    expect(skus({ primarySort: 'sku', groupByCategory: false })).toEqual([
      'CH-1',
      'CH-2',
      'FL-9',
      'KAUDI-11',
      'KAUDI-25',
      'RM-1',
    ]);
  });

  it('secondarySort breaks ties of the primary key', () => {
    expect(skus({ secondarySort: 'price' })).toEqual(['CH-1', 'CH-2', 'FL-9', 'KAUDI-25', 'KAUDI-11', 'RM-1']);
    expect(skus({ secondarySort: 'name' })).toEqual(['CH-1', 'CH-2', 'FL-9', 'KAUDI-25', 'KAUDI-11', 'RM-1']);
  });

  it('sortOrder reverses the keys but keeps Uncategorized and unknown prices last', () => {
    expect(skus({ sortOrder: 'desc' })).toEqual(['KAUDI-25', 'KAUDI-11', 'FL-9', 'CH-2', 'CH-1', 'RM-1']);
    expect(skus({ primarySort: 'price', sortOrder: 'desc', groupByCategory: false })).toEqual([
      'CH-2',
      'KAUDI-11',
      'FL-9',
      'KAUDI-25',
      'CH-1',
      'RM-1',
    ]);
  });

  it('groupByCategory keeps a category together under another primary key', () => {
    expect(skus({ primarySort: 'price', groupByCategory: true })).toEqual([
      'CH-1',
      'CH-2',
      'KAUDI-25',
      'KAUDI-11',
      'FL-9',
      'RM-1',
    ]);
  });

  it('sortCategoriesAlphabetically orders the blocks A to Z whatever the keys', () => {
    expect(skus({ primarySort: 'price', sortCategoriesAlphabetically: true })).toEqual([
      'CH-1',
      'CH-2',
      'FL-9',
      'KAUDI-25',
      'KAUDI-11',
      'RM-1',
    ]);
    expect(skus({ sortOrder: 'desc', sortCategoriesAlphabetically: true })).toEqual([
      'CH-2',
      'CH-1',
      'FL-9',
      'KAUDI-25',
      'KAUDI-11',
      'RM-1',
    ]);
  });

  it('prioritizeActiveCategories puts the categoryOrder categories first, in that order', () => {
    const categoryOrder = ['Kaudi', 'Flags'];
    expect(skus({ categoryOrder })).toEqual(['KAUDI-11', 'KAUDI-25', 'FL-9', 'CH-1', 'CH-2', 'RM-1']);
    expect(skus({ categoryOrder, prioritizeActiveCategories: false })).toEqual([
      'CH-1',
      'CH-2',
      'FL-9',
      'KAUDI-11',
      'KAUDI-25',
      'RM-1',
    ]);
  });

  it('keeps Uncategorized last even when listed first in categoryOrder', () => {
    expect(skus({ categoryOrder: [UNCATEGORIZED, 'Flags'] })[5]).toBe('RM-1');
  });

  it('keeps input order between equal pages', () => {
    const twins = [label('A', 'x', 'C', 1), label('A', 'y', 'C', 1)];
    expect(sortLabels(twins, { ...DEFAULT_SORT_CONFIG }).map((entry) => entry.name)).toEqual(['x', 'y']);
  });
});
