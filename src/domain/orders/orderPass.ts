import { orderLineQuantity } from '../inventory/orderStock';
import { daysOfRange, type DateRange } from './dayKeys';
import { linePricing, type LinePricing, type OrderCatalogue } from './linePricing';
import { lineFilter, type FigureLine, type OrderFilter } from './orderFilter';
import { orderNumbers } from './orderNumbers';
import { addLine, newTotals, type TotalsAccumulator } from './orderTotals';

/** The lines of one group and the name it goes by (the first one met, when the catalogue has none). */
export interface NamedTotals {
  name: string;
  totals: TotalsAccumulator;
}

/** Every running sum the order screens need, filled in one pass over the lines. */
export interface OrderSums {
  pricing: LinePricing;
  totals: TotalsAccumulator;
  /** Keyed by category id, '' for the lines without one. */
  categories: Map<string, NamedTotals>;
  /** Keyed by SKU as the lines have it. */
  skus: Map<string, NamedTotals>;
  /** One per day of the range, in order. */
  days: { date: string; totals: TotalsAccumulator }[];
  /** The totals of the period compared with; empty when none was asked for. */
  previous: TotalsAccumulator;
}

function group(groups: Map<string, NamedTotals>, key: string, name: () => string): TotalsAccumulator {
  let entry = groups.get(key);
  if (!entry) {
    entry = { name: name(), totals: newTotals() };
    groups.set(key, entry);
  }
  return entry.totals;
}

/**
 * Adds up the lines of `range` that pass `filter`, in total, per category, per SKU and per day,
 * and the totals of `previous` with the same filter. A line belongs to a range when its date is
 * one of the range's days, found in a table of those days, so a line with a malformed date counts
 * nowhere rather than somewhere by accident of string order.
 */
export function sumOrders(
  lines: readonly FigureLine[],
  catalogue: OrderCatalogue,
  range: DateRange,
  filter: OrderFilter = {},
  previous?: DateRange,
): OrderSums {
  const pricing = linePricing(catalogue);
  const passes = lineFilter(filter);
  const orderOf = orderNumbers();
  const days = new Map(daysOfRange(range).map((date) => [date, { date, totals: newTotals() }]));
  const previousDays = new Set(previous ? daysOfRange(previous) : []);
  const sums: OrderSums = {
    pricing,
    totals: newTotals(),
    categories: new Map(),
    skus: new Map(),
    days: [...days.values()],
    previous: newTotals(),
  };

  for (const line of lines) {
    const day = days.get(line.date);
    if ((!day && !previousDays.has(line.date)) || !passes(line)) continue;
    const order = orderOf(line);
    const units = orderLineQuantity(line.quantity);
    const price = pricing.unitPrice(line);
    if (!day) {
      addLine(sums.previous, order, units, price);
      continue;
    }
    addLine(sums.totals, order, units, price);
    addLine(day.totals, order, units, price);
    const category = group(sums.categories, line.categoryId, () => line.category);
    addLine(category, order, units, price);
    addLine(
      group(sums.skus, line.sku, () => price.productName ?? line.name),
      order,
      units,
      price,
    );
  }
  return sums;
}
