import type { MergeBatch } from '../domain/records';
import type { AppDatabase } from './database';
import { readableRow, readableRows } from './readableRows';

/**
 * Merge batches as Active Orders and the dashboard show them. Read-only, so a screen can keep
 * them live (useLiveRead); recordMerge (mergeRecording.ts) writes them.
 */

/** The batches recorded for a day (yyyy-MM-dd), the latest first. */
export async function mergeBatchesOfDay(db: AppDatabase, date: string): Promise<MergeBatch[]> {
  const batches = await db.mergeBatches.where('date').equals(date).toArray();
  return readableRows(db, 'mergeBatches', batches)
    .filter((batch) => !batch.deleted)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The station's latest merge, whatever day it was recorded for; undefined on a new station. */
export async function latestMergeBatch(db: AppDatabase): Promise<MergeBatch | undefined> {
  const latest = await db.mergeBatches
    .orderBy('createdAt')
    .reverse()
    .filter((batch) => readableRow(db, 'mergeBatches', batch)?.deleted === false)
    .first();
  return readableRow(db, 'mergeBatches', latest);
}
