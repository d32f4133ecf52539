import {
  PLATFORMS,
  type Category,
  type CategoryInventory,
  type FileKind,
  type HandoverMark,
  type MergeBatch,
  type MergeBatchFile,
  type OrderLine,
  type PackingMark,
  type Platform,
  type Product,
  type ProductInventory,
  type ProductMetadata,
  type ReturnedLine,
  type StockMovement,
  type StoredFile,
  type SyncedCollection,
  type Transaction,
  type TransferMetadata,
} from '../records';
import { PAYMENT_PLATFORMS } from '../marketplaces';
import type { TransactionData } from '../transactions/transactionRecord';
import {
  UNREADABLE,
  finite,
  flag,
  isPlainObject,
  listOf,
  nullable,
  objectOf,
  oneOf,
  optional,
  orElse,
  readObject,
  text,
  type Fields,
  type ObjectReading,
  type Parse,
} from './parse';

/**
 * What every screen needs of each synced record (docs/SPEC.md §18). A field without which a record means
 * nothing (its key, its day, its platform, the shape of its JSON) fails the record, which the
 * screens then skip and report; a field an older version may not have written, or the server
 * stores empty, reads as its empty value. The server refuses the same shapes
 * (pocketbase/pb_hooks/record_shapes.js).
 */

const blank = orElse(text, '');
const zero = orElse(finite, 0);
const day: Parse<string> = (value) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : UNREADABLE);
const platform = oneOf<Platform>(PLATFORMS);

const synced = {
  id: text,
  updated: blank,
  syncSeq: orElse(optional(finite), undefined),
  deleted: orElse(flag, false),
};

const productInventory = objectOf<ProductInventory>({ quantity: finite, lowStockThreshold: finite, lastUpdated: blank });
const importedFrom = oneOf<NonNullable<ProductMetadata['lastImportedFrom']>>(['Amazon Import', 'Flipkart Import']);
const NO_METADATA: ProductMetadata = {
  listingStatus: '',
  moq: '',
  amazonSerialNumber: null,
  flipkartSerialNumber: null,
  createdAt: '',
  updatedAt: '',
  lastImportedFrom: null,
};
const productMetadata = objectOf<ProductMetadata>({
  listingStatus: blank,
  moq: blank,
  amazonSerialNumber: orElse(nullable(text), null),
  flipkartSerialNumber: orElse(nullable(text), null),
  createdAt: blank,
  updatedAt: blank,
  lastImportedFrom: orElse(nullable(importedFrom), null),
});

const PRODUCT: Fields<Product> = {
  ...synced,
  sku: text,
  platform,
  name: blank,
  description: blank,
  sellingPrice: zero,
  customCostPrice: orElse(nullable(finite), null),
  categoryId: blank,
  visibility: orElse(oneOf(['visible', 'hidden']), 'visible'),
  inventory: orElse(nullable(productInventory), null),
  metadata: orElse(productMetadata, NO_METADATA),
};

const categoryInventory = objectOf<CategoryInventory>({
  totalQuantity: finite,
  lowStockThreshold: finite,
  lastUpdated: blank,
  productCount: zero,
});

const CATEGORY: Fields<Category> = {
  ...synced,
  name: text,
  description: blank,
  tag: blank,
  costPrice: orElse(nullable(finite), null),
  createdAt: blank,
  updatedAt: blank,
  inventory: orElse(nullable(categoryInventory), null),
};

const transfer = objectOf<TransferMetadata>({
  targetCategoryId: text,
  targetCategoryName: blank,
  productSkus: orElse(listOf(text), []),
});

const STOCK_MOVEMENT: Fields<StockMovement> = {
  ...synced,
  categoryId: text,
  type: oneOf(['add', 'remove', 'transfer']),
  quantity: finite,
  previousQuantity: zero,
  newQuantity: zero,
  appliedDelta: zero,
  reason: blank,
  performedBy: blank,
  timestamp: blank,
  metadata: orElse(nullable(transfer), null),
  sequence: zero,
};

const ORDER_LINE: Fields<OrderLine> = {
  ...synced,
  date: day,
  name: blank,
  quantity: blank,
  type: platform,
  sku: text,
  orderId: text,
  createdAt: blank,
  categoryId: blank,
  category: blank,
  awb: blank,
  batchId: blank,
  courier: blank,
};

type CoreField =
  | 'source'
  | 'platform'
  | 'kind'
  | 'type'
  | 'date'
  | 'orderId'
  | 'orderItemId'
  | 'sku'
  | 'settlementId'
  | 'description'
  | 'units'
  | 'status';

type TransactionCore = Pick<TransactionData, CoreField>;

/** What the analytics read of a transaction's data; its other columns are amounts, read as 0 when they are not. */
const TRANSACTION_DATA: Fields<TransactionCore> = {
  source: oneOf(['amazon-date-range', 'flipkart-pnl', 'flipkart-settlement']),
  platform: oneOf(PAYMENT_PLATFORMS),
  kind: text as Parse<TransactionData['kind']>,
  type: text,
  date: day,
  orderId: text,
  orderItemId: text,
  sku: text,
  settlementId: text,
  description: text,
  units: finite,
  status: text,
};

const transactionData: Parse<Transaction['data']> = (value) =>
  objectOf(TRANSACTION_DATA)(value) === UNREADABLE ? UNREADABLE : (value as Transaction['data']);

const TRANSACTION: Fields<Transaction> = { ...synced, hash: text, data: transactionData };

const FILE_KINDS: readonly FileKind[] = ['merged-labels', 'marketplace-download', 'report', 'other'];

const STORED_FILE: Fields<StoredFile> = {
  ...synced,
  name: text,
  contentType: blank,
  size: zero,
  createdAt: blank,
  kind: orElse(oneOf(FILE_KINDS), 'other'),
  day: orElse(day, ''),
  description: blank,
  uploadedBy: blank,
  station: blank,
  batchId: blank,
  expiresAt: blank,
  // Local only: the bytes of a file waiting for its upload.
  blob: (value) => (isPlainObject(value) || value instanceof Blob ? (value as Blob) : null),
  uploaded: orElse(flag, false),
};

const mergeBatchFile = objectOf<MergeBatchFile>({ name: blank, platform, pages: zero });

/** Orders per platform; a batch merged before a platform existed has none of it. */
const platformCounts: Parse<Record<Platform, number>> = (value) => {
  if (!isPlainObject(value)) return UNREADABLE;
  const counts = {} as Record<Platform, number>;
  for (const name of PLATFORMS) {
    const count = value[name] ?? 0;
    if (typeof count !== 'number' || !Number.isFinite(count)) return UNREADABLE;
    counts[name] = count;
  }
  return counts;
};

const MERGE_BATCH: Fields<MergeBatch> = {
  ...synced,
  date: day,
  createdAt: blank,
  createdBy: blank,
  station: blank,
  files: listOf(mergeBatchFile),
  orders: zero,
  platformCounts,
  recordedLines: zero,
};

const PACKING_MARK: Fields<PackingMark> = {
  ...synced,
  platform,
  orderId: text,
  awb: blank,
  date: day,
  packedBy: blank,
  packedAt: blank,
};

const RETURNED_LINE: Fields<ReturnedLine> = {
  ...synced,
  platform,
  orderId: text,
  awb: blank,
  sku: text,
  name: blank,
  quantity: zero,
  categoryId: blank,
  category: blank,
  mergedDate: day,
  outcome: oneOf(['back-in-stock', 'damaged']),
  reason: blank,
  receivedDay: day,
  receivedBy: blank,
  receivedAt: blank,
  stockMovementId: blank,
};

const HANDOVER_MARK: Fields<HandoverMark> = {
  ...synced,
  platform,
  orderId: text,
  awb: blank,
  date: day,
  courier: text,
  handedOverBy: blank,
  handedOverAt: blank,
};

/** The record type of each synced collection. */
export interface CollectionRecords {
  products: Product;
  categories: Category;
  stock_movements: StockMovement;
  order_lines: OrderLine;
  transactions: Transaction;
  files: StoredFile;
  merge_batches: MergeBatch;
  packing_marks: PackingMark;
  order_returns: ReturnedLine;
  handover_marks: HandoverMark;
}

const SHAPES: { [C in SyncedCollection]: Fields<CollectionRecords[C]> } = {
  products: PRODUCT,
  categories: CATEGORY,
  stock_movements: STOCK_MOVEMENT,
  order_lines: ORDER_LINE,
  transactions: TRANSACTION,
  files: STORED_FILE,
  merge_batches: MERGE_BATCH,
  packing_marks: PACKING_MARK,
  order_returns: RETURNED_LINE,
  handover_marks: HANDOVER_MARK,
};

/** A stored row of `collection` as its screens need it, or the fields that keep it from being read. */
export function readRecord<C extends SyncedCollection>(collection: C, row: unknown): ObjectReading<CollectionRecords[C]> {
  return readObject(SHAPES[collection], row);
}
