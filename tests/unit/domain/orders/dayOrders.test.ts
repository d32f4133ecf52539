import { describe, expect, it } from 'vitest';
import { dayOrders } from '../../../../src/domain/orders/dayFigures';
import { CATALOGUE, CHANDAN, DAY, DAY_LINES, KAUDI, line } from './orderFixtures';

describe('dayOrders: the Active Orders cards', () => {
  const { totals } = dayOrders(DAY_LINES, CATALOGUE, DAY);

  it('counts distinct platform + order id, units and lines of the day only', () => {
    // amazon A-1, flipkart A-1, flipkart F-2, amazon A-3
    expect(totals.orders).toBe(4);
    // 2 + 1 + 3 + 1 (unreadable) + 1 (empty)
    expect(totals.units).toBe(8);
    expect(totals.lines).toBe(5);
  });

  it('revenue is selling price x quantity, a SKU outside the catalogue adding 0 and counted unpriced', () => {
    // 399.98 + 120 + 567 + 0 + 99.50
    expect(totals.revenue).toBe(1186.48);
    expect(totals.unpricedLines).toBe(1);
  });

  it('cost is the resolved cost x quantity, with the lines per source', () => {
    // 80 (category) + 0 (default) + 166.50 (product) + 0 (default) + 30 (product)
    expect(totals.cost).toBe(276.5);
    expect(totals.costSources).toEqual({ product: 2, category: 1, default: 2 });
  });

  it('profit and margin: 1186.48 - 276.50 = 909.98, 909.98 / 1186.48 = 76.6956 %', () => {
    expect(totals.profit).toBe(909.98);
    expect(totals.marginPercent).toBe(76.7);
  });

  it('has a margin of null, not 0 or NaN, without revenue', () => {
    const unpriced = dayOrders([line(DAY, 'amazon', 'A-9', 'XX-1', '2', CHANDAN)], CATALOGUE, DAY).totals;
    // unknown SKU in Chandan: its category's cost, 2 x 40
    expect(unpriced).toMatchObject({ revenue: 0, cost: 80, profit: -80, marginPercent: null, unpricedLines: 1 });
    expect(unpriced.costSources).toEqual({ product: 0, category: 1, default: 0 });
    expect(dayOrders([], CATALOGUE, DAY).totals).toMatchObject({ orders: 0, revenue: 0, marginPercent: null });
  });

  it('adds in whole paise: 3 x 0.10 is 0.30 and 7 x 0.07 is 0.49, not a float remainder', () => {
    const catalogue = {
      categories: [],
      products: [
        {
          sku: 'P-10',
          platform: 'amazon' as const,
          name: 'ten',
          sellingPrice: 0.1,
          customCostPrice: 0.07,
          categoryId: '',
          deleted: false,
        },
      ],
    };
    const lines = [line(DAY, 'amazon', 'A', 'P-10', '3', ''), line(DAY, 'amazon', 'B', 'P-10', '7', '')];
    // revenue 0.30 + 0.70 = 1.00, cost 0.21 + 0.49 = 0.70, profit 0.30, margin 30 %
    expect(dayOrders(lines, catalogue, DAY).totals).toMatchObject({ revenue: 1, cost: 0.7, profit: 0.3, marginPercent: 30 });
  });

  it('finds the product by SKU on the other platform, ignoring case and spaces, and skips deleted products', () => {
    const catalogue = {
      categories: CATALOGUE.categories,
      products: [
        ...CATALOGUE.products,
        {
          sku: 'FK-1',
          platform: 'flipkart' as const,
          name: 'fk',
          sellingPrice: 50,
          customCostPrice: 10,
          categoryId: '',
          deleted: false,
        },
        {
          sku: 'GONE',
          platform: 'amazon' as const,
          name: 'gone',
          sellingPrice: 70,
          customCostPrice: 5,
          categoryId: '',
          deleted: true,
        },
      ],
    };
    const lines = [line(DAY, 'amazon', 'A', ' fk-1 ', '2', ''), line(DAY, 'amazon', 'B', 'GONE', '1', '')];
    // 2 x 50 from the flipkart listing; GONE is unpriced with the default cost
    expect(dayOrders(lines, catalogue, DAY).totals).toMatchObject({ revenue: 100, cost: 20, unpricedLines: 1 });
  });

  it('counts each line without an order id as an order of its own', () => {
    const lines = [line(DAY, 'amazon', '', 'CH-001', '1', CHANDAN), line(DAY, 'amazon', '', 'CH-001', '1', CHANDAN)];
    expect(dayOrders(lines, CATALOGUE, DAY).totals.orders).toBe(2);
  });
});

describe('dayOrders: grouped by category', () => {
  const { byCategory } = dayOrders(DAY_LINES, CATALOGUE, DAY);

  it('one row per category by name, Uncategorized last', () => {
    expect(byCategory.map((row) => [row.categoryId, row.name])).toEqual([
      [CHANDAN, 'Chandan'],
      [KAUDI, 'Kaudi'],
      [null, 'Uncategorized'],
    ]);
  });

  it('Chandan: amazon A-1 and flipkart A-1, 5 units, 966.98 - 246.50 = 720.48, 74.51 %', () => {
    expect(byCategory[0]).toMatchObject({
      orders: 2,
      units: 5,
      revenue: 966.98,
      cost: 246.5,
      profit: 720.48,
      marginPercent: 74.51,
    });
    expect(byCategory[0]?.costSources).toEqual({ product: 1, category: 1, default: 0 });
  });

  it('Kaudi: amazon A-1 and A-3, 2 units, 219.50 - 30 = 189.50, 86.33 %', () => {
    expect(byCategory[1]).toMatchObject({ orders: 2, units: 2, revenue: 219.5, cost: 30, profit: 189.5, marginPercent: 86.33 });
  });

  it('Uncategorized: the unknown SKU, no revenue, no margin', () => {
    expect(byCategory[2]).toMatchObject({ orders: 1, units: 1, revenue: 0, cost: 0, marginPercent: null, unpricedLines: 1 });
  });

  it('an order in two categories counts in each: the rows add up to more orders than the day', () => {
    expect(byCategory.reduce((sum, row) => sum + row.orders, 0)).toBe(5);
  });

  it("names a category by its current name, a deleted one by the lines' recorded name", () => {
    const catalogue = {
      products: [],
      categories: [
        { id: CHANDAN, name: 'Chandan Tilak', costPrice: 40, deleted: false },
        { id: KAUDI, name: 'Kaudi', costPrice: 10, deleted: true },
      ],
    };
    const lines = [
      line(DAY, 'amazon', 'A', 'X', '1', CHANDAN, { category: 'Chandan' }),
      line(DAY, 'amazon', 'B', 'Y', '1', KAUDI, { category: 'Kaudi shells' }),
    ];
    const rows = dayOrders(lines, catalogue, DAY).byCategory;
    expect(rows.map((row) => [row.name, row.cost, row.costSources.default])).toEqual([
      ['Chandan Tilak', 40, 0],
      // the deleted category's cost no longer applies
      ['Kaudi shells', 0, 1],
    ]);
  });
});
