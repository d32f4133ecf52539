import type { NamedTotals } from './orderPass';
import { finishTotals, type OrderTotals } from './orderTotals';

export interface SkuFigures extends OrderTotals {
  /** As the lines have it; '' for lines read without a SKU. */
  sku: string;
  /** The catalogue's product name, else the name on the first line. */
  name: string;
}

const bySku = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** One row per SKU, by SKU. */
export function skuFigures(groups: ReadonlyMap<string, NamedTotals>): SkuFigures[] {
  return [...groups]
    .map(([sku, group]) => ({ ...finishTotals(group.totals), sku, name: group.name }))
    .sort((a, b) => bySku.compare(a.sku, b.sku) || (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));
}

/**
 * The best sellers: most units first, then most revenue, then by SKU so that ties list the same
 * way every time. A line without a SKU is no product, so it is not ranked.
 */
export function topProducts(rows: readonly SkuFigures[], count: number): SkuFigures[] {
  return rows
    .filter((row) => row.sku !== '')
    .sort((a, b) => b.units - a.units || b.revenue - a.revenue || bySku.compare(a.sku, b.sku))
    .slice(0, Math.max(0, count));
}
