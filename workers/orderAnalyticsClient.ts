import type { DateRange } from '../src/domain/orders/dayKeys';
import type { OrderCatalogue } from '../src/domain/orders/linePricing';
import type { OrderAnalytics } from '../src/domain/orders/orderAnalytics';
import type { FigureLine, OrderFilter } from '../src/domain/orders/orderFilter';
import type { OrderAnalyticsWorkerApi } from './orderAnalytics.worker';
import { workerHandle, type RunningWorker } from './workerHandle';

const analyticsWorker = workerHandle<OrderAnalyticsWorkerApi>(
  () => new Worker(new URL('./orderAnalytics.worker.ts', import.meta.url), { type: 'module', name: 'orderAnalytics' }),
  'order analytics',
);

/** What the running worker holds: the same arrays are not sent twice. */
let sent: { worker: RunningWorker<OrderAnalyticsWorkerApi>; lines: readonly FigureLine[]; catalogue: OrderCatalogue } | null =
  null;

/**
 * Order Analytics computed in its worker. New lines or a new catalogue (a live read that changed)
 * are sent first; Comlink's messages are handled in order, so the figures asked for next are
 * always of what was sent last. A worker that dies rejects the call; the next call starts another
 * and sends the lines again.
 */
export function analyseOrdersInWorker(
  lines: readonly FigureLine[],
  catalogue: OrderCatalogue,
  range: DateRange,
  filter: OrderFilter,
): Promise<OrderAnalytics> {
  const worker = analyticsWorker();
  if (sent?.worker !== worker || sent.lines !== lines || sent.catalogue !== catalogue) {
    sent = { worker, lines, catalogue };
    worker.remote.hold(lines, catalogue).catch(() => {
      // Not held after all: the next call sends them again.
      if (sent?.lines === lines) sent = null;
    });
  }
  return Promise.race([worker.remote.analyse(range, filter), worker.died]);
}
