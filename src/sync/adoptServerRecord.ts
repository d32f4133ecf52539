import { tableOfCollection } from '../db/collections';
import type { AppDatabase } from '../db/database';
import type { OutboxEntry } from '../domain/records';

/**
 * A record this station made under its own id that the server acknowledged as one it already had
 * under another id: the same product (sku + platform), order line (platform + order id + SKU) or
 * transaction (hash), recorded by another station first.
 */
export interface Adoption {
  entry: OutboxEntry;
  serverRecord: Record<string, unknown>;
}

/**
 * Replaces each local duplicate with the server's record under the server's id, and points the
 * station's later changes of it at that id. Without this the local unique indexes would refuse
 * the server's record on the next pull. Runs inside the caller's transaction, which must include
 * the outbox and the records' tables.
 */
export async function adoptServerRecords(db: AppDatabase, adoptions: readonly Adoption[]): Promise<void> {
  for (const { entry, serverRecord } of adoptions) {
    const serverId = String(serverRecord.id);
    const table = db.table<Record<string, unknown>, string>(tableOfCollection(entry.collection));
    const pending = db.outbox.where('[collection+recordId]').equals([entry.collection, entry.recordId]);
    const pendingFields = new Set((await pending.toArray()).flatMap((later) => Object.keys(later.payload)));
    const local = await table.get(entry.recordId);
    await table.delete(entry.recordId);
    if (local) await table.put(withServerValues(local, serverRecord, serverId, pendingFields));
    await pending.modify({ recordId: serverId });
  }
}

/**
 * The local record's own fields, with the server's values wherever the server has the field and
 * the station has no change of it still waiting to be sent (as a pull would).
 */
function withServerValues(
  local: Record<string, unknown>,
  server: Record<string, unknown>,
  id: string,
  pendingFields: ReadonlySet<string>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...local, id };
  for (const field of Object.keys(local)) {
    if (field !== 'id' && field in server && !pendingFields.has(field)) merged[field] = server[field];
  }
  return merged;
}
