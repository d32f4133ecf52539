import { tableOfCollection } from '../db/collections';
import type { AppDatabase } from '../db/database';
import { keepRefusedChangesOnCommit } from '../db/refusedChanges';
import type { OutboxEntry, RefusedChange } from '../domain/records';

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
  keepRefusedChangesOnCommit(
    db,
    adoptions.map(discardedCreate).filter((change): change is RefusedChange => change !== null),
  );
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

/** Bookkeeping that differs between two stations' copies of the same thing by nature. */
const NOT_CONTENT: ReadonlySet<string> = new Set([
  'id',
  'updated',
  'syncSeq',
  'deleted',
  'created',
  'collectionId',
  'collectionName',
  'createdAt',
  'updatedAt',
  'lastUpdated',
]);

/** A value as JSON with sorted keys and without bookkeeping fields, for comparing content. */
function content(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(content).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !NOT_CONTENT.has(key))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${content(field)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The first arrival of a product (sku + platform) stands, as the specification's import creates
 * a product only when none exists: this station's create of the same product is not kept. When
 * its fields differ from the stored ones, the station is told which, as a refused change. (Order
 * lines and transactions recorded twice are the same record by definition: nothing to tell.)
 */
function discardedCreate({ entry, serverRecord }: Adoption): RefusedChange | null {
  const { payload } = entry;
  if (entry.collection !== 'products' || !('sku' in payload)) return null;
  const fields = Object.keys(payload).filter(
    (field) => !NOT_CONTENT.has(field) && content(payload[field]) !== content(serverRecord[field]),
  );
  if (fields.length === 0) return null;
  const product = `Product ${String(payload.sku)} (${String(payload.platform)})`;
  return {
    collection: entry.collection,
    recordId: entry.recordId,
    op: entry.op,
    payload,
    status: 409,
    message: `${product} was already created on another station: this station's ${fields.join(', ')} were not kept`,
    refusedAt: new Date().toISOString(),
  };
}
