import { useMemo } from 'react';
import { useLiveRead } from '../../components/useLiveRead';
import { localDatabase } from '../../db/localDatabase';
import { latestMergeBatch } from '../../db/mergeBatches';
import { packingDayOf } from '../../db/packing';
import { readCatalogue } from '../../db/products';
import { isUncategorized } from '../../domain/catalogue/productFilter';
import { daysEndingOn } from '../../domain/orders/dayKeys';
import { dailyOrderSeries, dayOrders, type DayFigures, type DayOrders } from '../../domain/orders/dayFigures';
import type { PackingDay } from '../../domain/orders/parcels';
import type { MergeBatch } from '../../domain/records';
import { orderLinesOfDays } from '../../stores/orderAnalytics';

interface DashboardFigures {
  today: DayOrders;
  /** The 30 days ending today, one entry a day. */
  lastDays: DayFigures[];
  hiddenProducts: number;
  uncategorizedProducts: number;
  /** The station's latest merge; undefined before the first. */
  lastMerge: MergeBatch | undefined;
  /** Today's parcels, packed and not yet. */
  packing: PackingDay;
}

export type DashboardRead =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; value: DashboardFigures };

/**
 * The dashboard's figures, live: the last 30 days of order lines (a busy month is a few thousand
 * lines, a few milliseconds of figures, so they are computed here rather than in a worker) and
 * the catalogue that prices them and whose hidden and uncategorized products are counted, the
 * last merge and today's packing marks.
 */
export function useDashboardData(today: string): DashboardRead {
  const lines = useLiveRead(() => orderLinesOfDays(localDatabase(), daysEndingOn(today)), [today]);
  const catalogue = useLiveRead(() => readCatalogue(localDatabase()), []);
  // One read: a merge writes its batch and its lines together, so the two never disagree on screen.
  const merges = useLiveRead(
    async () => ({ last: await latestMergeBatch(localDatabase()), packing: await packingDayOf(localDatabase(), today) }),
    [today],
  );
  return useMemo((): DashboardRead => {
    if (lines.status === 'failed') return lines;
    if (catalogue.status === 'failed') return catalogue;
    if (merges.status === 'failed') return merges;
    if (lines.status === 'loading' || catalogue.status === 'loading' || merges.status === 'loading') {
      return { status: 'loading' };
    }
    const { products, categories } = catalogue.value;
    const categoryIds = new Set(categories.map((category) => category.id));
    return {
      status: 'ready',
      value: {
        today: dayOrders(lines.value.lines, catalogue.value, today),
        lastDays: dailyOrderSeries(lines.value.lines, catalogue.value, today),
        hiddenProducts: products.filter((product) => product.visibility === 'hidden').length,
        uncategorizedProducts: products.filter((product) => isUncategorized(product, categoryIds)).length,
        lastMerge: merges.value.last,
        packing: merges.value.packing,
      },
    };
  }, [lines, catalogue, merges, today]);
}
