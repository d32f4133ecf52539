import type { Transaction as DexieTransaction } from 'dexie';
import type {
  Category,
  HandoverMark,
  MergeBatch,
  MonitoringError,
  MonitoringEvent,
  MonitoringPerformance,
  OrderLine,
  OutboxEntry,
  PackingMark,
  Product,
  ReturnedLine,
  RefusedChange,
  StockMovement,
  StoredFile,
  SyncState,
  Transaction,
  UserRecord,
} from '../domain/records';

/** The row type of every table of the local database. */
export interface TableRecords {
  products: Product;
  categories: Category;
  stockMovements: StockMovement;
  orderLines: OrderLine;
  transactions: Transaction;
  users: UserRecord;
  files: StoredFile;
  monitoringErrors: MonitoringError;
  monitoringPerformance: MonitoringPerformance;
  monitoringEvents: MonitoringEvent;
  outbox: OutboxEntry;
  syncState: SyncState;
  refusedChanges: RefusedChange;
  mergeBatches: MergeBatch;
  packingMarks: PackingMark;
  orderReturns: ReturnedLine;
  handoverMarks: HandoverMark;
}

type TableName = keyof TableRecords;

export interface SchemaVersion {
  version: number;
  /** Dexie store definitions; a later version lists only the tables it adds or changes (null drops one). */
  stores: Record<string, string | null>;
  /** Data migration Dexie runs once when a database older than this version is opened. */
  upgrade?: (tx: DexieTransaction) => PromiseLike<unknown> | void;
}

/**
 * Version 1, the full schema. Every synced table is keyed by its client-made `id`, because that
 * is the PocketBase record id the outbox and the pull cursor refer to; transactions are found by
 * their content hash through the unique `&hash` index. Booleans are not valid IndexedDB keys, so
 * `files.uploaded` and the `deleted` tombstones are not indexed: pending uploads are the files
 * entries of the outbox.
 */
const VERSION_1: Record<
  Exclude<TableName, 'refusedChanges' | 'mergeBatches' | 'packingMarks' | 'orderReturns' | 'handoverMarks'>,
  string
> = {
  products: 'id, &[sku+platform], categoryId, platform, visibility, updated',
  categories: 'id, name, updated',
  stockMovements: 'id, categoryId, timestamp, [categoryId+timestamp], updated',
  orderLines: 'id, &[type+orderId+sku], date, updated',
  transactions: 'id, &hash, updated',
  users: 'id, email',
  files: 'id, updated',
  monitoringErrors: 'id, timestamp',
  monitoringPerformance: 'id, timestamp',
  monitoringEvents: 'id, timestamp',
  outbox: '++seq, collection, recordId, [collection+recordId]',
  syncState: 'collection',
};

/** Every schema version, oldest first; a new version is appended here, never edited in place. */
/** Version 2: changes the server refused, kept until the user has seen them. */
const VERSION_2: Record<string, string> = {
  refusedChanges: '++seq, [collection+recordId]',
};

/** Version 3: stock movements found by the category a transfer goes to (a category's history). */
const VERSION_3: Record<string, string> = {
  stockMovements: 'id, categoryId, timestamp, [categoryId+timestamp], updated, metadata.targetCategoryId',
};

/**
 * Version 4: a category's history is ordered by the sequence in which movements took effect, no
 * longer by their time.
 */
const VERSION_4: Record<string, string> = {
  stockMovements: 'id, categoryId, timestamp, sequence, [categoryId+sequence], updated, metadata.targetCategoryId',
};

/**
 * Movements stored before sequences are numbered by time, the best order the station has, until
 * a pull brings the server's numbers (its migration renumbers them all in the order it applied them).
 */
async function numberMovementsByTime(tx: DexieTransaction): Promise<void> {
  const movements = tx.table<StockMovement, string>('stockMovements');
  const rows = await movements.orderBy('timestamp').toArray();
  await movements.bulkPut(rows.map((row, index) => ({ ...row, sequence: index + 1 })));
}

/**
 * Version 5 (docs/SPEC.md §13): merge batches (the screens list a day's, and the latest), packing marks
 * (a day's), and order lines keyed by their parcel too: platform + order id + SKU + AWB, so a
 * second parcel of an order with the same SKU is a line of its own; found by batch.
 */
const VERSION_5: Record<string, string> = {
  orderLines: 'id, &[type+orderId+sku+awb], date, batchId, updated',
  mergeBatches: 'id, date, createdAt, updated',
  packingMarks: 'id, date, updated',
};

/**
 * Lines stored before have no AWB and no batch: '' for both (an empty string, unlike a missing
 * field, is part of the compound key, so every stored line stays in the unique index).
 */
async function keepLinesWithoutParcel(tx: DexieTransaction): Promise<void> {
  await tx
    .table<OrderLine, string>('orderLines')
    .toCollection()
    .modify((line) => {
      line.awb ??= '';
      line.batchId ??= '';
    });
}

/**
 * Version 6 (docs/SPEC.md §19): returned order lines, found by the day they were received (the day's
 * returns) and by the day they were merged (return rates over a range of order days).
 */
const VERSION_6: Record<string, string> = {
  orderReturns: 'id, receivedDay, mergedDate, updated',
};

/** Version 7 (docs/SPEC.md §19): parcels handed over to their courier, a day's. */
const VERSION_7: Record<string, string> = {
  handoverMarks: 'id, date, updated',
};

export const SCHEMA_VERSIONS: readonly SchemaVersion[] = [
  { version: 1, stores: VERSION_1 },
  { version: 2, stores: VERSION_2 },
  { version: 3, stores: VERSION_3 },
  { version: 4, stores: VERSION_4, upgrade: numberMovementsByTime },
  { version: 5, stores: VERSION_5, upgrade: keepLinesWithoutParcel },
  { version: 6, stores: VERSION_6 },
  { version: 7, stores: VERSION_7 },
];
