import type { Product, ProductInventory } from '../records';
import { DEFAULT_LOW_STOCK_THRESHOLD } from './stockStatus';

/** Product inventory rules (docs/SPEC.md §4 and §5). Unlike a category's, a product's quantity has no floor. */

export const insufficientInventory = (sku: string) => `Insufficient inventory for product with SKU ${sku}`;

/**
 * The product's inventory after adding a signed delta; with no inventory record, the first update
 * creates one with the given quantity, threshold 5 and the time of the update.
 */
export function inventoryAfterDelta(inventory: ProductInventory | null, delta: number, now: string): ProductInventory {
  if (!inventory) return { quantity: delta, lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD, lastUpdated: now };
  return { ...inventory, quantity: inventory.quantity + delta, lastUpdated: now };
}

/** Quantity at least the requested amount; with no inventory record only a request of 0 or less is sufficient. */
export function hasSufficientInventory(inventory: ProductInventory | null, requested: number): boolean {
  if (!inventory) return requested <= 0;
  return inventory.quantity >= requested;
}

/** The inventory after an order takes `quantity` (its absolute value); refused when it is not sufficient. */
export function inventoryAfterOrder(
  product: Pick<Product, 'sku' | 'inventory'>,
  quantity: number,
  now: string,
): ProductInventory {
  const amount = Math.abs(quantity);
  if (!hasSufficientInventory(product.inventory, amount)) throw new Error(insufficientInventory(product.sku));
  // Not -amount: a reduction of 0 would store -0, which is not the 0 the record should hold.
  return inventoryAfterDelta(product.inventory, 0 - amount, now);
}

/** Low stock: quantity at or below the threshold; a product without inventory record is not listed. */
export function isProductLowStock(product: Pick<Product, 'inventory'>): boolean {
  const inventory = product.inventory;
  return inventory !== null && inventory.quantity <= inventory.lowStockThreshold;
}

type Keyed = Pick<Product, 'sku' | 'platform' | 'inventory'>;

const sameProduct = (a: Keyed, b: Keyed) => a.sku === b.sku && a.platform === b.platform;

function replacedOrAdded<P extends Keyed>(list: readonly P[], product: P): P[] {
  return list.some((entry) => sameProduct(entry, product))
    ? list.map((entry) => (sameProduct(entry, product) ? product : entry))
    : [...list, product];
}

/** Replaces the product in a list (by sku and platform), leaving the list as it was when it is not there. */
function replacedProduct<P extends Keyed>(list: readonly P[], product: P): P[] {
  return list.map((entry) => (sameProduct(entry, product) ? product : entry));
}

/** After an inventory update the product enters or stays in the low-stock list when low, and leaves it otherwise. */
export function lowStockAfterUpdate<P extends Keyed>(list: readonly P[], product: P): P[] {
  if (isProductLowStock(product)) return replacedOrAdded(list, product);
  return list.filter((entry) => !sameProduct(entry, product));
}

/** After an order reduction the product is added to the low-stock list when low, and never removed from it. */
export function lowStockAfterOrder<P extends Keyed>(list: readonly P[], product: P): P[] {
  if (isProductLowStock(product)) return replacedOrAdded(list, product);
  return replacedProduct(list, product);
}
