import type PocketBase from 'pocketbase';
import type { BatchService } from 'pocketbase';
import type { AppDatabase } from '../db/database';
import type { OutboxEntry } from '../domain/records';

/** PocketBase's default and this project's configured limit (pb_migrations, enable_batch). */
export const MAX_BATCH_REQUESTS = 50;

/** An outbox entry ready to send, with the bytes of a file that waits for its upload. */
export interface OutgoingChange {
  entry: OutboxEntry;
  upload: File | null;
}

/** A movement to store, which goes to the server's stock route (stockPush.ts), never to a batch. */
export const isStockMovement = (entry: OutboxEntry): boolean => entry.collection === 'stock_movements' && entry.op === 'upsert';

/**
 * The head of the outbox in write order (past the entry `after`, when given): at most `limit`
 * entries, cut before a file upload (which travels alone, so that a large body never holds up the
 * other changes of its batch) and where stock movements start or end (they go to their own route).
 */
export async function nextChanges(db: AppDatabase, limit: number, after?: number): Promise<OutgoingChange[]> {
  const queue = after === undefined ? db.outbox.orderBy('seq') : db.outbox.where('seq').above(after);
  const entries = await queue.limit(limit).toArray();
  const changes: OutgoingChange[] = [];
  for (const entry of entries) {
    const upload = await pendingUpload(db, entry);
    if (upload && changes.length > 0) break;
    if (changes[0] && isStockMovement(changes[0].entry) !== isStockMovement(entry)) break;
    changes.push({ entry, upload });
    if (upload) break;
  }
  return changes;
}

async function pendingUpload(db: AppDatabase, entry: OutboxEntry): Promise<File | null> {
  if (entry.collection !== 'files' || entry.op !== 'upsert') return null;
  const file = await db.files.get(entry.recordId);
  if (!file?.blob || file.uploaded) return null;
  return new File([file.blob], file.name, { type: file.contentType });
}

/**
 * One idempotent request per change: an upsert by client id creates the record or, when the
 * server has it already (a retry after a lost answer), updates it with the same values; a
 * deletion is a tombstone, because stations learn of deletions only from the `deleted` flag.
 */
export function batchOf(pb: PocketBase, changes: readonly OutgoingChange[]): BatchService {
  const batch = pb.createBatch();
  for (const { entry, upload } of changes) {
    const records = batch.collection(entry.collection);
    if (entry.op === 'delete') {
      records.update(entry.recordId, { deleted: true });
    } else {
      records.upsert({ ...sentFields(entry), id: entry.recordId, ...(upload ? { file: upload } : {}) });
    }
  }
  return batch;
}

/**
 * The fields a change sends: all it holds but a category's quantity, which belongs to the server
 * (pocketbase/pb_hooks/stock.js keeps its own): a station's figure could only be stale.
 */
function sentFields(entry: OutboxEntry): Record<string, unknown> {
  const inventory = entry.payload.inventory;
  if (entry.collection !== 'categories' || inventory === null || typeof inventory !== 'object') return entry.payload;
  const sent: Record<string, unknown> = { ...inventory };
  delete sent.totalQuantity;
  return { ...entry.payload, inventory: sent };
}
