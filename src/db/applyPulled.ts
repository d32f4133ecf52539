import type { Table } from 'dexie';
import type { OutboxEntry, SyncedCollection, SyncState } from '../domain/records';
import { recordsGoneFromServer } from '../domain/serverIncarnation';
import { tableOfCollection } from './collections';
import type { AppDatabase } from './database';

/** Every collection a station pulls: the synced ones and the user's own record. */
export type PulledCollection = SyncedCollection | 'users';

/** A server record in the local shape; `updated`, `syncSeq` and `deleted` come from the server as they are. */
export interface PulledRecord {
  id: string;
  updated: string;
  syncSeq?: number;
  deleted?: boolean;
  [field: string]: unknown;
}

/**
 * The `syncSeq` of the last server record a pull has seen. The server numbers each write of a
 * collection inside the write's transaction (pocketbase/pb_hooks/sync_sequence.js), so no record
 * with a lower number can commit after it: unlike `updated`, which is stamped before a write
 * waits for the single writer, the number needs no overlap window.
 */
export type PullCursor = number;

export interface ApplyOutcome {
  written: number;
  deleted: number;
  /** Records the station already held in this version (re-read by the overlap window). */
  unchanged: number;
}

/**
 * The server incarnation a page was listed from, saved with the cursor
 * (domain/serverIncarnation.ts). `fromStart` is set while a collection is pulled again from its
 * first record under a new incarnation: `listed` holds the ids of every record the server has
 * listed so far, this page's included.
 */
export interface PullPass {
  incarnation: string;
  fromStart: { listed: ReadonlySet<string> } | null;
}

/** Fields the server never has: a pulled record keeps the station's own value. */
const LOCAL_ONLY_FIELDS: Partial<Record<PulledCollection, readonly string[]>> = { files: ['blob'] };

/** The local user record has no server stamp (see UserRecord); its one row is simply rewritten. */
const UNSTAMPED: ReadonlySet<PulledCollection> = new Set(['users']);

type Row = Record<string, unknown> & { id: string };

/**
 * Writes one page of server records into the station's tables and moves the collection's cursor,
 * in one transaction, without touching the outbox: these changes come from the server. Fields
 * that still have a pending local change are re-applied on top of the server's values, so that a
 * pull never overwrites them; a server tombstone removes the record from the table, pending
 * changes or not.
 *
 * In a pull from the start the server's copy replaces any other version the station holds (its
 * `syncSeq` may come from writes the restored server lost), and the last page removes the
 * records the server did not list; the new incarnation is saved with that page only, so a pull
 * cut short starts from the first record again.
 */
export async function applyPulledPage(
  db: AppDatabase,
  collection: PulledCollection,
  records: readonly PulledRecord[],
  cursor: PullCursor | null,
  complete: { at: string } | null = null,
  pass: PullPass | null = null,
): Promise<ApplyOutcome> {
  const rows = db.table<Row, string>(tableOfCollection(collection));
  return db.transaction('rw', rows, db.outbox, db.syncState, async () => {
    const latest = latestById(records);
    const ids = [...latest.keys()];
    const [pending, existing] = await Promise.all([pendingChanges(db, collection, ids), rows.bulkGet(ids)]);
    const toPut: Row[] = [];
    const toDelete: string[] = [];
    let unchanged = 0;
    ids.forEach((id, index) => {
      const incoming = latest.get(id) as PulledRecord;
      const local = existing[index];
      const changes = pending.get(id);
      const kept = pass?.fromStart ? isSameVersion : isSameOrNewer;
      if (!changes && local && kept(local, incoming)) {
        unchanged += 1;
        return;
      }
      // A server tombstone removes the record whatever the station still has pending: the server
      // refuses an edit of a deleted record (the station lists it with the reason) and acknowledges
      // a movement sent again without applying it, so no pending change can bring it back.
      if (incoming.deleted === true) {
        toDelete.push(id);
        return;
      }
      const merged = overlay(withLocalOnlyFields(collection, incoming, local), changes ?? []);
      // A removal still pending stays a tombstone row, as the station's own write left it.
      if (merged.deleted === true && !changes) toDelete.push(id);
      else toPut.push(merged);
    });
    // A holder that is itself in this page is cleared too and written back below, so that the
    // order of the puts cannot trip the unique index.
    const displaced = await uniqueKeyHolders(rows, toPut);
    await rows.bulkDelete([...toDelete, ...displaced]);
    await rows.bulkPut(toPut);
    const gone = complete && pass?.fromStart ? await unlisted(db, rows, collection, pass.fromStart.listed) : [];
    await rows.bulkDelete(gone);
    await saveCursor(db, collection, cursor, complete, pass);
    const putIds = new Set(toPut.map((row) => row.id));
    const removed = new Set([...toDelete, ...gone, ...displaced.filter((id) => !putIds.has(id))]);
    return { written: toPut.length, deleted: removed.size, unchanged };
  });
}

/** The same record can come twice in one page set (changed while paging): keep the newest. */
function latestById(records: readonly PulledRecord[]): Map<string, PulledRecord> {
  const latest = new Map<string, PulledRecord>();
  for (const record of records) {
    const seen = latest.get(record.id);
    if (!seen || versionOrder(seen, record) <= 0) latest.set(record.id, record);
  }
  return latest;
}

/**
 * Which of two versions of a record the server wrote later: by `syncSeq` when both have one (the
 * server's commit order), otherwise by `updated` (PocketBase stamps sort as text,
 * '2025-01-31 10:00:00.123Z'). Negative when `a` is older.
 */
function versionOrder(a: Row | PulledRecord, b: Row | PulledRecord): number {
  if (typeof a.syncSeq === 'number' && typeof b.syncSeq === 'number') return a.syncSeq - b.syncSeq;
  const [x, y] = [String(a.updated ?? ''), String(b.updated ?? '')];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** A local-only record (never seen by the server) has no stamp and is never the same version. */
function isSameOrNewer(local: Row, incoming: PulledRecord): boolean {
  return typeof local.updated === 'string' && local.updated !== '' && versionOrder(local, incoming) >= 0;
}

/** The version the station holds is the server's own: the same write, by number and stamp. */
function isSameVersion(local: Row, incoming: PulledRecord): boolean {
  return isSameOrNewer(local, incoming) && local.syncSeq === incoming.syncSeq && local.updated === incoming.updated;
}

/**
 * The station's records of the collection that the server did not list, without the ones still
 * in the outbox. The local user record is only the signed-in user's, whatever other users the
 * server lists, and is never removed this way.
 */
async function unlisted(
  db: AppDatabase,
  rows: Table<Row, string>,
  collection: PulledCollection,
  listed: ReadonlySet<string>,
): Promise<string[]> {
  if (UNSTAMPED.has(collection)) return [];
  const [localIds, entries] = await Promise.all([
    rows.toCollection().primaryKeys(),
    db.outbox.where('collection').equals(collection).toArray(),
  ]);
  return recordsGoneFromServer(localIds, listed, new Set(entries.map((entry) => entry.recordId)));
}

async function pendingChanges(
  db: AppDatabase,
  collection: PulledCollection,
  ids: readonly string[],
): Promise<Map<string, OutboxEntry[]>> {
  const entries = await db.outbox
    .where('[collection+recordId]')
    .anyOf(ids.map((id) => [collection, id]))
    .toArray();
  entries.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  const byRecord = new Map<string, OutboxEntry[]>();
  for (const entry of entries) {
    const list = byRecord.get(entry.recordId) ?? [];
    list.push(entry);
    byRecord.set(entry.recordId, list);
  }
  return byRecord;
}

function withLocalOnlyFields(collection: PulledCollection, incoming: PulledRecord, local: Row | undefined): Row {
  const row: Row = { ...incoming };
  if (UNSTAMPED.has(collection)) delete row.updated;
  for (const field of LOCAL_ONLY_FIELDS[collection] ?? []) row[field] = local?.[field] ?? null;
  return row;
}

/** The station's pending changes, in write order, on top of the server's record. */
function overlay(row: Row, changes: readonly OutboxEntry[]): Row {
  let merged = row;
  for (const change of changes) {
    merged = change.op === 'delete' ? { ...merged, deleted: true } : { ...merged, ...change.payload, id: row.id };
  }
  return merged;
}

/**
 * Local rows that hold a unique key (products' sku + platform, an order line's platform + order id
 * + SKU, a transaction's hash) the server gave to another record. The server's record wins: the
 * local one, made offline, is refused or acknowledged as a duplicate when pushed, and a pull
 * must never be stuck on a constraint the server already settled.
 */
async function uniqueKeyHolders(rows: Table<Row, string>, toPut: readonly Row[]): Promise<string[]> {
  if (toPut.length === 0) return [];
  const holders = new Set<string>();
  for (const index of rows.schema.indexes) {
    if (!index.unique) continue;
    const paths = Array.isArray(index.keyPath) ? index.keyPath : [index.keyPath ?? ''];
    const keyOf = (row: Row) => (paths.length === 1 ? row[paths[0] as string] : paths.map((path) => row[path]));
    const keys = toPut.map(keyOf) as (string | string[])[];
    const clashing = await rows.where(index.name).anyOf(keys).toArray();
    const owner = new Map(toPut.map((row) => [JSON.stringify(keyOf(row)), row.id]));
    for (const row of clashing) {
      if (owner.get(JSON.stringify(keyOf(row))) !== row.id) holders.add(row.id);
    }
  }
  return [...holders];
}

async function saveCursor(
  db: AppDatabase,
  collection: PulledCollection,
  cursor: PullCursor | null,
  complete: { at: string } | null,
  pass: PullPass | null,
): Promise<void> {
  const saved = await db.syncState.get(collection);
  // A state saved by the `(updated, id)` cursor of earlier versions has no number: the station
  // pulls everything once more, and the records it holds already count as unchanged.
  const next: SyncState = { collection, cursorSeq: saved?.cursorSeq ?? 0, lastSyncedAt: saved?.lastSyncedAt ?? '' };
  if (saved?.incarnation !== undefined) next.incarnation = saved.incarnation;
  if (cursor !== null && Number.isFinite(cursor) && cursor > next.cursorSeq) next.cursorSeq = cursor;
  if (complete) next.lastSyncedAt = complete.at;
  if (pass && (!pass.fromStart || complete)) next.incarnation = pass.incarnation;
  await db.syncState.put(next);
}
