import { categoryFigures, type CategoryFigures } from './categoryFigures';
import { daysEndingOn, ORDER_HISTORY_DAYS } from './dayKeys';
import type { OrderCatalogue } from './linePricing';
import type { FigureLine, OrderFilter } from './orderFilter';
import { sumOrders, type OrderSums } from './orderPass';
import { finishTotals, type OrderTotals } from './orderTotals';

export interface DayFigures extends OrderTotals {
  /** yyyy-MM-dd */
  date: string;
}

/** Active Orders for one day: the cards, and the lines grouped by category. */
export interface DayOrders {
  totals: OrderTotals;
  byCategory: CategoryFigures[];
}

export function dayOrders(
  lines: readonly FigureLine[],
  catalogue: OrderCatalogue,
  date: string,
  filter: OrderFilter = {},
): DayOrders {
  const sums = sumOrders(lines, catalogue, { from: date, to: date }, filter);
  return { totals: finishTotals(sums.totals), byCategory: categoryFigures(sums.categories, sums.pricing) };
}

/** Every day of the summed range, a day without orders included with zeros. */
export const perDay = (days: OrderSums['days']): DayFigures[] =>
  days.map(({ date, totals }) => ({ date, ...finishTotals(totals) }));

/**
 * The order history (docs/SPEC.md §7): the `days` days ending on `lastDay`, one entry a day, a day
 * without orders empty. Active Orders' and the dashboard's 30-day chart.
 */
export function dailyOrderSeries(
  lines: readonly FigureLine[],
  catalogue: OrderCatalogue,
  lastDay: string,
  filter: OrderFilter = {},
  days = ORDER_HISTORY_DAYS,
): DayFigures[] {
  return perDay(sumOrders(lines, catalogue, daysEndingOn(lastDay, days), filter).days);
}
