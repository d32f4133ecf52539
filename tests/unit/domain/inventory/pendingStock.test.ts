import { describe, expect, it } from 'vitest';
import { serverQuantities, shownStock } from '../../../../src/domain/inventory/pendingStock';
import type { MovementInput } from '../../../../src/domain/stock';
import { category } from '../../db/fixtures';

const adjust = (categoryId: string, type: 'add' | 'remove', quantity: number): MovementInput => ({
  categoryId,
  type,
  quantity,
  metadata: null,
});
const transfer = (categoryId: string, targetCategoryId: string, quantity: number): MovementInput => ({
  categoryId,
  type: 'transfer',
  quantity,
  metadata: { targetCategoryId, targetCategoryName: '', productSkus: [] },
});

describe("the server's quantities", () => {
  it('are the live categories with their stored quantity, 0 without inventory', () => {
    const inventory = (totalQuantity: number) => ({ totalQuantity, lowStockThreshold: 5, lastUpdated: '', productCount: 0 });
    const quantities = serverQuantities([
      category({ id: 'a', inventory: inventory(12) }),
      category({ id: 'b', inventory: null }),
      category({ id: 'c', inventory: inventory(3), deleted: true }),
    ]);
    expect([...quantities]).toEqual([
      ['a', 12],
      ['b', 0],
    ]);
  });
});

describe('the shown quantity', () => {
  const server = new Map([
    ['a', 10],
    ['b', 2],
  ]);

  it("is the server's quantity plus this station's pending movements, in order", () => {
    const { quantities, pending } = shownStock(server, [adjust('a', 'remove', 4), adjust('b', 'add', 5), transfer('a', 'b', 6)]);
    expect(quantities).toEqual(
      new Map([
        ['a', 0],
        ['b', 13],
      ]),
    );
    expect(pending).toEqual(
      new Map([
        ['a', 2],
        ['b', 2],
      ]),
    );
  });

  it('never goes below 0, as the server clamps a removal', () => {
    expect(shownStock(server, [adjust('b', 'remove', 9)]).quantities.get('b')).toBe(0);
  });

  it('leaves out a movement the server would refuse', () => {
    const { quantities, pending } = shownStock(server, [
      transfer('b', 'a', 3),
      adjust('gone', 'add', 1),
      transfer('a', 'gone', 1),
    ]);
    expect(quantities).toEqual(server);
    expect(pending.size).toBe(0);
  });

  it("is the server's quantity when nothing is pending", () => {
    expect(shownStock(server, []).quantities).toEqual(server);
  });
});
