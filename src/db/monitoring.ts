import type { Table } from 'dexie';
import { assertStorable } from '../domain/storable';
import type { AppDatabase } from './database';
import type { TableRecords } from './schema';

/** docs/SPEC.md §9: how many of each monitoring record the station keeps. */
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

/** A record's place in the delivery order: its timestamp, then its id. */
interface RecordKey {
  timestamp: string;
  id: string;
}

/**
 * How far a station's monitoring records were delivered: everything at or before `timestamp`/`id`,
 * and the records of the last LATE_WINDOW_MS before it that were sent (`recent`). A record is
 * stamped before its write finishes, so one can land behind the cursor a moment after a flush
 * passed its time; the window lets the next flush still send it.
 */
export interface SentThrough extends RecordKey {
  recent: string[];
}

const LATE_WINDOW_MS = 60_000;

function shifted(timestamp: string, ms: number): string {
  return new Date(new Date(timestamp).getTime() + ms).toISOString();
}

/** The cursor once `record` was delivered too. */
export function advanceCursor(cursor: SentThrough | null, record: RecordKey): SentThrough {
  const newest = cursor && compareSent(cursor, record) > 0 ? cursor : record;
  const windowStart = shifted(newest.timestamp, -LATE_WINDOW_MS);
  const recent = [...(cursor?.recent ?? []), `${record.timestamp}|${record.id}`].filter((key) => key >= windowStart);
  return { timestamp: newest.timestamp, id: newest.id, recent };
}

function isUnsent(record: RecordKey, cursor: SentThrough | null): boolean {
  if (!cursor) return true;
  if (compareSent(record, cursor) > 0) return true;
  return (
    record.timestamp >= shifted(cursor.timestamp, -LATE_WINDOW_MS) && !cursor.recent.includes(`${record.timestamp}|${record.id}`)
  );
}

/**
 * The records not yet delivered, oldest first, at most `limit` (the flush queue, docs/SPEC.md §9).
 * Records are ordered across the three tables by (timestamp, id), so one cursor says what was sent.
 */
export async function unsentMonitoringRecords(
  db: AppDatabase,
  cursor: SentThrough | null,
  limit: number,
): Promise<PendingMonitoringRecord[]> {
  const from = cursor ? shifted(cursor.timestamp, -LATE_WINDOW_MS) : '';
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
    .filter(({ record }) => isUnsent(record, cursor))
    .sort((a, b) => compareSent(a.record, b.record))
    .slice(0, limit);
}

function compareSent(a: RecordKey, b: RecordKey): number {
  if (a.timestamp !== b.timestamp) return a.timestamp < b.timestamp ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
