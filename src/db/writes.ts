import type { Table } from 'dexie';
import type { OutboxEntry, OutboxOperation } from '../domain/records';
import { assertStorable } from '../domain/storable';
import { TABLE_COLLECTIONS, type OutboxedTable, type RecordOf, type TombstonedTable } from './collections';
import type { AppDatabase } from './database';

/**
 * Fields never sent to the server: `updated` is the server's own stamp, and a file's `blob`
 * waits in the files table until the upload, rather than being copied into the outbox.
 */
const LOCAL_ONLY_FIELDS: ReadonlySet<string> = new Set(['updated', 'blob']);

/** Writes one record whole (insert or replace) and queues it for the server. */
export function saveRecord<T extends OutboxedTable>(db: AppDatabase, table: T, record: RecordOf<T>): Promise<void> {
  return saveRecords(db, table, [record]);
}

/** Writes records whole and queues them; all are written or, on any failure, none. */
export async function saveRecords<T extends OutboxedTable>(
  db: AppDatabase,
  table: T,
  records: readonly RecordOf<T>[],
): Promise<void> {
  for (const record of records) assertStorable(record);
  const rows = tableOf(db, table);
  await db.transaction('rw', rows, db.outbox, async () => {
    await rows.bulkPut([...records]);
    await db.outbox.bulkAdd(records.map((record) => outboxEntry(table, record.id, 'upsert', record)));
  });
}

/**
 * Merges changes into a stored record and queues only the changed fields, so that the server
 * applies them field by field (last writer wins per field).
 */
export async function patchRecord<T extends OutboxedTable>(
  db: AppDatabase,
  table: T,
  id: string,
  changes: Partial<Omit<RecordOf<T>, 'id'>>,
): Promise<RecordOf<T>> {
  assertStorable(changes);
  const rows = tableOf(db, table);
  return db.transaction('rw', rows, db.outbox, async () => {
    const current = await existing(rows, table, id);
    const next = { ...current, ...changes, id };
    await rows.put(next);
    await db.outbox.add(outboxEntry(table, id, 'upsert', changes));
    return next;
  });
}

/** A record as it is to be stored, and the fields that changed, which are all the server gets. */
export interface RecordPatch<R> {
  record: R;
  changes: Partial<R>;
}

/**
 * patchRecord for many records whose new state the caller has already worked out: writes them
 * whole and queues only their changed fields; all are written or, on any failure, none.
 */
export async function savePatches<T extends OutboxedTable>(
  db: AppDatabase,
  table: T,
  patches: readonly RecordPatch<RecordOf<T>>[],
): Promise<void> {
  if (patches.length === 0) return;
  for (const { changes } of patches) assertStorable(changes);
  const rows = tableOf(db, table);
  await db.transaction('rw', rows, db.outbox, async () => {
    await rows.bulkPut(patches.map(({ record }) => record));
    await db.outbox.bulkAdd(patches.map(({ record, changes }) => outboxEntry(table, record.id, 'upsert', changes)));
  });
}

/**
 * Marks a record deleted and keeps the row: PocketBase deletes are hard, so other stations learn
 * of the removal only from the tombstone, which the outbox carries as a 'delete' entry.
 */
export async function removeRecord(db: AppDatabase, table: TombstonedTable, id: string): Promise<void> {
  const rows = tableOf(db, table);
  await db.transaction('rw', rows, db.outbox, async () => {
    const current = await existing(rows, table, id);
    await rows.put({ ...current, deleted: true });
    await db.outbox.add(outboxEntry(table, id, 'delete', { deleted: true }));
  });
}

function tableOf<T extends OutboxedTable>(db: AppDatabase, table: T): Table<RecordOf<T>, string> {
  return db.table<RecordOf<T>, string>(table);
}

async function existing<R>(rows: Table<R, string>, table: OutboxedTable, id: string): Promise<R> {
  const row = await rows.get(id);
  if (row === undefined) throw new Error(`No ${table} record with id ${id}`);
  return row;
}

function outboxEntry(table: OutboxedTable, recordId: string, op: OutboxOperation, fields: object): OutboxEntry {
  const payload: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (!LOCAL_ONLY_FIELDS.has(key)) payload[key] = value;
  }
  return {
    collection: TABLE_COLLECTIONS[table],
    recordId,
    op,
    payload,
    createdAt: new Date().toISOString(),
  };
}
