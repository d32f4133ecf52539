import type PocketBase from 'pocketbase';
import type { ListResult, RecordModel } from 'pocketbase';
import { applyPulledPage, type PullCursor, type PulledCollection, type PulledRecord } from '../db/applyPulled';
import type { AppDatabase } from '../db/database';
import { SYNCED_COLLECTIONS } from '../domain/records';
import { pullsAgainFromStart } from '../domain/serverIncarnation';
import { readServerIncarnation } from './serverIncarnation';
import { toUserRecord, USERS_COLLECTION } from './users';
import { listAnswer } from './serverAnswers';
import { AuthExpiredError, confirmToken } from './session';
import { isAuthRefusal } from './syncErrors';

export const PULLED_COLLECTIONS: readonly PulledCollection[] = [...SYNCED_COLLECTIONS, USERS_COLLECTION];

/** PocketBase's largest page. */
const PULL_PAGE_SIZE = 1000;

/** Reported on a collection's first pull only, the one a new station shows a progress bar for. */
export interface PullProgress {
  collection: PulledCollection;
  done: number;
  total: number;
}

export interface PullOptions {
  collections?: readonly PulledCollection[];
  perPage?: number;
  onProgress?: (progress: PullProgress) => void;
  now?: () => Date;
  /** The server's incarnation, read once for all the collections of a pull. */
  incarnation?: string;
}

export interface CollectionPullResult {
  collection: PulledCollection;
  received: number;
  written: number;
  deleted: number;
  firstPull: boolean;
}

/** Server bookkeeping that is no field of a local record. */
const SERVER_ONLY_FIELDS = ['collectionId', 'collectionName', 'expand', 'created'];

/** A server record in the shape of the station's table. */
export function toLocalRecord(collection: PulledCollection, record: RecordModel): PulledRecord {
  if (collection === USERS_COLLECTION) return { ...toUserRecord(record), updated: String(record.updated ?? '') };
  const local: PulledRecord = { ...record, id: record.id, updated: String(record.updated ?? '') };
  for (const field of SERVER_ONLY_FIELDS) delete local[field];
  if (collection === 'files') {
    local.uploaded = typeof record.file === 'string' && record.file !== '';
    delete local.file;
  }
  return local;
}

/**
 * Pulls every collection. Each pull reads the records written since its saved cursor, page by page
 * in the order of their `syncSeq`, and writes them through
 * `applyPulledPage` (de-duplicated, tombstones deleted, pending local fields kept on top). A
 * collection never pulled to the end before is counted first, so its progress has a total. A
 * cursor saved under another server incarnation (a restored backup) is not trusted: the
 * collection is pulled again from its first record, and the station's records the server no
 * longer lists are removed, except those with changes still to send.
 */
export async function pullAll(db: AppDatabase, pb: PocketBase, options: PullOptions = {}): Promise<CollectionPullResult[]> {
  const collections = options.collections ?? PULLED_COLLECTIONS;
  // Read before any record: whatever is pulled after it is of this incarnation or a later one.
  const incarnation = options.incarnation ?? (await readServerIncarnation(pb));
  const states = await db.syncState.bulkGet([...collections]);
  // A pull again from the start shows its progress as a first pull does.
  const firsts = collections.filter(
    (_, index) => !states[index]?.lastSyncedAt || pullsAgainFromStart(states[index], incarnation),
  );
  const totals = new Map(
    await Promise.all(firsts.map(async (collection) => [collection, await countRecords(pb, collection)] as const)),
  );
  for (const [collection, total] of totals) options.onProgress?.({ collection, done: 0, total });
  const session = { confirmed: false };
  const results: CollectionPullResult[] = [];
  for (const collection of collections) {
    results.push(
      await pullCollection(db, pb, collection, { ...options, incarnation, total: totals.get(collection) ?? null }, session),
    );
  }
  return results;
}

export async function pullCollection(
  db: AppDatabase,
  pb: PocketBase,
  collection: PulledCollection,
  options: PullOptions & { total?: number | null } = {},
  session: { confirmed: boolean } = { confirmed: false },
): Promise<CollectionPullResult> {
  const perPage = options.perPage ?? PULL_PAGE_SIZE;
  const now = options.now ?? (() => new Date());
  const incarnation = options.incarnation ?? (await readServerIncarnation(pb));
  const state = await db.syncState.get(collection);
  const listed = pullsAgainFromStart(state, incarnation) ? new Set<string>() : null;
  if (listed) await db.syncState.update(collection, { cursorSeq: 0 });
  const since = listed ? 0 : (state?.cursorSeq ?? 0);
  const pass = { incarnation, fromStart: listed && { listed } };
  const result: CollectionPullResult = { collection, received: 0, written: 0, deleted: 0, firstPull: !state?.lastSyncedAt };
  const total = options.total ?? null;
  const fetchPage = (filter: string) => listPage(pb, collection, filter, perPage);
  const after = (cursor: PullCursor) => pb.filter('syncSeq > {:cursor}', { cursor });

  // PocketBase holds back a filtered list that finds nothing (a random delay of up to about half a
  // second, against timing attacks on list rules), which every pull of an unchanged collection
  // would pay: the first page starts at the last record seen, which the station already holds.
  let page = await fetchPage(since > 0 ? pb.filter('syncSeq >= {:since}', { since }) : '');
  if (page.items.length === 0 && !session.confirmed) {
    await confirmToken(pb);
    session.confirmed = true;
  }
  for (;;) {
    const last = page.items.at(-1);
    const cursor = last ? Number(last.syncSeq) : null;
    // A full page (by the server's own page size, should it cap ours) may have more behind it;
    // the next page is on its way while this one is written. Its failure is handled where it is
    // awaited, not as an unhandled rejection should this page's write fail first.
    const full = page.items.length >= Math.min(perPage, page.perPage || perPage);
    const next = cursor !== null && full ? fetchPage(after(cursor)) : null;
    next?.catch(() => undefined);
    const records = page.items.map((item) => toLocalRecord(collection, item));
    for (const record of records) listed?.add(record.id);
    const outcome = await applyPulledPage(db, collection, records, cursor, next ? null : { at: now().toISOString() }, pass);
    result.received += records.length;
    result.written += outcome.written;
    result.deleted += outcome.deleted;
    // Records written while the station pulls can make the count grow past the first total.
    if (total !== null) options.onProgress?.({ collection, done: result.received, total: Math.max(total, result.received) });
    if (!next) return result;
    page = await next;
  }
}

async function countRecords(pb: PocketBase, collection: PulledCollection): Promise<number> {
  try {
    const page = listAnswer(
      await pb.collection(collection).getList(1, 1, { fields: 'id', requestKey: null }),
      `a count of ${collection}`,
    );
    return page.totalItems;
  } catch (error) {
    if (isAuthRefusal(error)) throw new AuthExpiredError();
    throw error;
  }
}

async function listPage(
  pb: PocketBase,
  collection: PulledCollection,
  filter: string,
  perPage: number,
): Promise<ListResult<RecordModel>> {
  try {
    const page = await pb.collection(collection).getList(1, perPage, {
      filter,
      sort: 'syncSeq',
      skipTotal: true,
      requestKey: null,
    });
    return listAnswer(page, `a page of ${collection}`);
  } catch (error) {
    if (isAuthRefusal(error)) throw new AuthExpiredError();
    throw error;
  }
}
