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
