import { describe, expect, it } from 'vitest';
import { dailyOrderSeries } from '../../../../src/domain/orders/dayFigures';
import { CATALOGUE, CHANDAN, line } from './orderFixtures';

describe('dailyOrderSeries: the last 30 days', () => {
  const lines = [
    line('2025-03-01', 'amazon', 'A-1', 'CH-001', '2', CHANDAN),
    line('2025-03-01', 'flipkart', 'F-1', 'CH-001', '1', CHANDAN),
    line('2025-02-14', 'amazon', 'A-2', 'KA-001', '1', ''),
    // day 31 back: outside
    line('2025-01-30', 'amazon', 'A-3', 'CH-001', '1', CHANDAN),
  ];
  const series = dailyOrderSeries(lines, CATALOGUE, '2025-03-01');

  it('one entry a day, 2025-01-31 to 2025-03-01 (February has 28 days)', () => {
    expect(series).toHaveLength(30);
    expect(series[0]?.date).toBe('2025-01-31');
    expect(series[29]?.date).toBe('2025-03-01');
  });

  it('a day without orders is there, empty', () => {
    expect(series[1]).toMatchObject({ date: '2025-02-01', orders: 0, units: 0, revenue: 0, marginPercent: null });
    expect(series.reduce((sum, day) => sum + day.orders, 0)).toBe(3);
  });

  it('a day with orders has its orders, units and revenue: 2 x 199.99 + 189', () => {
    expect(series[29]).toMatchObject({ orders: 2, units: 3, revenue: 588.98 });
    expect(series[14]).toMatchObject({ date: '2025-02-14', orders: 1, units: 1, revenue: 120 });
  });

  it('takes the filters and another length', () => {
    const flipkart = dailyOrderSeries(lines, CATALOGUE, '2025-03-01', { platform: 'flipkart' }, 7);
    expect(flipkart.map((day) => day.orders)).toEqual([0, 0, 0, 0, 0, 0, 1]);
  });
});
