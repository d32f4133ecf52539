import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_CSV_FIELDS,
  categoriesCsv,
  PRODUCT_CSV_FIELDS,
  productsCsv,
} from '../../../../src/domain/catalogue/catalogueCsv';
import { category, product } from '../../db/fixtures';

const parse = (csv: string) => Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });

const chandan = category({
  id: 'chandan00000001',
  name: 'Chandan',
  costPrice: 40,
  inventory: { totalQuantity: 12, lowStockThreshold: 4, lastUpdated: '', productCount: 2 },
});
const kaudi = category({ id: 'kaudi0000000001', name: 'Kaudi', costPrice: null, tag: 'shells' });
const removed = category({ id: 'removed00000001', name: 'Removed', deleted: true });

describe('productsCsv', () => {
  const csv = productsCsv(
    [
      product({
        sku: 'KA-21',
        platform: 'flipkart',
        name: 'Kaudi shells, 21 "pcs"',
        categoryId: kaudi.id,
        customCostPrice: null,
        inventory: null,
      }),
      product({ sku: 'CH-1', platform: 'flipkart', categoryId: chandan.id, customCostPrice: 55 }),
      product({ sku: 'CH-1', platform: 'amazon', categoryId: chandan.id, customCostPrice: null, sellingPrice: 120 }),
      product({ sku: 'OLD', deleted: true }),
      product({ sku: 'FL-1', categoryId: removed.id, name: '=HYPERLINK("x")' }),
    ],
    [chandan, kaudi, removed],
  );
  const { data, meta } = parse(csv);

  it('has one header row with the export columns', () => {
    expect(meta.fields).toEqual([...PRODUCT_CSV_FIELDS]);
  });

  it('writes one row per product that is not deleted, by SKU then platform', () => {
    expect(data.map((row) => `${row.sku}/${row.platform}`)).toEqual([
      'CH-1/amazon',
      'CH-1/flipkart',
      'FL-1/amazon',
      'KA-21/flipkart',
    ]);
  });

  it('carries the resolved cost price and its source', () => {
    const [amazon, flipkart, flag, kaudiRow] = data;
    expect([amazon?.costPrice, amazon?.costPriceSource, amazon?.customCostPrice]).toEqual(['40', 'category', '']);
    expect([flipkart?.costPrice, flipkart?.costPriceSource, flipkart?.customCostPrice]).toEqual(['55', 'product', '55']);
    expect([kaudiRow?.costPrice, kaudiRow?.costPriceSource]).toEqual(['0', 'default']);
    expect([flag?.costPrice, flag?.costPriceSource, flag?.category]).toEqual(['0', 'default', '']);
  });

  it('names the category, and leaves empty what is missing', () => {
    expect(data[0]?.category).toBe('Chandan');
    expect(data[3]?.inventoryQuantity).toBe('');
    expect(data[0]?.sellingPrice).toBe('120');
  });

  it('quotes commas and quotes, and defuses cells that look like formulas', () => {
    expect(data[3]?.name).toBe('Kaudi shells, 21 "pcs"');
    expect(data[2]?.name).toBe(`'=HYPERLINK("x")`);
  });
});

describe('categoriesCsv', () => {
  const { data, meta } = parse(categoriesCsv([kaudi, removed, chandan]));

  it('writes the categories that are not deleted, by name, with their inventory', () => {
    expect(meta.fields).toEqual([...CATEGORY_CSV_FIELDS]);
    expect(data.map((row) => row.name)).toEqual(['Chandan', 'Kaudi']);
    expect(data[0]).toMatchObject({
      id: chandan.id,
      costPrice: '40',
      totalQuantity: '12',
      lowStockThreshold: '4',
      productCount: '2',
    });
  });

  it('gives a category without inventory the specification defaults: 0, threshold 5, 0 products', () => {
    expect(data[1]).toMatchObject({
      tag: 'shells',
      costPrice: '',
      totalQuantity: '0',
      lowStockThreshold: '5',
      productCount: '0',
    });
  });
});
