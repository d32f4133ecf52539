import type { MergeBatch } from '../domain/records';
import type { AppDatabase } from './database';

/**
 * Merge batches as Active Orders and the dashboard show them. Read-only, so a screen can keep
 * them live (useLiveRead); recordMerge (mergeRecording.ts) writes them.
 */

/** The batches recorded for a day (yyyy-MM-dd), the latest first. */
export async function mergeBatchesOfDay(db: AppDatabase, date: string): Promise<MergeBatch[]> {
  const batches = await db.mergeBatches.where('date').equals(date).toArray();
  return batches.filter((batch) => !batch.deleted).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The station's latest merge, whatever day it was recorded for; undefined on a new station. */
export async function latestMergeBatch(db: AppDatabase): Promise<MergeBatch | undefined> {
  return db.mergeBatches
    .orderBy('createdAt')
    .reverse()
    .filter((batch) => !batch.deleted)
    .first();
}
