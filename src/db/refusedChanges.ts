import Dexie from 'dexie';
import type { RefusedChange } from '../domain/records';
import type { AppDatabase } from './database';
import { logQuietly } from './quietErrorLog';

/** Keeps changes the server refused until the user has seen them (the top bar's list). */
export async function keepRefusedChanges(db: AppDatabase, refused: readonly RefusedChange[]): Promise<void> {
  if (refused.length === 0) return;
  await db.refusedChanges.bulkAdd(refused.map(({ seq: _seq, ...change }) => change));
}

/**
 * Keeps changes the server did not take, found while the caller's transaction runs (which need
 * not include the list): they are kept once that transaction has committed, and not at all if it
 * fails, since the change is then still queued and will be found again.
 */
export function keepRefusedChangesOnCommit(db: AppDatabase, refused: readonly RefusedChange[]): void {
  if (refused.length === 0) return;
  const keep = () => void keepRefusedChanges(db, refused).catch((error: unknown) => logQuietly(db, error, ['sync', 'refused']));
  const transaction = Dexie.currentTransaction;
  if (transaction) transaction.on('complete', keep);
  else keep();
}

/** The user has seen them: the list starts again empty. */
export async function forgetRefusedChanges(db: AppDatabase): Promise<void> {
  await db.refusedChanges.clear();
}

/** Every refused change, oldest first. */
export function refusedChanges(db: AppDatabase): Promise<RefusedChange[]> {
  return db.refusedChanges.orderBy('seq').toArray();
}

/** The refusals of some records of one collection, by record id (the latest refusal of each). */
export async function refusalsOf(
  db: AppDatabase,
  collection: RefusedChange['collection'],
  recordIds: readonly string[],
): Promise<Map<string, RefusedChange>> {
  const rows = await db.refusedChanges
    .where('[collection+recordId]')
    .anyOf(recordIds.map((id) => [collection, id]))
    .sortBy('seq');
  return new Map(rows.map((row) => [row.recordId, row]));
}
