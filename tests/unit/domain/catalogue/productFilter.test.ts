import { describe, expect, it } from 'vitest';
import {
  EMPTY_PRODUCT_FILTER,
  filterProducts,
  isUncategorized,
  type ProductFilter,
} from '../../../../src/domain/catalogue/productFilter';
import type { Product } from '../../../../src/domain/records';
import { product } from '../../db/fixtures';

const CHANDAN = 'chandan00000001';
const KAUDI = 'kaudi0000000001';
const GONE = 'deleted00000001';
const live = new Set([CHANDAN, KAUDI]);

const catalogue: Product[] = [
  product({
    sku: 'CH-PW-0001',
    name: 'Chandan powder 100 g',
    description: 'Pure sandalwood powder',
    platform: 'amazon',
    categoryId: CHANDAN,
  }),
  product({
    sku: 'CH-PW-0001',
    name: 'Chandan powder 100 g',
    description: 'Pure sandalwood powder',
    platform: 'flipkart',
    categoryId: CHANDAN,
  }),
  product({
    sku: 'SSKAU1234567',
    name: 'Kaudi shells 21 pcs',
    description: 'Natural cowrie shells',
    platform: 'flipkart',
    categoryId: KAUDI,
    visibility: 'hidden',
  }),
  product({
    sku: 'GOM-CHAK-11',
    name: 'Gomti chakra 11 pcs',
    description: 'From the Gomti river',
    platform: 'amazon',
    categoryId: '',
  }),
  product({
    sku: 'FLAG-RED-01',
    name: 'Temple flag',
    description: 'Red cotton flag with a CHANDAN print',
    platform: 'amazon',
    categoryId: GONE,
  }),
  product({ sku: 'OLD-0001', name: 'Old listing', description: 'Deleted on another station', deleted: true }),
];

const run = (filter: Partial<ProductFilter>) =>
  filterProducts(catalogue, { ...EMPTY_PRODUCT_FILTER, ...filter }, live).map((item) => `${item.sku}/${item.platform}`);

describe('filterProducts', () => {
  it('with every filter value empty, keeps every product that is not deleted, in order', () => {
    expect(run({})).toEqual([
      'CH-PW-0001/amazon',
      'CH-PW-0001/flipkart',
      'SSKAU1234567/flipkart',
      'GOM-CHAK-11/amazon',
      'FLAG-RED-01/amazon',
    ]);
  });

  it('filters by platform', () => {
    expect(run({ platform: 'flipkart' })).toEqual(['CH-PW-0001/flipkart', 'SSKAU1234567/flipkart']);
  });

  it('filters by category id', () => {
    expect(run({ categoryId: KAUDI })).toEqual(['SSKAU1234567/flipkart']);
  });

  it('filters by visibility', () => {
    expect(run({ visibility: 'hidden' })).toEqual(['SSKAU1234567/flipkart']);
    expect(run({ visibility: 'visible' })).not.toContain('SSKAU1234567/flipkart');
  });

  it('searches sku, name and description without regard to case', () => {
    expect(run({ search: 'sskau' })).toEqual(['SSKAU1234567/flipkart']);
    expect(run({ search: 'GOMTI CHAKRA' })).toEqual(['GOM-CHAK-11/amazon']);
    expect(run({ search: 'Cowrie' })).toEqual(['SSKAU1234567/flipkart']);
    expect(run({ search: 'chandan' })).toEqual(['CH-PW-0001/amazon', 'CH-PW-0001/flipkart', 'FLAG-RED-01/amazon']);
  });

  it('treats a blank search as no search, and trims the search text', () => {
    expect(run({ search: '   ' })).toHaveLength(5);
    expect(run({ search: '  kaudi ' })).toEqual(['SSKAU1234567/flipkart']);
  });

  it('never matches across two fields', () => {
    // The SKU ends in '0001' and the name starts with 'Chandan'.
    expect(run({ search: '0001chandan' })).toEqual([]);
  });

  it('keeps uncategorized products: no category, or one that no longer exists', () => {
    expect(run({ uncategorized: true })).toEqual(['GOM-CHAK-11/amazon', 'FLAG-RED-01/amazon']);
  });

  it('combines every filter', () => {
    expect(run({ platform: 'amazon', search: 'chandan', uncategorized: true })).toEqual(['FLAG-RED-01/amazon']);
    expect(run({ platform: 'amazon', categoryId: KAUDI })).toEqual([]);
  });

  it('sees a product edited into a new object with its new text', () => {
    const [first] = catalogue;
    expect(filterProducts([first!], { ...EMPTY_PRODUCT_FILTER, search: 'chandan' }, live)).toHaveLength(1);
    const renamed = { ...first!, name: 'Sandal paste', description: 'Paste', sku: 'SP-1' };
    expect(filterProducts([renamed], { ...EMPTY_PRODUCT_FILTER, search: 'chandan' }, live)).toHaveLength(0);
  });
});

describe('isUncategorized', () => {
  it('is true for an empty category id or one not among the live categories', () => {
    expect(isUncategorized({ categoryId: '' }, live)).toBe(true);
    expect(isUncategorized({ categoryId: GONE }, live)).toBe(true);
    expect(isUncategorized({ categoryId: CHANDAN }, live)).toBe(false);
  });
});
