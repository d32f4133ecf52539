import type { CostPriceSource } from '../catalogue/costPrice';
import type { UnitPrice } from './linePricing';
import { percentOf, timesQuantity, toRupees } from './money';

/** The figures of a set of order lines: a day, a category, a SKU, a range. Money in rupees. */
export interface OrderTotals {
  /** Distinct orders (platform + order id); a line without an order id is an order of its own. */
  orders: number;
  lines: number;
  units: number;
  /** Selling price x quantity. */
  revenue: number;
  /** Resolved cost price x quantity. */
  cost: number;
  profit: number;
  /** Profit / revenue in percent, two decimals; null when there is no revenue. */
  marginPercent: number | null;
  /** How many lines took their cost from the product, its category, or the default of 0. */
  costSources: Record<CostPriceSource, number>;
  /** Lines whose SKU no product has: they count with a revenue of 0. */
  unpricedLines: number;
}

/** Running sums while the lines go by; paise stay whole until `finishTotals`. */
export interface TotalsAccumulator {
  orders: number;
  lines: number;
  units: number;
  revenuePaise: number;
  costPaise: number;
  costSources: Record<CostPriceSource, number>;
  unpricedLines: number;
}

export function newTotals(): TotalsAccumulator {
  return {
    orders: 0,
    lines: 0,
    units: 0,
    revenuePaise: 0,
    costPaise: 0,
    costSources: { product: 0, category: 0, default: 0 },
    unpricedLines: 0,
  };
}

/** `newOrder` when the line's order is not yet counted here, `units` its quantity as stock counts it. */
export function addLine(totals: TotalsAccumulator, newOrder: boolean, units: number, price: UnitPrice): void {
  if (newOrder) totals.orders += 1;
  totals.lines += 1;
  totals.units += units;
  totals.revenuePaise += timesQuantity(price.sellingPaise, units);
  totals.costPaise += timesQuantity(price.costPaise, units);
  totals.costSources[price.costSource] += 1;
  if (!price.priced) totals.unpricedLines += 1;
}

export function finishTotals(totals: TotalsAccumulator): OrderTotals {
  const profitPaise = totals.revenuePaise - totals.costPaise;
  return {
    orders: totals.orders,
    lines: totals.lines,
    units: totals.units,
    revenue: toRupees(totals.revenuePaise),
    cost: toRupees(totals.costPaise),
    profit: toRupees(profitPaise),
    marginPercent: percentOf(profitPaise, totals.revenuePaise),
    costSources: { ...totals.costSources },
    unpricedLines: totals.unpricedLines,
  };
}
