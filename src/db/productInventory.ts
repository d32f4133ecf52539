import { quantityNotANumber } from '../domain/inventory/categoryMessages';
import { failureOr, INVENTORY_FALLBACKS } from '../domain/inventory/inventoryFallbacks';
import {
  hasSufficientInventory,
  inventoryAfterDelta,
  inventoryAfterOrder,
  isProductLowStock,
} from '../domain/inventory/productInventory';
import type { Platform, Product } from '../domain/records';
import { productBySku, requireProduct } from './categories';
import type { AppDatabase } from './database';
import { logQuietly } from './quietErrorLog';
import { patchRecord } from './writes';
import { readableRows } from './readableRows';

/**
 * Product inventory operations (docs/SPEC.md §7, product actions) with the fallbacks of section 8:
 * an update error returns the current product, a check error 0, a sufficiency error false, a
 * low-stock error an empty list. Each fallback is logged, a failure without message as the store
 * fallback ('Failed to update inventory', 'Failed to fetch inventory'). A product is found by SKU,
 * on `platform` when given (the same SKU may be listed on both marketplaces).
 */

const logFallback = (db: AppDatabase, error: unknown, fallback: string) =>
  logQuietly(db, failureOr(error, fallback), ['product-inventory']);

async function changeInventory(
  db: AppDatabase,
  sku: string,
  platform: Platform | undefined,
  change: (product: Product) => Product['inventory'],
): Promise<Product> {
  return db.transaction('rw', db.products, db.outbox, async () => {
    const product = await requireProduct(db, sku, platform);
    return patchRecord(db, 'products', product.id, { inventory: change(product) });
  });
}

/**
 * Adds a signed delta to the product's quantity (the first update creates the inventory record).
 * On failure the product as it is (null when there is none) is returned.
 */
export async function updateProductInventory(
  db: AppDatabase,
  sku: string,
  delta: number,
  platform?: Platform,
  now: Date = new Date(),
): Promise<Product | null> {
  try {
    if (!Number.isFinite(delta)) throw new Error(quantityNotANumber(delta));
    return await changeInventory(db, sku, platform, (product) =>
      inventoryAfterDelta(product.inventory, delta, now.toISOString()),
    );
  } catch (error) {
    await logFallback(db, error, INVENTORY_FALLBACKS.update);
    return (await productBySku(db, sku, platform).catch(() => undefined)) ?? null;
  }
}

/** The product's quantity; 0 without an inventory record or when the check fails. */
export async function productInventoryLevel(db: AppDatabase, sku: string, platform?: Platform): Promise<number> {
  try {
    return (await requireProduct(db, sku, platform)).inventory?.quantity ?? 0;
  } catch (error) {
    await logFallback(db, error, INVENTORY_FALLBACKS.fetchProduct);
    return 0;
  }
}

/** Whether the product has at least `quantity`; false when the check fails. */
export async function hasSufficientProductInventory(
  db: AppDatabase,
  sku: string,
  quantity: number,
  platform?: Platform,
): Promise<boolean> {
  try {
    return hasSufficientInventory((await requireProduct(db, sku, platform)).inventory, quantity);
  } catch (error) {
    await logFallback(db, error, INVENTORY_FALLBACKS.fetchProduct);
    return false;
  }
}

/**
 * Takes an order's quantity from the product, after checking it is sufficient; fails with
 * 'Insufficient inventory for product with SKU {sku}' otherwise (no fallback value: the caller
 * decides), or 'Failed to reduce inventory' when the failure says nothing.
 */
export async function reduceProductInventoryForOrder(
  db: AppDatabase,
  sku: string,
  quantity: number,
  platform?: Platform,
  now: Date = new Date(),
): Promise<Product> {
  try {
    return await changeInventory(db, sku, platform, (product) => inventoryAfterOrder(product, quantity, now.toISOString()));
  } catch (error) {
    throw failureOr(error, INVENTORY_FALLBACKS.reduceProduct);
  }
}

/** The live products at or below their threshold; an empty list when the read fails. */
export async function lowInventoryProducts(db: AppDatabase): Promise<Product[]> {
  try {
    const products = readableRows(db, 'products', await db.products.toArray());
    return products.filter((product) => !product.deleted && isProductLowStock(product));
  } catch (error) {
    await logFallback(db, error, INVENTORY_FALLBACKS.fetchProduct);
    return [];
  }
}
