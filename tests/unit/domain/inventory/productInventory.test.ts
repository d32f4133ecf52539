import { describe, expect, it } from 'vitest';
import {
  hasSufficientInventory,
  insufficientInventory,
  inventoryAfterDelta,
  inventoryAfterOrder,
  isProductLowStock,
  lowStockAfterOrder,
  lowStockAfterUpdate,
} from '../../../../src/domain/inventory/productInventory';
import type { Product, ProductInventory } from '../../../../src/domain/records';
import { product } from '../../db/fixtures';

const NOW = '2025-01-03T08:00:00.000Z';
const inventory = (quantity: number, lowStockThreshold = 5): ProductInventory => ({
  quantity,
  lowStockThreshold,
  lastUpdated: '2025-01-01T00:00:00.000Z',
});

describe('product inventory updates', () => {
  it('add a signed delta to the quantity and stamp the time', () => {
    expect(inventoryAfterDelta(inventory(10), 3, NOW)).toEqual({ quantity: 13, lowStockThreshold: 5, lastUpdated: NOW });
    expect(inventoryAfterDelta(inventory(10), -4, NOW)).toEqual({ quantity: 6, lowStockThreshold: 5, lastUpdated: NOW });
  });

  it('create the record on the first update, with the given quantity and threshold 5', () => {
    expect(inventoryAfterDelta(null, 7, NOW)).toEqual({ quantity: 7, lowStockThreshold: 5, lastUpdated: NOW });
  });
});

describe('sufficiency', () => {
  it('means a quantity at least the requested amount', () => {
    expect(hasSufficientInventory(inventory(5), 5)).toBe(true);
    expect(hasSufficientInventory(inventory(5), 6)).toBe(false);
  });

  it('without an inventory record, holds only for a request of 0 or less', () => {
    expect(hasSufficientInventory(null, 0)).toBe(true);
    expect(hasSufficientInventory(null, -2)).toBe(true);
    expect(hasSufficientInventory(null, 1)).toBe(false);
  });
});

describe('reducing for an order', () => {
  it('subtracts the absolute quantity', () => {
    expect(inventoryAfterOrder(product({ inventory: inventory(10) }), 3, NOW).quantity).toBe(7);
    expect(inventoryAfterOrder(product({ inventory: inventory(10) }), -3, NOW).quantity).toBe(7);
  });

  it('checks sufficiency first', () => {
    expect(() => inventoryAfterOrder(product({ sku: 'CH-PW-0001', inventory: inventory(2) }), 3, NOW)).toThrow(
      'Insufficient inventory for product with SKU CH-PW-0001',
    );
    expect(() => inventoryAfterOrder(product({ sku: 'NEW-1', inventory: null }), 1, NOW)).toThrow(insufficientInventory('NEW-1'));
  });

  it('of 0 without an inventory record is sufficient, and creates the record at 0 (not -0)', () => {
    expect(inventoryAfterOrder(product({ inventory: null }), 0, NOW)).toEqual({
      quantity: 0,
      lowStockThreshold: 5,
      lastUpdated: NOW,
    });
  });
});

describe('the product low-stock list', () => {
  const low = product({ sku: 'LOW', inventory: inventory(2) });
  const plenty = product({ sku: 'PLENTY', inventory: inventory(20) });

  it('counts a product low at or below its threshold, and one without record as not low', () => {
    expect(isProductLowStock(product({ inventory: inventory(5) }))).toBe(true);
    expect(isProductLowStock(product({ inventory: inventory(6) }))).toBe(false);
    expect(isProductLowStock(product({ inventory: null }))).toBe(false);
  });

  it('after an update: enters or stays when low, leaves otherwise', () => {
    const lowAgain: Product = { ...low, inventory: inventory(1) };
    expect(lowStockAfterUpdate([], low)).toEqual([low]);
    expect(lowStockAfterUpdate([low], lowAgain)).toEqual([lowAgain]);
    expect(lowStockAfterUpdate([low], { ...low, inventory: inventory(9) })).toEqual([]);
    expect(lowStockAfterUpdate([low], plenty)).toEqual([low]);
  });

  it('after an order reduction: added when low, never removed', () => {
    const restocked: Product = { ...low, inventory: inventory(30) };
    expect(lowStockAfterOrder([], low)).toEqual([low]);
    expect(lowStockAfterOrder([low], restocked)).toEqual([restocked]);
    expect(lowStockAfterOrder([], plenty)).toEqual([]);
  });

  it('tells the same SKU on the two marketplaces apart', () => {
    const amazon = product({ sku: 'SAME', platform: 'amazon', inventory: inventory(1) });
    const flipkart = product({ sku: 'SAME', platform: 'flipkart', inventory: inventory(1) });
    expect(lowStockAfterUpdate([amazon], flipkart)).toEqual([amazon, flipkart]);
    expect(lowStockAfterUpdate([amazon, flipkart], { ...flipkart, inventory: inventory(50) })).toEqual([amazon]);
  });
});
