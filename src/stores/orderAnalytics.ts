import { useEffect, useMemo, useState } from 'react';
import type { AppDatabase } from '../db/database';
import { orderLinesOfDays as readLinesOfDays } from '../db/orderDays';
import { causeMessage } from '../domain/errors';
import type { DateRange } from '../domain/orders/dayKeys';
import type { OrderCatalogue } from '../domain/orders/linePricing';
import { orderAnalytics, type OrderAnalytics } from '../domain/orders/orderAnalytics';
import type { FigureLine, OrderFilter } from '../domain/orders/orderFilter';
import { analyseOrdersInWorker } from '../../workers/orderAnalyticsClient';
import { readCatalogue } from '../db/products';

/** The order lines of some days, with the days they were read for. */
export interface LinesOfDays {
  days: DateRange;
  lines: FigureLine[];
}

/** The order lines dated within `days` (both ends included), tombstones left out, with those days. */
export async function orderLinesOfDays(db: AppDatabase, days: DateRange): Promise<LinesOfDays> {
  return { days, lines: await readLinesOfDays(db, days) };
}

/** The fields of the catalogue that price order lines: a worker is sent no more than it needs. */
export async function orderCatalogue(db: AppDatabase): Promise<OrderCatalogue> {
  const { products, categories } = await readCatalogue(db);
  return {
    products: products.map(({ sku, platform, name, sellingPrice, customCostPrice, categoryId }) => ({
      sku,
      platform,
      name,
      sellingPrice,
      customCostPrice,
      categoryId,
      deleted: false,
    })),
    categories: categories.map(({ id, name, costPrice }) => ({ id, name, costPrice, deleted: false })),
  };
}

/**
 * In the order analytics worker where there are workers (the browser); where there are none (a
 * test's jsdom) on this thread, after the current task, so the call is asynchronous either way.
 */
function analyseOrders(
  lines: readonly FigureLine[],
  catalogue: OrderCatalogue,
  range: DateRange,
  filter: OrderFilter,
): Promise<OrderAnalytics> {
  if (typeof Worker !== 'undefined') return analyseOrdersInWorker(lines, catalogue, range, filter);
  return Promise.resolve().then(() => orderAnalytics(lines, catalogue, range, filter));
}

export interface AnalyticsState {
  /** The latest figures computed; while new ones are computed, the previous ones stay shown. */
  analytics: OrderAnalytics | null;
  /** Figures for the current range and filters are being computed. */
  computing: boolean;
  error: string | null;
}

interface Request {
  lines: readonly FigureLine[];
  catalogue: OrderCatalogue;
  range: DateRange;
  filter: OrderFilter;
}

/**
 * Order Analytics of `range` under `filter`, computed off the main thread. `read` must hold the
 * lines of the range and of the period before it: until a read of those days arrives, the
 * figures wait rather than being computed from the days of an earlier range.
 */
export function useOrderAnalytics(
  read: LinesOfDays | undefined,
  catalogue: OrderCatalogue | undefined,
  range: DateRange,
  filter: OrderFilter,
  neededDays: DateRange,
): AnalyticsState {
  const readsNeededDays = read !== undefined && read.days.from === neededDays.from && read.days.to === neededDays.to;
  const { from, to } = range;
  const { platform, categoryId, sku } = filter;
  const request = useMemo(
    (): Request | null =>
      readsNeededDays && catalogue
        ? { lines: read.lines, catalogue, range: { from, to }, filter: { platform, categoryId, sku } }
        : null,
    [readsNeededDays, read, catalogue, from, to, platform, categoryId, sku],
  );
  const [answer, setAnswer] = useState<{ request: Request | null; analytics: OrderAnalytics | null; error: string | null }>({
    request: null,
    analytics: null,
    error: null,
  });

  useEffect(() => {
    if (!request) return;
    let current = true;
    analyseOrders(request.lines, request.catalogue, request.range, request.filter).then(
      (analytics) => {
        if (current) setAnswer({ request, analytics, error: null });
      },
      (error: unknown) => {
        if (current) setAnswer((last) => ({ request, analytics: last.analytics, error: causeMessage(error) }));
      },
    );
    return () => {
      current = false;
    };
  }, [request]);

  return { analytics: answer.analytics, computing: answer.request !== request || request === null, error: answer.error };
}
