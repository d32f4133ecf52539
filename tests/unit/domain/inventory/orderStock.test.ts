import { describe, expect, it } from 'vitest';
import { isValidId } from '../../../../src/domain/ids';
import {
  orderFulfillmentReason,
  orderLineQuantity,
  orderStockMovement,
  orderStockMovementId,
  shortfallMessage,
  stockShortfalls,
  takesStock,
} from '../../../../src/domain/inventory/orderStock';

describe('an order line quantity', () => {
  it('is the number the line carries', () => {
    expect(orderLineQuantity('3')).toBe(3);
    expect(orderLineQuantity(' 12 ')).toBe(12);
    expect(orderLineQuantity(2)).toBe(2);
    expect(orderLineQuantity('0')).toBe(0);
  });

  it('counts as 1 when missing or not a number', () => {
    expect(orderLineQuantity('')).toBe(1);
    expect(orderLineQuantity('  ')).toBe(1);
    expect(orderLineQuantity('two')).toBe(1);
    expect(orderLineQuantity(undefined)).toBe(1);
    expect(orderLineQuantity(null)).toBe(1);
    expect(orderLineQuantity(Number.NaN)).toBe(1);
  });

  it('is an amount: its sign is ignored', () => {
    expect(orderLineQuantity('-2')).toBe(2);
  });
});

describe('the stock movement of an order line', () => {
  it('has a valid record id made from platform, order id and SKU, the same every time', async () => {
    const line = { type: 'amazon' as const, orderId: '403-1111111-0000001', sku: 'KK-X2KQ-2DRV' };
    const id = orderStockMovementId(line);
    expect(isValidId(id)).toBe(true);
    expect(orderStockMovementId({ ...line })).toBe(id);
    expect(orderStockMovementId({ ...line, type: 'flipkart' })).not.toBe(id);
    expect(orderStockMovementId({ ...line, orderId: '403-1111111-0000002' })).not.toBe(id);
    expect(orderStockMovementId({ ...line, sku: 'SSGN006001' })).not.toBe(id);
  });

  it('does not mistake one split of the key for another', async () => {
    const a = orderStockMovementId({ type: 'amazon', orderId: 'A-1', sku: 'B' });
    const b = orderStockMovementId({ type: 'amazon', orderId: 'A', sku: '1-B' });
    expect(a).not.toBe(b);
  });

  it("removes the line's quantity with the reason 'Order fulfillment for SKU: {sku}', performed by 'system'", () => {
    const change = { previousQuantity: 10, newQuantity: 7, appliedDelta: -3 };
    expect(
      orderStockMovement({ sku: 'KAUDI_25+PACK', quantity: '3', categoryId: 'cat1' }, 'id1', change, '2025-01-02T10:00:00.000Z'),
    ).toEqual({
      id: 'id1',
      updated: '',
      deleted: false,
      categoryId: 'cat1',
      type: 'remove',
      quantity: 3,
      previousQuantity: 10,
      newQuantity: 7,
      appliedDelta: -3,
      reason: 'Order fulfillment for SKU: KAUDI_25+PACK',
      performedBy: 'system',
      timestamp: '2025-01-02T10:00:00.000Z',
      metadata: null,
      // Numbered when stored (db/categoryStock.ts, sequenced).
      sequence: 0,
    });
    expect(orderFulfillmentReason('X')).toBe('Order fulfillment for SKU: X');
  });

  it('is made only for lines with an SKU and a category', () => {
    expect(takesStock({ sku: 'A', quantity: '1', categoryId: 'c' })).toBe(true);
    expect(takesStock({ sku: '', quantity: '1', categoryId: 'c' })).toBe(false);
    expect(takesStock({ sku: '  ', quantity: '1', categoryId: 'c' })).toBe(false);
    expect(takesStock({ sku: 'A', quantity: '1', categoryId: '' })).toBe(false);
  });
});

describe('stock shortfalls', () => {
  const stock = new Map([
    ['chandan', { name: 'Chandan', quantity: 5 }],
    ['kaudi', { name: 'Kaudi', quantity: 20 }],
  ]);

  it('name the categories the lines would take below 0, with what they need and have', () => {
    const lines = [
      { sku: 'CH-1', quantity: '10', categoryId: 'chandan' },
      { sku: 'CH-2', quantity: 'x', categoryId: 'chandan' },
      { sku: 'CH-3', quantity: '1', categoryId: 'chandan' },
      { sku: 'KA-1', quantity: '20', categoryId: 'kaudi' },
    ];
    const shortfalls = stockShortfalls(lines, stock);
    expect(shortfalls).toEqual([{ categoryId: 'chandan', categoryName: 'Chandan', needed: 12, available: 5 }]);
    expect(shortfallMessage(shortfalls[0]!)).toBe('Stock for Chandan would go below 0 (needs 12, has 5)');
  });

  it('leave out lines without SKU, without category, or of a category not known', () => {
    const lines = [
      { sku: '', quantity: '50', categoryId: 'kaudi' },
      { sku: 'X', quantity: '50', categoryId: '' },
      { sku: 'Y', quantity: '50', categoryId: 'gone' },
    ];
    expect(stockShortfalls(lines, stock)).toEqual([]);
  });
});
