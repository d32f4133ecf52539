import { describe, expect, it } from 'vitest';
import { moneyLinesOf } from '../../../../src/domain/transactions/moneyLines';
import {
  categoryFiguresCsv,
  monthFiguresCsv,
  skuFiguresCsv,
  totalsCsv,
} from '../../../../src/domain/transactions/transactionCsv';
import { dataSpan, transactionFigures, type CostCatalogue } from '../../../../src/domain/transactions/transactionFigures';
import { readTransactionReport } from '../../../../workers/import/transactionReport';
import { AMAZON_ROWS, amazonDateRangeReport } from '../../../fixtures/transactions/amazonDateRangeReport';
import {
  flipkartPnlWorkbook,
  flipkartSettlementWorkbook,
  PNL_ROWS,
  SETTLEMENT_ROWS,
} from '../../../fixtures/transactions/flipkartWorkbooks';

const data = [
  readTransactionReport('a.csv', amazonDateRangeReport(AMAZON_ROWS, { with2025Columns: true })),
  readTransactionReport('p.xlsx', flipkartPnlWorkbook(PNL_ROWS)),
  readTransactionReport('s.xlsx', flipkartSettlementWorkbook(SETTLEMENT_ROWS)),
].flatMap((reading) => reading.transactions.map((transaction) => transaction.data));
const lines = moneyLinesOf(data);

const CATALOGUE: CostCatalogue = {
  products: [
    { sku: 'SS-GOMTI-011', platform: 'amazon', customCostPrice: null, categoryId: 'gomti', deleted: false },
    { sku: 'SS-YANTRA-12', platform: 'flipkart', customCostPrice: 250, categoryId: 'yantra', deleted: false },
  ],
  categories: [
    { id: 'gomti', name: 'Gomti', costPrice: 100, deleted: false },
    { id: 'yantra', name: 'Yantra', costPrice: null, deleted: false },
  ],
};
const ALL = { from: '', to: '', platform: 'all' } as const;

describe('transactionFigures over both marketplaces', () => {
  const figures = transactionFigures(lines, ALL, CATALOGUE);

  it('counts a Transfer in no figure and a Settlement row only for order items the P&L lacks', () => {
    // 4 Amazon rows (the transfer left out) and 3 P&L rows; both Settlement rows are in the P&L.
    expect(lines).toHaveLength(7);
  });

  it('adds up the tiles', () => {
    expect(figures.totals).toEqual({
      grossSales: 3729.5, // 1234.50 + 998 + 1497
      refunds: -617.25,
      // selling fees -185.18 + 92.59 refunded, Flipkart commission -99.8
      fees: { commission: -192.39, fixed: -15, collection: -20, fulfilment: -10, shipping: -66.4, other: -2611.8 },
      feesTotal: -2915.59,
      taxesWithheld: -18.52, // TCS -12.35, TDS -6.17
      netReceived: 178.14, // Amazon 1005.80 - 524.66 - 2 x 1180; Flipkart 846.8 - 60 + 1270.2
      units: 6, // Amazon 2 sold - 1 refunded; Flipkart Net Units 2 + 0 + 3
      costOfGoods: 600, // 6 Gomti at the category's 100 (Flipkart has no listing: the Amazon one), 0 Yantra
      costSources: { product: 1, category: 2, default: 0 }, // one per SKU and marketplace
      netProfit: -421.86,
      margin: -13.55, // -421.86 / (3729.5 - 617.25)
      settlement: { amazon: { settled: 481.14, pending: -2360 }, flipkart: { settled: 1346.8, pending: 710.2 } },
    });
  });

  it('gives a SKU one row per marketplace', () => {
    expect(figures.bySku).toEqual([
      {
        sku: 'SS-GOMTI-011',
        platform: 'flipkart',
        category: 'Gomti',
        units: 5,
        sales: 2495,
        fees: -378, // -151.2 - 226.8
        refunds: 0,
        net: 2117,
        cost: 500,
        profit: 1617,
        margin: 64.81, // 1617 / 2495
        costSource: 'category',
      },
      {
        sku: 'SS-GOMTI-011',
        platform: 'amazon',
        category: 'Gomti',
        units: 1,
        sales: 1234.5,
        fees: -117.59, // -210.18 + 92.59
        refunds: -617.25,
        net: 481.14,
        cost: 100,
        profit: 381.14,
        margin: 61.75, // 381.14 / 617.25
        costSource: 'category',
      },
      {
        sku: 'SS-YANTRA-12',
        platform: 'flipkart',
        category: 'Yantra',
        units: 0,
        sales: 0,
        fees: -60,
        refunds: 0,
        net: -60,
        cost: 0,
        profit: -60,
        margin: null,
        costSource: 'product',
      },
    ]);
    expect(figures.byCategory.map(({ category, skus, profit }) => [category, skus, profit])).toEqual([
      ['Gomti', 1, 1998.14],
      ['Yantra', 1, -60],
    ]);
  });

  it('sums each month: sales after refunds, fees, and profit after cost', () => {
    expect(figures.byMonth).toEqual([{ month: '2025-04', sales: 3112.25, fees: -2915.59, profit: -421.86 }]);
  });
});

describe('a SKU sold on both marketplaces, listed in a category on one only', () => {
  // docs/SPEC.md §14 (a SKU on both marketplaces is costed per listing): the Amazon listing is in Chandan (42), the Flipkart listing has no category.
  const chandanLines = moneyLinesOf(
    [
      readTransactionReport(
        'a.csv',
        amazonDateRangeReport([{ ...AMAZON_ROWS[0], Sku: 'SS-CHANDAN-01', quantity: '2', 'order id': '402-2222222-2222222' }], {
          with2025Columns: true,
        }),
      ),
      readTransactionReport(
        'p.xlsx',
        flipkartPnlWorkbook([{ ...PNL_ROWS[0], 'SKU Name': 'SS-CHANDAN-01', 'Order Item ID': 'OI-2001', 'Net Units': 2 }]),
      ),
    ].flatMap((reading) => reading.transactions.map((transaction) => transaction.data)),
  );
  const catalogue: CostCatalogue = {
    products: [
      { sku: 'SS-CHANDAN-01', platform: 'amazon', customCostPrice: null, categoryId: 'chandan', deleted: false },
      { sku: 'SS-CHANDAN-01', platform: 'flipkart', customCostPrice: null, categoryId: '', deleted: false },
    ],
    categories: [{ id: 'chandan', name: 'Chandan', costPrice: 42, deleted: false }],
  };

  it('costs the units of each marketplace from its own listing', () => {
    const figures = transactionFigures(chandanLines, ALL, catalogue);
    expect(figures.totals).toMatchObject({ units: 4, costOfGoods: 84, costSources: { product: 0, category: 1, default: 1 } });
    expect(
      figures.bySku.map(({ sku, platform, category, units, cost, costSource }) => [
        sku,
        platform,
        category,
        units,
        cost,
        costSource,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['SS-CHANDAN-01', 'amazon', 'Chandan', 2, 84, 'category'],
        ['SS-CHANDAN-01', 'flipkart', 'Uncategorized', 2, 0, 'default'],
      ]),
    );
    expect(figures.bySku).toHaveLength(2);
    expect(figures.byCategory.map(({ category, skus, units, cost }) => [category, skus, units, cost])).toEqual([
      ['Chandan', 1, 2, 84],
      ['Uncategorized', 1, 2, 0],
    ]);
  });

  it('gives the same Amazon cost with All as with Amazon alone', () => {
    const amazon = transactionFigures(chandanLines, { ...ALL, platform: 'amazon' }, catalogue);
    expect(amazon.totals).toMatchObject({ units: 2, costOfGoods: 84 });
    expect(transactionFigures(chandanLines, { ...ALL, platform: 'flipkart' }, catalogue).totals.costOfGoods).toBe(0);
  });
});

describe('transactionFigures filtered', () => {
  it('by platform', () => {
    const { totals } = transactionFigures(lines, { ...ALL, platform: 'amazon' }, CATALOGUE);
    expect(totals).toMatchObject({ grossSales: 1234.5, netReceived: -1878.86, units: 1, costOfGoods: 100, netProfit: -1978.86 });
  });

  it('by date range, both ends included', () => {
    const { totals } = transactionFigures(lines, { from: '2025-04-04', to: '2025-04-05', platform: 'all' }, CATALOGUE);
    expect(totals).toMatchObject({ grossSales: 1497, netReceived: -1089.8, units: 3 });
  });

  it('costs a SKU missing from the catalogue at the default 0', () => {
    const { totals } = transactionFigures(lines, ALL, { products: [], categories: [] });
    expect(totals).toMatchObject({ costOfGoods: 0, costSources: { product: 0, category: 0, default: 3 }, netProfit: 178.14 });
  });
});

it('spans the first to the last day of the data', () => {
  expect(dataSpan(lines)).toEqual({ from: '2025-04-01', to: '2025-04-05' });
  expect(dataSpan([])).toBeNull();
});

describe('CSV exports', () => {
  const figures = transactionFigures(lines, ALL, CATALOGUE);

  it('writes the SKU table with two decimals', () => {
    expect(skuFiguresCsv(figures.bySku).split('\r\n')).toEqual([
      'SKU,Marketplace,Category,Units,Sales,Fees,Refunds,Cost,Profit,Margin %,Cost source',
      'SS-GOMTI-011,flipkart,Gomti,5,2495.00,-378.00,0.00,500.00,1617.00,64.81,category',
      'SS-GOMTI-011,amazon,Gomti,1,1234.50,-117.59,-617.25,100.00,381.14,61.75,category',
      'SS-YANTRA-12,flipkart,Yantra,0,0.00,-60.00,0.00,0.00,-60.00,,product',
    ]);
  });

  it('writes the category, month and tile tables', () => {
    expect(categoryFiguresCsv(figures.byCategory).split('\r\n')[1]).toBe(
      'Gomti,1,6,3729.50,-495.59,-617.25,600.00,1998.14,64.20',
    );
    expect(monthFiguresCsv(figures.byMonth)).toBe('Month,Sales,Fees,Profit\r\n2025-04,3112.25,-2915.59,-421.86');
    expect(totalsCsv(figures.totals).split('\r\n')).toContain('Net Profit,-421.86');
  });
});

it('keeps a SKU that starts like a formula as text', () => {
  const row = transactionFigures(lines, ALL, CATALOGUE).bySku[2];
  if (!row) throw new Error('no row');
  expect(skuFiguresCsv([{ ...row, sku: '=SUM(A1)' }]).split('\r\n')[1]).toMatch(/^'=SUM\(A1\),/);
});
