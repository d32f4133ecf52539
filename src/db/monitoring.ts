import type { Table } from 'dexie';
import { assertStorable } from '../domain/storable';
import type { AppDatabase } from './database';
import type { TableRecords } from './schema';

/** SPEC section 9: how many of each monitoring record the station keeps. */
export const MONITORING_LIMITS = {
  monitoringErrors: 1000,
  monitoringPerformance: 500,
  monitoringEvents: 1000,
} as const;

export type MonitoringTable = keyof typeof MONITORING_LIMITS;

/** Appends a record to a local ring buffer and drops the oldest (by timestamp) beyond its limit. */
export async function appendMonitoringRecord<T extends MonitoringTable>(
  db: AppDatabase,
  table: T,
  record: TableRecords[T],
): Promise<void> {
  assertStorable(record);
  const rows: Table<TableRecords[T], string> = db.table(table);
  await db.transaction('rw', rows, async () => {
    await rows.add(record);
    const excess = (await rows.count()) - MONITORING_LIMITS[table];
    if (excess > 0) {
      await rows.bulkDelete(await rows.orderBy('timestamp').limit(excess).primaryKeys());
    }
  });
}

/** A local monitoring record with the server kind it is stored under. */
export type PendingMonitoringRecord =
  | { kind: 'error'; record: TableRecords['monitoringErrors'] }
  | { kind: 'performance'; record: TableRecords['monitoringPerformance'] }
  | { kind: 'event'; record: TableRecords['monitoringEvents'] };

/** The last record a flush delivered: everything at or before it (timestamp, then id) is on the server. */
export interface SentThrough {
  timestamp: string;
  id: string;
}

function isAfter(record: SentThrough, cursor: SentThrough | null): boolean {
  if (!cursor) return true;
  return record.timestamp > cursor.timestamp || (record.timestamp === cursor.timestamp && record.id > cursor.id);
}

/**
 * The records not yet delivered, oldest first, at most `limit` (the flush queue, SPEC section 9).
 * Records are ordered across the three tables by (timestamp, id), so one cursor says what was sent.
 */
export async function unsentMonitoringRecords(
  db: AppDatabase,
  cursor: SentThrough | null,
  limit: number,
): Promise<PendingMonitoringRecord[]> {
  const from = cursor?.timestamp ?? '';
  const [errors, performance, events] = await Promise.all([
    db.monitoringErrors.where('timestamp').aboveOrEqual(from).toArray(),
    db.monitoringPerformance.where('timestamp').aboveOrEqual(from).toArray(),
    db.monitoringEvents.where('timestamp').aboveOrEqual(from).toArray(),
  ]);
  const pending: PendingMonitoringRecord[] = [
    ...errors.map((record) => ({ kind: 'error' as const, record })),
    ...performance.map((record) => ({ kind: 'performance' as const, record })),
    ...events.map((record) => ({ kind: 'event' as const, record })),
  ];
  return pending
    .filter(({ record }) => isAfter(record, cursor))
    .sort((a, b) => compareSent(a.record, b.record))
    .slice(0, limit);
}

function compareSent(a: SentThrough, b: SentThrough): number {
  if (a.timestamp !== b.timestamp) return a.timestamp < b.timestamp ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
