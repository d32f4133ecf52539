import { isLowStock, lowStockSeverity, type CategoryStock, type LowStockSeverity } from './stockStatus';

/** docs/SPEC.md §3's low-stock entry. */
export interface LowStockEntry {
  categoryId: string;
  categoryName: string;
  currentQuantity: number;
  lowStockThreshold: number;
  severity: LowStockSeverity;
  productCount: number;
}

const SEVERITY_ORDER: Record<LowStockSeverity, number> = { 'out-of-stock': 0, critical: 1, low: 2 };

/**
 * Only the categories at or below their threshold, out-of-stock first, then critical, then low;
 * within a severity the input order is kept.
 */
export function lowStockList(categories: readonly CategoryStock[]): LowStockEntry[] {
  return categories
    .filter((category) => isLowStock(category.quantity, category.threshold))
    .map((category) => ({
      categoryId: category.id,
      categoryName: category.name,
      currentQuantity: category.quantity,
      lowStockThreshold: category.threshold,
      severity: lowStockSeverity(category.quantity, category.threshold),
      productCount: category.productCount,
    }))
    .sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
}
