import { describe, expect, it } from 'vitest';
import { dayOrders } from '../../../../src/domain/orders/dayFigures';
import { orderCounter } from '../../../../src/domain/orders/orderCounter';
import { CATALOGUE, CHANDAN, DAY, KAUDI, line } from './orderFixtures';

describe('orderCounter: each order once per group', () => {
  it('counts an order going back to an earlier group once there', () => {
    const isNew = orderCounter();
    // order 7 in groups 0, 1, 0, 2, 1; order 3000 (past the first table) in group 0 twice
    expect([isNew(7, 0), isNew(7, 1), isNew(7, 0), isNew(7, 2), isNew(7, 1)]).toEqual([true, true, false, true, false]);
    expect([isNew(3000, 0), isNew(3000, 0), isNew(8, 0)]).toEqual([true, false, true]);
  });

  it('an order of Chandan, Kaudi and Chandan again is one order in each', () => {
    const lines = [
      line(DAY, 'amazon', 'A-1', 'CH-001', '1', CHANDAN),
      line(DAY, 'amazon', 'A-1', 'KA-001', '1', KAUDI),
      line(DAY, 'amazon', 'A-1', 'GC-001', '1', CHANDAN),
    ];
    const { totals, byCategory } = dayOrders(lines, CATALOGUE, DAY);
    expect(totals.orders).toBe(1);
    expect(byCategory.map((row) => [row.name, row.orders, row.units])).toEqual([
      ['Chandan', 1, 2],
      ['Kaudi', 1, 1],
    ]);
  });
});
