import { describe, expect, it } from 'vitest';
import { UNCATEGORIZED } from '../../../../src/domain/labels/catalogue';
import { parseCatalogue } from '../../../../src/domain/labels/catalogueInput';
import { buildPickList } from '../../../../src/domain/labels/pickList';

describe('buildPickList', () => {
  it('totals per category and SKU, counts multi-quantity orders, Uncategorized last', () => {
    const rows = buildPickList([
      { sku: 'RM-1', name: 'Mala', quantity: 1, category: UNCATEGORIZED },
      { sku: 'KK-X2KQ-2DRV', name: 'Chandan', quantity: 2, category: 'Chandan' },
      { sku: 'SSGN006001', name: 'Nail', quantity: 1, category: 'Yantra' },
      { sku: 'KK-X2KQ-2DRV', name: 'Chandan', quantity: 1, category: 'Chandan' },
      { sku: 'CH-0', name: 'Paste', quantity: 3, category: 'Chandan' },
    ]);
    expect(rows).toEqual([
      { category: 'Chandan', sku: 'CH-0', name: 'Paste', quantity: 3, orders: 1, multiQuantityOrders: 1 },
      { category: 'Chandan', sku: 'KK-X2KQ-2DRV', name: 'Chandan', quantity: 3, orders: 2, multiQuantityOrders: 1 },
      { category: 'Yantra', sku: 'SSGN006001', name: 'Nail', quantity: 1, orders: 1, multiQuantityOrders: 0 },
      { category: UNCATEGORIZED, sku: 'RM-1', name: 'Mala', quantity: 1, orders: 1, multiQuantityOrders: 0 },
    ]);
  });
});

describe('parseCatalogue', () => {
  it('keeps valid products and categories and makes a bad price 0', () => {
    expect(
      parseCatalogue({
        products: [
          { sku: ' A-1 ', platform: 'amazon', name: 'A', categoryId: 'c1', sellingPrice: '12.5' },
          { sku: 'B', platform: 'flipkart', name: 'B', categoryId: 'c1', sellingPrice: 'n/a' },
          { sku: '', platform: 'amazon' },
          { sku: 'C', platform: 'ebay' },
          'junk',
        ],
        categories: [{ id: 'c1', name: 'Chandan' }, { name: 'no id' }],
      }),
    ).toEqual({
      products: [
        { sku: 'A-1', platform: 'amazon', name: 'A', categoryId: 'c1', sellingPrice: 12.5 },
        { sku: 'B', platform: 'flipkart', name: 'B', categoryId: 'c1', sellingPrice: 0 },
      ],
      categories: [{ id: 'c1', name: 'Chandan' }],
    });
  });

  it('refuses what is not an object', () => {
    expect(() => parseCatalogue([])).not.toThrow();
    expect(() => parseCatalogue('x')).toThrow('The catalogue must be a JSON object with products and categories');
  });
});
