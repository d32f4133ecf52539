import type { Category, CategoryInventory } from '../records';

/**
 * Category stock status and severity (docs/SPEC.md §4 and §9). Quantities here are what the
 * station shows: the server's quantity with its own pending movements on top (pendingStock.ts).
 */

export const DEFAULT_LOW_STOCK_THRESHOLD = 5;
export const MINIMUM_LOW_STOCK_THRESHOLD = 1;
/** A category is critical at or below this share of its threshold. */
const CRITICAL_SHARE = 0.5;

export type StockStatus = 'in-stock' | 'low-stock' | 'out-of-stock';
export type LowStockSeverity = 'out-of-stock' | 'critical' | 'low';

/** The threshold is at least 1; a smaller one is raised to 1, one that is not a number is the default. */
export function normalizedThreshold(threshold: number): number {
  if (!Number.isFinite(threshold)) return DEFAULT_LOW_STOCK_THRESHOLD;
  return Math.max(MINIMUM_LOW_STOCK_THRESHOLD, threshold);
}

/** A category's inventory, or the defaults of a category without one (quantity 0, threshold 5, 0 products). */
export function inventoryOrDefault(inventory: CategoryInventory | null, now: string): CategoryInventory {
  return inventory ?? { totalQuantity: 0, lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD, lastUpdated: now, productCount: 0 };
}

export function isLowStock(quantity: number, threshold: number): boolean {
  return quantity <= normalizedThreshold(threshold);
}

/** out-of-stock at 0, low-stock at or below the threshold, otherwise in-stock. */
export function stockStatus(quantity: number, threshold: number): StockStatus {
  if (quantity <= 0) return 'out-of-stock';
  return isLowStock(quantity, threshold) ? 'low-stock' : 'in-stock';
}

/** out-of-stock at 0, critical at most half the threshold, otherwise low (for a category that is low). */
export function lowStockSeverity(quantity: number, threshold: number): LowStockSeverity {
  if (quantity <= 0) return 'out-of-stock';
  return quantity <= CRITICAL_SHARE * normalizedThreshold(threshold) ? 'critical' : 'low';
}

/** One category's stock as the station shows it; the input of the low-stock list and the report. */
export interface CategoryStock {
  id: string;
  name: string;
  quantity: number;
  threshold: number;
  productCount: number;
}

/**
 * The stock figures of a category: `quantity` is the shown quantity when the caller has it (else
 * the stored one), `productCount` the products the station counts in it (else the stored count).
 */
export function categoryStock(
  category: Pick<Category, 'id' | 'name' | 'inventory'>,
  shown: { quantity?: number; productCount?: number } = {},
): CategoryStock {
  const inventory = category.inventory;
  return {
    id: category.id,
    name: category.name,
    quantity: Math.max(0, shown.quantity ?? inventory?.totalQuantity ?? 0),
    threshold: normalizedThreshold(inventory?.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD),
    productCount: shown.productCount ?? inventory?.productCount ?? 0,
  };
}
