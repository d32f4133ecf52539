import { describe, expect, it } from 'vitest';
import {
  catalogueSortContext,
  DEFAULT_PRODUCT_SORT,
  nextSort,
  sortProducts,
  type ProductSort,
} from '../../../../src/domain/catalogue/productSort';
import type { Product } from '../../../../src/domain/records';
import { category, product } from '../../db/fixtures';

const camphor = category({ id: 'camphor00000001', name: 'Camphor', costPrice: 25 });
const yantra = category({ id: 'yantra000000001', name: 'yantra', costPrice: null });
const gone = category({ id: 'gone00000000001', name: 'Aaa deleted', costPrice: 1, deleted: true });
const context = catalogueSortContext([camphor, yantra, gone]);

const products: Product[] = [
  product({
    sku: 'SKU-10',
    name: 'beta',
    platform: 'flipkart',
    sellingPrice: 90,
    customCostPrice: 60,
    categoryId: yantra.id,
    visibility: 'hidden',
  }),
  product({ sku: 'SKU-9', name: 'Alpha', platform: 'amazon', sellingPrice: 120, customCostPrice: null, categoryId: camphor.id }),
  product({ sku: 'SKU-9', name: 'Alpha', platform: 'flipkart', sellingPrice: 120, customCostPrice: null, categoryId: gone.id }),
  product({ sku: 'sku-1', name: 'gamma', platform: 'amazon', sellingPrice: 5.5, customCostPrice: null, categoryId: '' }),
];

const order = (sort: ProductSort) => sortProducts(products, sort, context).map((item) => `${item.sku}/${item.platform}`);

describe('sortProducts', () => {
  it('sorts SKUs as a person reads them, case aside, ties by platform', () => {
    expect(order({ column: 'sku', direction: 'asc' })).toEqual([
      'sku-1/amazon',
      'SKU-9/amazon',
      'SKU-9/flipkart',
      'SKU-10/flipkart',
    ]);
  });

  it('reverses for descending, keeping the tie-break', () => {
    expect(order({ column: 'sku', direction: 'desc' })).toEqual([
      'SKU-10/flipkart',
      'SKU-9/amazon',
      'SKU-9/flipkart',
      'sku-1/amazon',
    ]);
  });

  it('sorts names without regard to case', () => {
    expect(order({ column: 'name', direction: 'asc' })).toEqual([
      'SKU-9/amazon',
      'SKU-9/flipkart',
      'SKU-10/flipkart',
      'sku-1/amazon',
    ]);
  });

  it('sorts prices as numbers', () => {
    expect(order({ column: 'sellingPrice', direction: 'asc' })).toEqual([
      'sku-1/amazon',
      'SKU-10/flipkart',
      'SKU-9/amazon',
      'SKU-9/flipkart',
    ]);
  });

  it('sorts by category name, a missing or deleted category reading Uncategorized', () => {
    expect(order({ column: 'category', direction: 'asc' })).toEqual([
      'SKU-9/amazon',
      'sku-1/amazon',
      'SKU-9/flipkart',
      'SKU-10/flipkart',
    ]);
  });

  it('sorts by resolved cost price: product custom cost, then category cost, then 0', () => {
    // sku-1 and SKU-9/flipkart resolve to 0, SKU-9/amazon to 25 (category), SKU-10 to 60 (product).
    expect(order({ column: 'costPrice', direction: 'desc' })).toEqual([
      'SKU-10/flipkart',
      'SKU-9/amazon',
      'sku-1/amazon',
      'SKU-9/flipkart',
    ]);
  });

  it('sorts by platform and visibility', () => {
    expect(order({ column: 'platform', direction: 'asc' })).toEqual([
      'sku-1/amazon',
      'SKU-9/amazon',
      'SKU-9/flipkart',
      'SKU-10/flipkart',
    ]);
    expect(order({ column: 'visibility', direction: 'asc' })[0]).toBe('SKU-10/flipkart');
  });

  it('returns a copy and leaves its input alone', () => {
    const before = [...products];
    sortProducts(products, DEFAULT_PRODUCT_SORT, context);
    expect(products).toEqual(before);
  });
});

describe('nextSort', () => {
  it('turns the same column around and starts another ascending', () => {
    expect(nextSort({ column: 'sku', direction: 'asc' }, 'sku')).toEqual({ column: 'sku', direction: 'desc' });
    expect(nextSort({ column: 'sku', direction: 'desc' }, 'sku')).toEqual({ column: 'sku', direction: 'asc' });
    expect(nextSort({ column: 'sku', direction: 'desc' }, 'name')).toEqual({ column: 'name', direction: 'asc' });
  });
});
