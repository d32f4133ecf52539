import { readRecord } from '../domain/recordShapes/records';
import { TABLE_COLLECTIONS, type RecordOf, type TombstonedTable } from './collections';
import type { AppDatabase } from './database';
import { logQuietly } from './quietErrorLog';

/** Rows reported in this page load: a live read runs again on every change, the report once. */
const reported = new Set<string>();

export const UNREADABLE_RECORD_TAG = 'unreadable-record';

/** The words of the report of a skipped row, as the Monitoring screen lists it. */
const unreadableRecordMessage = (collection: string, id: string, fields: readonly string[]) =>
  `Skipped a ${collection} record this station cannot read (${id}): ${fields.join(', ')} missing or malformed`;

function report(db: AppDatabase, collection: string, row: unknown, failed: readonly string[]): void {
  const id = typeof (row as { id?: unknown } | null)?.id === 'string' ? (row as { id: string }).id : '(no id)';
  const message = unreadableRecordMessage(collection, id, failed);
  if (reported.has(message)) return;
  reported.add(message);
  // Out of the read's own transaction (a live read may not write), and never a second failure.
  setTimeout(() => void logQuietly(db, new Error(message), [UNREADABLE_RECORD_TAG, collection]), 0);
}

/**
 * The rows of `table` that the screens can read (docs/SPEC.md §18): a record from an older version, or one
 * a client wrote past the server's rules, may lack a field or hold another type. Such a row is
 * left out and reported in the station's monitoring errors, instead of failing every screen that
 * reads it; fields that only lack their empty value get it.
 */
export function readableRows<T extends TombstonedTable>(db: AppDatabase, table: T, rows: readonly unknown[]): RecordOf<T>[] {
  const collection = TABLE_COLLECTIONS[table];
  const readable: RecordOf<T>[] = [];
  for (const row of rows) {
    const reading = readRecord(collection, row);
    if (reading.ok) readable.push(reading.value as unknown as RecordOf<T>);
    else report(db, collection, row, reading.failed);
  }
  return readable;
}

/** One row of `table` as the screens can read it; undefined when there is none or it is unreadable. */
export function readableRow<T extends TombstonedTable>(db: AppDatabase, table: T, row: unknown): RecordOf<T> | undefined {
  return row === undefined ? undefined : readableRows(db, table, [row])[0];
}
