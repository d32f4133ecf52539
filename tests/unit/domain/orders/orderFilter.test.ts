import { describe, expect, it } from 'vitest';
import { dayOrders } from '../../../../src/domain/orders/dayFigures';
import type { OrderFilter } from '../../../../src/domain/orders/orderFilter';
import { orderAnalytics } from '../../../../src/domain/orders/orderAnalytics';
import { CATALOGUE, CHANDAN, DAY, DAY_LINES } from './orderFixtures';

const totalsWith = (filter: OrderFilter) => dayOrders(DAY_LINES, CATALOGUE, DAY, filter).totals;

describe('order filters', () => {
  it('empty values do not filter', () => {
    expect(totalsWith({ platform: '', categoryId: '', sku: '', batchId: '' })).toEqual(totalsWith({}));
  });

  it('platform: the flipkart lines, 567 + the unpriced 0', () => {
    expect(totalsWith({ platform: 'flipkart' })).toMatchObject({ orders: 2, units: 4, revenue: 567, unpricedLines: 1 });
  });

  it('category: Chandan, and null for the lines without a category', () => {
    expect(totalsWith({ categoryId: CHANDAN })).toMatchObject({ orders: 2, units: 5, revenue: 966.98 });
    expect(totalsWith({ categoryId: null })).toMatchObject({ orders: 1, units: 1, revenue: 0, lines: 1 });
  });

  it('SKU, exactly as the lines have it', () => {
    expect(totalsWith({ sku: 'CH-001' })).toMatchObject({ orders: 2, units: 5, revenue: 966.98 });
    expect(totalsWith({ sku: 'ch-001' }).lines).toBe(0);
  });

  it('batch: only the lines that carry that batch id', () => {
    // batch-1: 399.98 + 120 + 99.50
    expect(totalsWith({ batchId: 'batch-1' })).toMatchObject({ orders: 2, units: 4, revenue: 619.48 });
    expect(totalsWith({ batchId: 'batch-3' }).lines).toBe(0);
  });

  it('filters combine', () => {
    expect(totalsWith({ platform: 'amazon', categoryId: CHANDAN })).toMatchObject({ orders: 1, units: 2, revenue: 399.98 });
  });

  it('a date range includes both its ends and nothing else', () => {
    const analytics = orderAnalytics(DAY_LINES, CATALOGUE, { from: '2025-03-09', to: '2025-03-10' });
    // the day's 8 units + 1 on 03-09; the line of 03-11 and the tombstone stay out
    expect(analytics.totals).toMatchObject({ orders: 5, units: 9, lines: 6 });
  });

  it('a line with a malformed date counts nowhere', () => {
    const [first] = DAY_LINES;
    const malformed = { ...first!, date: '2025-03-1' };
    expect(orderAnalytics([malformed], CATALOGUE, { from: '2025-03-01', to: '2025-03-31' }).totals.lines).toBe(0);
  });
});
