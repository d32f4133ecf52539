import { UNCATEGORIZED } from '../../domain/labels/catalogue';
import { dailyOrderSeries, dayOrders, type DayFigures, type DayOrders } from '../../domain/orders/dayFigures';
import { addDays, ORDER_HISTORY_DAYS, type DateRange } from '../../domain/orders/dayKeys';
import type { OrderCatalogue } from '../../domain/orders/linePricing';
import { lineFilter, type FigureLine, type OrderFilter } from '../../domain/orders/orderFilter';
import type { OrderLine, Platform } from '../../domain/records';

/** The screen's filters besides the day: an empty value does not filter. */
export interface DayFilter {
  platform: Platform | '';
  batchId: string;
}

export const NO_FILTER: DayFilter = { platform: '', batchId: '' };

/** A line as the screen lists it: `category` is the category's current name, 'Uncategorized' for none. */
export type ShownLine = FigureLine & Pick<OrderLine, 'id' | 'awb'>;

export interface ActiveOrdersView {
  /** Lines recorded for the day before any filter: 0 is the empty day. */
  recordedLines: number;
  /** The day's lines that pass the filters, by category, SKU and order id. */
  lines: ShownLine[];
  figures: DayOrders;
  /** The 30 days ending today, under the platform filter (a batch is one day). */
  series: DayFigures[];
  /** The batches the day's lines name, sorted. */
  batchIds: string[];
}

/**
 * The days to read for a screen on `date`: the 30-day chart ends today, and the day shown may
 * be older than that (or later: a merge can record for tomorrow).
 */
export function daysToRead(date: string, today: string): DateRange {
  const chartStart = addDays(today, 1 - ORDER_HISTORY_DAYS);
  return { from: date < chartStart ? date : chartStart, to: date > today ? date : today };
}

const byText = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function byCategorySkuOrder(a: ShownLine, b: ShownLine): number {
  return (
    Number(a.categoryId === '') - Number(b.categoryId === '') ||
    byText.compare(a.category, b.category) ||
    byText.compare(a.sku, b.sku) ||
    byText.compare(a.orderId, b.orderId)
  );
}

/**
 * Everything Active Orders shows for one day, from the lines read for `daysToRead`: the cards and
 * the category view come from the domain's order figures, the line view lists the same lines.
 */
export function activeOrdersView(
  lines: readonly ShownLine[],
  catalogue: OrderCatalogue,
  date: string,
  today: string,
  filter: DayFilter,
): ActiveOrdersView {
  const orderFilter: OrderFilter = { platform: filter.platform, batchId: filter.batchId };
  const passes = lineFilter(orderFilter);
  const categoryNames = new Map(catalogue.categories.filter((c) => !c.deleted).map((c) => [c.id, c.name]));
  const batchIds = new Set<string>();
  const shown: ShownLine[] = [];
  let recordedLines = 0;
  for (const line of lines) {
    if (line.date !== date || line.deleted) continue;
    recordedLines += 1;
    if (line.batchId) batchIds.add(line.batchId);
    if (!passes(line)) continue;
    // A category renamed since shows its new name, as the category view does.
    const category = line.categoryId === '' ? UNCATEGORIZED : (categoryNames.get(line.categoryId) ?? line.category);
    shown.push(category === line.category ? line : { ...line, category });
  }
  return {
    recordedLines,
    lines: shown.sort(byCategorySkuOrder),
    figures: dayOrders(lines, catalogue, date, orderFilter),
    series: dailyOrderSeries(lines, catalogue, today, { platform: filter.platform }),
    batchIds: [...batchIds].sort(byText.compare),
  };
}
