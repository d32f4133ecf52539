import { categoryFigures, type CategoryFigures } from './categoryFigures';
import { perDay, type DayFigures } from './dayFigures';
import { previousPeriod, type DateRange } from './dayKeys';
import type { OrderCatalogue } from './linePricing';
import { changePercent, toRupees } from './money';
import type { FigureLine, OrderFilter } from './orderFilter';
import { sumOrders } from './orderPass';
import { finishTotals, type OrderTotals, type TotalsAccumulator } from './orderTotals';
import { skuFigures, topProducts, type SkuFigures } from './skuFigures';

/** A card's figure, the same figure over the previous period, and the change in percent. */
interface CardFigure {
  current: number;
  previous: number;
  /** Two decimals; null when the previous period's figure is 0. */
  changePercent: number | null;
}

interface AnalyticsCards {
  totalOrders: CardFigure;
  /** Rupees. */
  totalRevenue: CardFigure;
  /** Revenue per order in rupees, to the paisa; 0 without orders. */
  averageOrderValue: CardFigure;
  units: CardFigure;
}

export interface OrderAnalytics {
  range: DateRange;
  /** As many days, just before the range. */
  previousRange: DateRange;
  cards: AnalyticsCards;
  totals: OrderTotals;
  byCategory: CategoryFigures[];
  bySku: SkuFigures[];
  /** Every day of the range, in order. */
  perDay: DayFigures[];
  topProducts: SkuFigures[];
}

const TOP_PRODUCTS = 10;

const card = (current: number, previous: number, compare = changePercent(current, previous)): CardFigure => ({
  current,
  previous,
  changePercent: compare,
});

/** Rounded to the paisa first, so that the card and its change agree with what is shown. */
const averageOrderPaise = (totals: TotalsAccumulator) =>
  totals.orders === 0 ? 0 : Math.round(totals.revenuePaise / totals.orders);

function cards(current: TotalsAccumulator, previous: TotalsAccumulator): AnalyticsCards {
  const average = [averageOrderPaise(current), averageOrderPaise(previous)] as const;
  return {
    totalOrders: card(current.orders, previous.orders),
    totalRevenue: card(
      toRupees(current.revenuePaise),
      toRupees(previous.revenuePaise),
      changePercent(current.revenuePaise, previous.revenuePaise),
    ),
    averageOrderValue: card(toRupees(average[0]), toRupees(average[1]), changePercent(...average)),
    units: card(current.units, previous.units),
  };
}

/**
 * Order Analytics over a range of days with the screen's filters, compared with the previous
 * period of the same length under the same filters; `topCount` rows in the top products table.
 * One pass over the lines, however many.
 */
export function orderAnalytics(
  lines: readonly FigureLine[],
  catalogue: OrderCatalogue,
  range: DateRange,
  filter: OrderFilter = {},
  topCount = TOP_PRODUCTS,
): OrderAnalytics {
  const previousRange = previousPeriod(range);
  const sums = sumOrders(lines, catalogue, range, filter, previousRange);
  const bySku = skuFigures(sums.skus);
  return {
    range,
    previousRange,
    cards: cards(sums.totals, sums.previous),
    totals: finishTotals(sums.totals),
    byCategory: categoryFigures(sums.categories, sums.pricing),
    bySku,
    perDay: perDay(sums.days),
    topProducts: topProducts(bySku, topCount),
  };
}
