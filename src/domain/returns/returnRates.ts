import { orderLineQuantity } from '../inventory/orderStock';
import { UNCATEGORIZED } from '../labels/catalogue';
import type { DateRange } from '../orders/dayKeys';
import type { OrderLine, ReturnedLine } from '../records';

/** Units ordered and returned of one SKU or category over a range of order days. */
export interface ReturnRate {
  key: string;
  /** The SKU, or the category's name. */
  name: string;
  orderedUnits: number;
  returnedUnits: number;
  /** Returned of ordered units, in percent to two decimals; null without ordered units. */
  ratePercent: number | null;
}

export interface ReturnRates {
  bySku: ReturnRate[];
  byCategory: ReturnRate[];
}

type RateLine = Pick<OrderLine, 'date' | 'sku' | 'quantity' | 'categoryId' | 'category' | 'deleted'>;
type RateReturn = Pick<ReturnedLine, 'mergedDate' | 'sku' | 'quantity' | 'categoryId' | 'category' | 'deleted'>;

const inRange = (day: string, range: DateRange) => day >= range.from && day <= range.to;

function rows(counts: Map<string, Omit<ReturnRate, 'ratePercent'>>): ReturnRate[] {
  return [...counts.values()]
    .filter((row) => row.returnedUnits > 0)
    .map((row) => ({
      ...row,
      ratePercent: row.orderedUnits === 0 ? null : Math.round((row.returnedUnits / row.orderedUnits) * 10_000) / 100,
    }))
    .sort((a, b) => (b.ratePercent ?? Infinity) - (a.ratePercent ?? Infinity) || a.name.localeCompare(b.name));
}

/**
 * The return rate of each SKU and category that had returns, over the orders of `range`: the
 * units returned (received back in stock or damaged) of the lines merged on those days, against
 * the units ordered on them. Highest rate first.
 */
export function returnRates(lines: readonly RateLine[], returns: readonly RateReturn[], range: DateRange): ReturnRates {
  const skus = new Map<string, Omit<ReturnRate, 'ratePercent'>>();
  const categories = new Map<string, Omit<ReturnRate, 'ratePercent'>>();
  const count = (
    target: Map<string, Omit<ReturnRate, 'ratePercent'>>,
    key: string,
    name: string,
    field: 'orderedUnits' | 'returnedUnits',
    units: number,
  ) => {
    const row = target.get(key) ?? { key, name, orderedUnits: 0, returnedUnits: 0 };
    row[field] += units;
    target.set(key, row);
  };
  const add = (item: RateLine | RateReturn, field: 'orderedUnits' | 'returnedUnits', units: number) => {
    count(skus, item.sku, item.sku, field, units);
    count(categories, item.categoryId, item.categoryId === '' ? UNCATEGORIZED : item.category, field, units);
  };
  for (const line of lines) {
    if (!line.deleted && inRange(line.date, range)) add(line, 'orderedUnits', orderLineQuantity(line.quantity));
  }
  for (const returned of returns) {
    if (!returned.deleted && inRange(returned.mergedDate, range)) add(returned, 'returnedUnits', returned.quantity);
  }
  return { bySku: rows(skus), byCategory: rows(categories) };
}
