import { describe, expect, it } from 'vitest';
import { orderAnalytics } from '../../../../src/domain/orders/orderAnalytics';
import { CATALOGUE, CHANDAN, KAUDI, line } from './orderFixtures';

const RANGE = { from: '2025-03-01', to: '2025-03-03' };
const LINES = [
  // the range: amazon A-1 (199.99 + 2 x 120 = 439.99) and flipkart F-1 (189)
  line('2025-03-01', 'amazon', 'A-1', 'CH-001', '1', CHANDAN),
  line('2025-03-01', 'amazon', 'A-1', 'KA-001', '2', KAUDI),
  line('2025-03-03', 'flipkart', 'F-1', 'CH-001', '1', CHANDAN),
  // the previous 3 days, 2025-02-26 to 02-28: amazon P-1, 120
  line('2025-02-27', 'amazon', 'P-1', 'KA-001', '1', KAUDI),
  // outside both
  line('2025-02-25', 'amazon', 'X-1', 'CH-001', '5', CHANDAN),
  line('2025-03-04', 'amazon', 'X-2', 'CH-001', '5', CHANDAN),
];

describe('orderAnalytics: cards and the previous period', () => {
  const analytics = orderAnalytics(LINES, CATALOGUE, RANGE);

  it('compares with as many days just before', () => {
    expect(analytics.previousRange).toEqual({ from: '2025-02-26', to: '2025-02-28' });
  });

  it('total orders 2 against 1: +100 %', () => {
    expect(analytics.cards.totalOrders).toEqual({ current: 2, previous: 1, changePercent: 100 });
  });

  it('total revenue 628.99 against 120: +424.16 %', () => {
    // (628.99 - 120) / 120 = 4.241583
    expect(analytics.cards.totalRevenue).toEqual({ current: 628.99, previous: 120, changePercent: 424.16 });
  });

  it('average order value 628.99 / 2 = 314.495, to the paisa 314.50, against 120: +162.08 %', () => {
    // (314.50 - 120) / 120 = 1.620833
    expect(analytics.cards.averageOrderValue).toEqual({ current: 314.5, previous: 120, changePercent: 162.08 });
  });

  it('units 4 against 1: +300 %', () => {
    expect(analytics.cards.units).toEqual({ current: 4, previous: 1, changePercent: 300 });
  });

  it('a fall is negative: the previous period seen from a quieter one', () => {
    const quiet = orderAnalytics(LINES, CATALOGUE, { from: '2025-03-04', to: '2025-03-06' });
    // 1 order of 5 x 199.99 = 999.95 against 2 orders and 628.99: -50 % and +58.98 %
    expect(quiet.cards.totalOrders.changePercent).toBe(-50);
    expect(quiet.cards.totalRevenue.changePercent).toBe(58.98);
    // units 5 against 4: +25 %
    expect(quiet.cards.units.changePercent).toBe(25);
  });

  it('change is null when the previous figure is 0, and an empty range has 0 average order value', () => {
    const first = orderAnalytics(LINES, CATALOGUE, { from: '2025-02-27', to: '2025-02-27' });
    expect(first.cards.totalOrders).toEqual({ current: 1, previous: 0, changePercent: null });
    expect(first.cards.averageOrderValue).toEqual({ current: 120, previous: 0, changePercent: null });
    const empty = orderAnalytics(LINES, CATALOGUE, { from: '2025-01-01', to: '2025-01-31' });
    expect(empty.cards.totalRevenue).toEqual({ current: 0, previous: 0, changePercent: null });
    expect(empty.cards.averageOrderValue.current).toBe(0);
  });

  it('the previous period is filtered the same way', () => {
    const chandan = orderAnalytics(LINES, CATALOGUE, RANGE, { categoryId: CHANDAN });
    // A-1 and F-1 in Chandan against nothing in Chandan before
    expect(chandan.cards.totalOrders).toEqual({ current: 2, previous: 0, changePercent: null });
  });
});

describe('orderAnalytics: tables', () => {
  const analytics = orderAnalytics(LINES, CATALOGUE, RANGE);

  it('orders per day: every day of the range, a day without orders as 0', () => {
    expect(analytics.perDay.map((day) => [day.date, day.orders, day.units, day.revenue])).toEqual([
      ['2025-03-01', 1, 3, 439.99],
      ['2025-03-02', 0, 0, 0],
      ['2025-03-03', 1, 1, 189],
    ]);
  });

  it('per category: Chandan 199.99 + 189 = 388.99 at cost 40 + 55.50; Kaudi 240 at 0', () => {
    expect(
      analytics.byCategory.map((row) => [row.name, row.orders, row.units, row.revenue, row.cost, row.profit, row.marginPercent]),
    ).toEqual([
      // 293.49 / 388.99 = 75.449 %
      ['Chandan', 2, 2, 388.99, 95.5, 293.49, 75.45],
      ['Kaudi', 1, 2, 240, 0, 240, 100],
    ]);
  });

  it("per SKU, named as the catalogue names the first line's product", () => {
    expect(analytics.bySku.map((row) => [row.sku, row.name, row.orders, row.units, row.revenue])).toEqual([
      ['CH-001', 'CH-001 amazon', 2, 2, 388.99],
      ['KA-001', 'KA-001 amazon', 1, 2, 240],
    ]);
  });

  it('top products: 2 units each, so the higher revenue first; N rows', () => {
    expect(analytics.topProducts.map((row) => row.sku)).toEqual(['CH-001', 'KA-001']);
    expect(orderAnalytics(LINES, CATALOGUE, RANGE, {}, 1).topProducts.map((row) => row.sku)).toEqual(['CH-001']);
  });

  it('top products: units before revenue, a full tie by SKU, no row for lines without a SKU', () => {
    const lines = [
      // GC-001: 3 units, 298.50; KA-001: 2 units, 240; XX-2 and XX-1: 2 units, unpriced; '': 9 units
      line('2025-03-02', 'amazon', 'A', 'GC-001', '3', KAUDI),
      line('2025-03-02', 'amazon', 'B', 'XX-2', '2', ''),
      line('2025-03-02', 'amazon', 'C', 'KA-001', '2', KAUDI),
      line('2025-03-02', 'amazon', 'D', 'XX-1', '2', ''),
      line('2025-03-02', 'amazon', 'E', '', '9', ''),
    ];
    const top = orderAnalytics(lines, CATALOGUE, RANGE).topProducts;
    expect(top.map((row) => [row.sku, row.units, row.revenue])).toEqual([
      ['GC-001', 3, 298.5],
      ['KA-001', 2, 240],
      ['XX-1', 2, 0],
      ['XX-2', 2, 0],
    ]);
  });
});
