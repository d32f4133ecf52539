import type { DateRange } from '../domain/orders/dayKeys';
import type { OrderLine } from '../domain/records';
import type { AppDatabase } from './database';
import { readableRows } from './readableRows';

/**
 * The order lines recorded for the days of `range` (both ends included), tombstones left out.
 * Read through the `date` index, so a live query over it runs again only when a line of those
 * days changes, not on every merge of another day.
 */
export async function orderLinesOfDays(db: AppDatabase, range: DateRange): Promise<OrderLine[]> {
  if (range.to < range.from) return [];
  const lines = await db.orderLines.where('date').between(range.from, range.to, true, true).toArray();
  return readableRows(db, 'orderLines', lines).filter((line) => !line.deleted);
}
