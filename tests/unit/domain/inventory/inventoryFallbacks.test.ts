import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../../src/db/database';
import {
  productInventoryLevel,
  reduceProductInventoryForOrder,
  updateProductInventory,
} from '../../../../src/db/productInventory';
import { messageOr } from '../../../../src/domain/errors';
import { failureOr, INVENTORY_FALLBACKS } from '../../../../src/domain/inventory/inventoryFallbacks';
import { freshDatabase, product } from '../../db/fixtures';

describe('the inventory store fallbacks of docs/SPEC.md §8', () => {
  it('are the specification strings', () => {
    expect(INVENTORY_FALLBACKS).toEqual({
      fetchProduct: 'Failed to fetch inventory',
      reduceProduct: 'Failed to reduce inventory',
      update: 'Failed to update inventory',
      updateThreshold: 'Failed to update threshold',
      fetchLowStock: 'Failed to fetch low stock categories',
    });
  });

  it('stand in only for a failure that carries no message', () => {
    expect(messageOr(new Error('Category not found after update'), 'Failed to update inventory')).toBe(
      'Category not found after update',
    );
    expect(messageOr('offline', 'Failed to update inventory')).toBe('offline');
    expect(messageOr(new Error(''), 'Failed to update inventory')).toBe('Failed to update inventory');
    expect(messageOr(undefined, 'Failed to update threshold')).toBe('Failed to update threshold');
    const cause = { code: 42 };
    const wrapped = failureOr(cause, 'Failed to reduce inventory');
    expect([wrapped.message, wrapped.cause]).toEqual(['Failed to reduce inventory', cause]);
    const own = new Error('Insufficient inventory for product with SKU X');
    expect(failureOr(own, 'Failed to reduce inventory')).toBe(own);
  });
});

describe('product inventory failures without a message', () => {
  let db: AppDatabase;

  beforeEach(async () => {
    db = freshDatabase();
    await db.products.put(product({ sku: 'CH-PW-0001' }));
    // A write that fails without saying why.
    db.products.hook('updating', () => {
      throw new Error('');
    });
  });

  afterEach(async () => {
    await db.delete();
  });

  it("fail a reduction for an order with 'Failed to reduce inventory'", async () => {
    await expect(reduceProductInventoryForOrder(db, 'CH-PW-0001', 1)).rejects.toThrow(/^Failed to reduce inventory$/);
  });

  it("are logged as 'Failed to update inventory' when an update falls back to the current product", async () => {
    expect((await updateProductInventory(db, 'CH-PW-0001', 1))?.inventory?.quantity).toBe(10);
    expect((await db.monitoringErrors.toArray()).map((entry) => entry.message)).toEqual(['Failed to update inventory']);
  });

  it("are logged as 'Failed to fetch inventory' when a read falls back to 0", async () => {
    const reads = freshDatabase();
    // Every read of the products fails without saying why.
    reads.use({
      stack: 'dbcore',
      name: 'silent-product-reads',
      create: (down) => ({
        ...down,
        table: (name) => {
          const table = down.table(name);
          const fail = () => Promise.reject(new Error(''));
          return name === 'products' ? { ...table, get: fail, getMany: fail, query: fail, openCursor: fail } : table;
        },
      }),
    });
    try {
      expect(await productInventoryLevel(reads, 'CH-PW-0001')).toBe(0);
      expect((await reads.monitoringErrors.toArray()).map((entry) => entry.message)).toEqual(['Failed to fetch inventory']);
    } finally {
      await reads.delete();
    }
  });
});
