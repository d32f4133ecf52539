import { useLiveRead } from '../../components/useLiveRead';
import { localDatabase } from '../../db/localDatabase';
import { previousPeriod, type DateRange } from '../../domain/orders/dayKeys';
import type { OrderFilter } from '../../domain/orders/orderFilter';
import { orderCatalogue, orderLinesOfDays, useOrderAnalytics, type AnalyticsState } from '../../stores/orderAnalytics';
import type { OrderCatalogue } from '../../domain/orders/linePricing';

/** docs/SPEC.md §8's store fallback for the analytics read. */
export const ANALYTICS_READ_FAILED = 'Failed to fetch all orders for analytics';

export interface AnalyticsData extends AnalyticsState {
  catalogue: OrderCatalogue | undefined;
  /** Why the orders or the catalogue could not be read. */
  readError: string | null;
}

/**
 * The screen's figures, live: the lines of the range and of the period before it (read through the
 * date index, so a year's screen does not read the years before), and the catalogue that prices
 * them. A merge or a pulled change re-reads and recomputes.
 */
export function useAnalyticsData(range: DateRange, filter: OrderFilter): AnalyticsData {
  const neededFrom = previousPeriod(range).from;
  const lines = useLiveRead(() => orderLinesOfDays(localDatabase(), { from: neededFrom, to: range.to }), [neededFrom, range.to]);
  const catalogue = useLiveRead(() => orderCatalogue(localDatabase()), []);
  const state = useOrderAnalytics(
    lines.status === 'ready' ? lines.value : undefined,
    catalogue.status === 'ready' ? catalogue.value : undefined,
    range,
    filter,
    { from: neededFrom, to: range.to },
  );
  const failed = [lines, catalogue].find((read) => read.status === 'failed');
  return {
    ...state,
    catalogue: catalogue.status === 'ready' ? catalogue.value : undefined,
    readError: failed?.status === 'failed' ? failed.message : null,
  };
}
