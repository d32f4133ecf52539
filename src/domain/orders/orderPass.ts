import { orderLineQuantity } from '../inventory/orderStock';
import { daysOfRange, type DateRange } from './dayKeys';
import { linePricing, type LinePricing, type OrderCatalogue } from './linePricing';
import { orderCounter } from './orderCounter';
import { lineFilter, type FigureLine, type OrderFilter } from './orderFilter';
import { orderNumbers } from './orderNumbers';
import { addLine, newTotals, type TotalsAccumulator } from './orderTotals';

/** The lines of one group and the name it goes by (the first one met, when the catalogue has none). */
export interface NamedTotals {
  /** Numbers the group for orderCounter. */
  index: number;
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

function group(groups: Map<string, NamedTotals>, key: string, name: string): NamedTotals {
  let entry = groups.get(key);
  if (!entry) {
    entry = { index: groups.size, name, totals: newTotals() };
    groups.set(key, entry);
  }
  return entry;
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
  const days = new Map(daysOfRange(range).map((date, index) => [date, { index, date, totals: newTotals() }]));
  const previousDays = new Set(previous ? daysOfRange(previous) : []);
  const counted = {
    total: orderCounter(),
    previous: orderCounter(),
    day: orderCounter(),
    category: orderCounter(),
    sku: orderCounter(),
  };
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
      addLine(sums.previous, counted.previous(order, 0), units, price);
      continue;
    }
    addLine(sums.totals, counted.total(order, 0), units, price);
    addLine(day.totals, counted.day(order, day.index), units, price);
    const category = group(sums.categories, line.categoryId, line.category);
    addLine(category.totals, counted.category(order, category.index), units, price);
    const sku = group(sums.skus, line.sku, price.productName ?? line.name);
    addLine(sku.totals, counted.sku(order, sku.index), units, price);
  }
  return sums;
}
