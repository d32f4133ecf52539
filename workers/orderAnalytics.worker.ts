import { expose } from 'comlink';
import type { DateRange } from '../src/domain/orders/dayKeys';
import type { OrderCatalogue } from '../src/domain/orders/linePricing';
import { orderAnalytics } from '../src/domain/orders/orderAnalytics';
import type { FigureLine, OrderFilter } from '../src/domain/orders/orderFilter';

/**
 * Order Analytics' figures, off the page's thread: a year is 100,000 lines and ~110 ms of work.
 * The lines and the catalogue are sent once (`hold`) and kept here, so that a change of filter or
 * of range inside the held lines sends only the filter: copying 100,000 lines to the worker costs
 * the page about as much as computing them would.
 */
let held: { lines: readonly FigureLine[]; catalogue: OrderCatalogue } = {
  lines: [],
  catalogue: { products: [], categories: [] },
};

const api = {
  hold(lines: readonly FigureLine[], catalogue: OrderCatalogue) {
    held = { lines, catalogue };
  },
  analyse(range: DateRange, filter: OrderFilter) {
    return orderAnalytics(held.lines, held.catalogue, range, filter);
  },
};

export type OrderAnalyticsWorkerApi = typeof api;

expose(api);
