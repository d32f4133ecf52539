import type { FileKind, StoredFile } from '../domain/records';
import type { AppDatabase } from './database';
import { readableRows } from './readableRows';

/** The merged labels first (what the packer prints), then the marketplaces' downloads, then the rest. */
const KIND_ORDER: readonly FileKind[] = ['merged-labels', 'marketplace-download', 'report', 'other'];

/**
 * The stored files that merges of `day` (yyyy-MM-dd) left, for Active Orders: waiting uploads and
 * stored ones alike, by kind, then oldest first. Read-only, so the screen can keep it live.
 */
export async function batchFilesOfDay(db: AppDatabase, day: string): Promise<StoredFile[]> {
  // `files` has no index on the day; it holds about a month of files (merged labels expire after 30 days).
  const files = readableRows(db, 'files', await db.files.toArray()).filter(
    (file) => file.day === day && file.batchId !== '' && !file.deleted,
  );
  return files.sort(
    (a, b) =>
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
      a.createdAt.localeCompare(b.createdAt) ||
      a.name.localeCompare(b.name),
  );
}

/** The merged labels that merges of `day` stored, oldest first. */
export async function mergedLabelsOfDay(db: AppDatabase, day: string): Promise<StoredFile[]> {
  return (await batchFilesOfDay(db, day)).filter((file) => file.kind === 'merged-labels');
}
