import type { OutboxEntry, SyncedCollection } from '../domain/records';
import type { TableRecords } from './schema';

/** Tables whose writes travel to the server through the outbox, and the collection each maps to. */
export const TABLE_COLLECTIONS = {
  products: 'products',
  categories: 'categories',
  stockMovements: 'stock_movements',
  orderLines: 'order_lines',
  transactions: 'transactions',
  files: 'files',
  mergeBatches: 'merge_batches',
  packingMarks: 'packing_marks',
  orderReturns: 'order_returns',
  handoverMarks: 'handover_marks',
  users: 'users',
} as const satisfies Partial<Record<keyof TableRecords, OutboxEntry['collection']>>;

export type OutboxedTable = keyof typeof TABLE_COLLECTIONS;

/** Outboxed tables whose records carry the `deleted` tombstone (users have none). */
export type TombstonedTable = Exclude<OutboxedTable, 'users'>;

export type RecordOf<T extends OutboxedTable> = TableRecords[T];

/** The local table of a server collection, for the sync engine applying pulled records. */
export function tableOfCollection(collection: SyncedCollection | 'users'): OutboxedTable {
  const entry = Object.entries(TABLE_COLLECTIONS).find(([, name]) => name === collection);
  if (!entry) throw new Error(`No local table for collection: ${collection}`);
  return entry[0] as OutboxedTable;
}
