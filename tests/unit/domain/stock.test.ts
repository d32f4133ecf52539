import { describe, expect, it } from 'vitest';
import {
  CATEGORIES_NOT_FOUND,
  CATEGORY_NOT_FOUND,
  INSUFFICIENT_SOURCE,
  adjustedQuantity,
  applyStockMovement,
  transferRefusal,
  type MovementInput,
} from '../../../src/domain/stock';

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

describe('adjustedQuantity', () => {
  it('adds and removes the amount', () => {
    expect(adjustedQuantity(4, 'add', 3)).toEqual({ previousQuantity: 4, newQuantity: 7, appliedDelta: 3 });
    expect(adjustedQuantity(4, 'remove', 3)).toEqual({ previousQuantity: 4, newQuantity: 1, appliedDelta: -3 });
  });

  it('never takes category stock below 0, and records the change actually made', () => {
    expect(adjustedQuantity(4, 'remove', 10)).toEqual({ previousQuantity: 4, newQuantity: 0, appliedDelta: -4 });
    expect(adjustedQuantity(0, 'remove', 1)).toEqual({ previousQuantity: 0, newQuantity: 0, appliedDelta: 0 });
  });

  it('reads the quantity as an amount whatever its sign', () => {
    expect(adjustedQuantity(4, 'remove', -3)).toEqual({ previousQuantity: 4, newQuantity: 1, appliedDelta: -3 });
    expect(adjustedQuantity(4, 'add', -3).newQuantity).toBe(7);
  });
});

describe('transferRefusal', () => {
  it('needs both categories and enough stock in the source', () => {
    expect(transferRefusal(undefined, 3, 1)).toBe('One or both categories not found');
    expect(transferRefusal(3, undefined, 1)).toBe(CATEGORIES_NOT_FOUND);
    expect(transferRefusal(3, 0, 4)).toBe('Insufficient inventory in source category');
    expect(transferRefusal(3, 0, 3)).toBeNull();
  });
});

describe('applyStockMovement', () => {
  const stock = new Map([
    ['chandan', 10],
    ['kaudi', 2],
  ]);

  it('applies an adjustment to its category only', () => {
    const outcome = applyStockMovement(stock, adjust('kaudi', 'remove', 5));
    expect(outcome).toEqual({
      ok: true,
      quantities: new Map([
        ['chandan', 10],
        ['kaudi', 0],
      ]),
      change: { previousQuantity: 2, newQuantity: 0, appliedDelta: -2 },
    });
    expect(stock.get('kaudi')).toBe(2);
  });

  it('moves a transfer between both categories as one unit', () => {
    expect(applyStockMovement(stock, transfer('chandan', 'kaudi', 4))).toEqual({
      ok: true,
      quantities: new Map([
        ['chandan', 6],
        ['kaudi', 6],
      ]),
      change: { previousQuantity: 10, newQuantity: 6, appliedDelta: -4 },
    });
  });

  it('leaves a transfer to the same category without effect', () => {
    expect(applyStockMovement(stock, transfer('chandan', 'chandan', 4))).toMatchObject({
      ok: true,
      quantities: stock,
      change: { previousQuantity: 10, newQuantity: 10, appliedDelta: 0 },
    });
  });

  it("gives the specification's refusals", () => {
    expect(applyStockMovement(stock, adjust('gomti', 'add', 1))).toEqual({ ok: false, message: CATEGORY_NOT_FOUND });
    expect(applyStockMovement(stock, transfer('chandan', 'gomti', 1))).toEqual({ ok: false, message: CATEGORIES_NOT_FOUND });
    expect(applyStockMovement(stock, transfer('kaudi', 'chandan', 3))).toEqual({ ok: false, message: INSUFFICIENT_SOURCE });
    expect(applyStockMovement(stock, { ...transfer('kaudi', 'chandan', 1), metadata: null })).toEqual({
      ok: false,
      message: CATEGORIES_NOT_FOUND,
    });
  });
});

describe('the sane range of stock figures (the server applies the same, bundled: pb_hooks/stock_rules.generated.js)', () => {
  it('takes whole quantities from 1 to 1,000,000 only', async () => {
    const { quantityProblem } = await import('../../../src/domain/stock');
    for (const good of [1, 999_999, 1_000_000]) expect(quantityProblem(good)).toBeNull();
    for (const bad of ['abc', null, undefined, [5], true, '5', 1.5, 0, -3, Number.NaN, Infinity]) {
      expect(quantityProblem(bad)).toBe('Quantity must be a whole number above 0');
    }
    for (const large of [1_000_001, 1e308, 2 ** 53 + 1]) expect(quantityProblem(large)).toBe('Quantity must be at most 1000000');
  });

  it('keeps a category at or under 2^31 - 1, for adds and for a transfer target', async () => {
    const { applyStockMovement, MAX_CATEGORY_QUANTITY } = await import('../../../src/domain/stock');
    const near = new Map([
      ['a', MAX_CATEGORY_QUANTITY - 1],
      ['b', 10],
    ]);
    expect(applyStockMovement(near, { categoryId: 'a', type: 'add', quantity: 1, metadata: null }).ok).toBe(true);
    expect(applyStockMovement(near, { categoryId: 'a', type: 'add', quantity: 2, metadata: null })).toEqual({
      ok: false,
      message: 'Category stock cannot go above 2147483647',
    });
    const transfer = { targetCategoryId: 'a', targetCategoryName: 'A', productSkus: [] };
    expect(applyStockMovement(near, { categoryId: 'b', type: 'transfer', quantity: 2, metadata: transfer }).ok).toBe(false);
  });
});
