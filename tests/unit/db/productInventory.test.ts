import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../src/db/database';
import {
  hasSufficientProductInventory,
  lowInventoryProducts,
  productInventoryLevel,
  reduceProductInventoryForOrder,
  updateProductInventory,
} from '../../../src/db/productInventory';
import type { Product } from '../../../src/domain/records';
import { freshDatabase, product } from './fixtures';

let db: AppDatabase;
let stocked: Product;
let bare: Product;

const NOW = new Date('2025-01-03T08:00:00.000Z');

beforeEach(async () => {
  db = freshDatabase();
  stocked = product({
    sku: 'CH-PW-0001',
    inventory: { quantity: 10, lowStockThreshold: 5, lastUpdated: '2025-01-01T00:00:00.000Z' },
  });
  bare = product({ sku: 'NEW-0001', platform: 'flipkart', inventory: null });
  await db.products.bulkPut([stocked, bare]);
});

afterEach(async () => {
  await db.delete();
});

describe('product inventory operations', () => {
  it('update by a signed delta and queue the change for the server', async () => {
    const updated = await updateProductInventory(db, 'CH-PW-0001', -6, undefined, NOW);
    expect(updated?.inventory).toEqual({ quantity: 4, lowStockThreshold: 5, lastUpdated: NOW.toISOString() });
    expect(await db.outbox.toArray()).toMatchObject([
      { collection: 'products', recordId: stocked.id, payload: { inventory: updated?.inventory } },
    ]);
  });

  it('create the inventory record on the first update, with threshold 5', async () => {
    expect((await updateProductInventory(db, 'NEW-0001', 3, 'flipkart', NOW))?.inventory).toEqual({
      quantity: 3,
      lowStockThreshold: 5,
      lastUpdated: NOW.toISOString(),
    });
  });

  it('return the current product when an update fails, and null for an unknown SKU', async () => {
    expect(await updateProductInventory(db, 'CH-PW-0001', 2, 'flipkart')).toBeNull();
    expect(await updateProductInventory(db, 'NOPE', 2)).toBeNull();
    expect(await updateProductInventory(db, 'CH-PW-0001', Number.NaN)).toEqual(stocked);
    expect((await db.monitoringErrors.toArray()).map((entry) => entry.message).sort()).toEqual([
      'Product with SKU CH-PW-0001 not found',
      'Product with SKU NOPE not found',
      'Quantity must be a number: NaN',
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('read the quantity, 0 without a record or on error', async () => {
    expect(await productInventoryLevel(db, 'CH-PW-0001')).toBe(10);
    expect(await productInventoryLevel(db, 'NEW-0001')).toBe(0);
    expect(await productInventoryLevel(db, 'NOPE')).toBe(0);
  });

  it('check sufficiency, false on error', async () => {
    expect(await hasSufficientProductInventory(db, 'CH-PW-0001', 10)).toBe(true);
    expect(await hasSufficientProductInventory(db, 'CH-PW-0001', 11)).toBe(false);
    expect(await hasSufficientProductInventory(db, 'NEW-0001', 0)).toBe(true);
    expect(await hasSufficientProductInventory(db, 'NEW-0001', 1)).toBe(false);
    expect(await hasSufficientProductInventory(db, 'NOPE', 0)).toBe(false);
  });

  it("reduce for an order after checking sufficiency: 'Insufficient inventory for product with SKU {sku}'", async () => {
    expect((await reduceProductInventoryForOrder(db, 'CH-PW-0001', 4, undefined, NOW)).inventory?.quantity).toBe(6);
    await expect(reduceProductInventoryForOrder(db, 'CH-PW-0001', 7)).rejects.toThrow(
      'Insufficient inventory for product with SKU CH-PW-0001',
    );
    await expect(reduceProductInventoryForOrder(db, 'NEW-0001', 1)).rejects.toThrow(
      'Insufficient inventory for product with SKU NEW-0001',
    );
    expect((await db.products.get(stocked.id))?.inventory?.quantity).toBe(6);
  });

  it('list the low-inventory products, an empty list on error', async () => {
    expect(await lowInventoryProducts(db)).toEqual([]);
    await updateProductInventory(db, 'CH-PW-0001', -5);
    expect((await lowInventoryProducts(db)).map((entry) => entry.sku)).toEqual(['CH-PW-0001']);
    db.close();
    expect(await lowInventoryProducts(db)).toEqual([]);
  });
});
