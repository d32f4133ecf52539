/**
 * Stored files on this station (docs/SPEC.md §15): adding files (their bytes wait in IndexedDB until the
 * upload), editing their metadata, deleting them, and releasing the local bytes once the server has
 * them, except while the viewer has the file open.
 */
import type { FileKind, StoredFile } from '../domain/records';
import { expiryAfter, defaultExpiryDays, storedTypeOf, uploadProblem } from '../domain/files/storedFiles';
import { newId } from '../domain/ids';
import type { AppDatabase } from './database';
import { refusalsOf } from './refusedChanges';
import { patchRecord, removeRecord, saveRecords } from './writes';
import { readableRows } from './readableRows';

export interface NewStoredFile {
  name: string;
  blob: Blob;
  kind: FileKind;
  day: string;
  description?: string;
  batchId?: string;
  /** Days to keep it; the kind's default when left out, null for never. */
  keepDays?: number | null;
}

/**
 * Adds files, all or none: a file the server would refuse (type, size) refuses the lot with its
 * reason before anything is written. Returns the new records.
 */
export async function addStoredFiles(
  db: AppDatabase,
  files: readonly NewStoredFile[],
  station: string,
  now = new Date(),
): Promise<StoredFile[]> {
  const problems = files.map((file) => uploadProblem(file.name, file.blob.size, file.blob.type)).filter((p) => p !== null);
  if (problems.length > 0) throw new Error(problems.join('; '));
  const records = files.map((file): StoredFile => ({
    id: newId(),
    updated: '',
    deleted: false,
    name: file.name,
    contentType: storedTypeOf(file.name, file.blob.type) ?? '',
    size: file.blob.size,
    createdAt: now.toISOString(),
    kind: file.kind,
    day: file.day,
    description: file.description ?? '',
    uploadedBy: '',
    station,
    batchId: file.batchId ?? '',
    expiresAt: expiryAfter(file.keepDays === undefined ? defaultExpiryDays(file.kind) : file.keepDays, now),
    blob: file.blob,
    uploaded: false,
  }));
  await saveRecords(db, 'files', records);
  return records;
}

export type FileMetadata = Pick<StoredFile, 'name' | 'kind' | 'day' | 'description' | 'expiresAt'>;

/** Only the changed fields travel, so two stations' edits of different fields both stand. */
export async function editFileMetadata(db: AppDatabase, id: string, changes: Partial<FileMetadata>): Promise<void> {
  await patchRecord(db, 'files', id, changes);
}

/** Tombstones (admins only: the screens offer it to them, the server refuses it to others). */
export async function deleteStoredFiles(db: AppDatabase, ids: readonly string[]): Promise<void> {
  for (const id of ids) await removeRecord(db, 'files', id);
}

/** Files the viewer has open: their local bytes stay after the upload until the viewer lets go. */
const heldOpen = new Map<string, number>();

export function holdFileOpen(id: string): void {
  heldOpen.set(id, (heldOpen.get(id) ?? 0) + 1);
}

export async function letGoOfFile(db: AppDatabase, id: string): Promise<void> {
  const count = (heldOpen.get(id) ?? 0) - 1;
  if (count > 0) {
    heldOpen.set(id, count);
    return;
  }
  heldOpen.delete(id);
  await db.transaction('rw', db.files, async () => {
    const file = await db.files.get(id);
    if (file?.uploaded && file.blob) await db.files.update(id, { blob: null });
  });
}

/**
 * The server has the file: it is no longer waiting, and its local bytes are released unless the
 * viewer has it open. Runs inside the push's acknowledgement transaction.
 */
export async function markUploaded(db: AppDatabase, id: string): Promise<void> {
  await db.files.update(id, heldOpen.has(id) ? { uploaded: true } : { uploaded: true, blob: null });
}

/** Files not yet on the server, oldest first (those added together by name). */
export async function waitingUploads(db: AppDatabase): Promise<StoredFile[]> {
  const files = readableRows(db, 'files', await db.files.toArray()).filter((file) => !file.uploaded && !file.deleted);
  return files.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.name.localeCompare(b.name));
}

/** The server's reason when it gave none the station kept (the top bar's list was cleared). */
export const UPLOAD_REFUSED = 'The server refused this file';

/**
 * Files not on the server that no upload is queued for any more: the server refused them (too
 * large, a type it does not take). They would otherwise read as waiting for ever. By id, with the
 * server's reason while the station still has it.
 */
export async function refusedUploads(db: AppDatabase, ids: readonly string[]): Promise<Map<string, string>> {
  const entries = await db.outbox
    .where('[collection+recordId]')
    .anyOf(ids.map((id) => ['files', id]))
    .toArray();
  const queued = new Set(entries.map((entry) => entry.recordId));
  const stranded = ids.filter((id) => !queued.has(id));
  const reasons = await refusalsOf(db, 'files', stranded);
  return new Map(stranded.map((id) => [id, reasons.get(id)?.message ?? UPLOAD_REFUSED]));
}

/**
 * Lets go of a file the server refused: it only ever lived on this station, so it goes without a
 * tombstone. A file that is queued again or uploaded meanwhile stays.
 */
export async function dropRefusedUpload(db: AppDatabase, id: string): Promise<void> {
  await db.transaction('rw', db.files, db.outbox, async () => {
    const queued = await db.outbox.where('[collection+recordId]').equals(['files', id]).count();
    const file = await db.files.get(id);
    if (queued === 0 && file && !file.uploaded) await db.files.delete(id);
  });
}

/** Every live file, waiting or stored. */
export async function liveFiles(db: AppDatabase): Promise<StoredFile[]> {
  return readableRows(db, 'files', await db.files.toArray()).filter((file) => !file.deleted);
}
