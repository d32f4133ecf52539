/**
 * Every synced collection's record as the app writes it, and the malformed shapes of it that a
 * client past the app, or an older version, could leave (docs/SPEC.md §18): each field missing, null, of
 * another type, and the same one level into its JSON.
 */
import { newId } from '../../src/domain/ids';
import type { CollectionRecords } from '../../src/domain/recordShapes/records';
import type { SyncedCollection } from '../../src/domain/records';

type Row = Record<string, unknown> & { id: string };

let serial = 0;
const unique = (prefix: string) => `${prefix}-${(serial += 1)}-${newId().slice(0, 5)}`;

const synced = () => ({ id: newId(), updated: '', deleted: false });

/** A sound record of each collection for the day `day` (yyyy-MM-dd), with fresh keys each call. */
export const SOUND: { [C in SyncedCollection]: (day: string) => CollectionRecords[C] } = {
  products: () => ({
    ...synced(),
    sku: unique('SKU'),
    name: 'Chandan powder',
    description: '',
    platform: 'amazon',
    sellingPrice: 120,
    customCostPrice: 40,
    categoryId: '',
    visibility: 'visible',
    inventory: { quantity: 4, lowStockThreshold: 5, lastUpdated: '2025-03-10T08:00:00.000Z' },
    metadata: {
      listingStatus: 'active',
      moq: '1',
      amazonSerialNumber: 'B0TEST',
      flipkartSerialNumber: null,
      createdAt: '2025-03-10T08:00:00.000Z',
      updatedAt: '2025-03-10T08:00:00.000Z',
      lastImportedFrom: 'Amazon Import',
    },
  }),
  categories: () => ({
    ...synced(),
    name: unique('Category'),
    description: '',
    tag: '',
    costPrice: 40,
    createdAt: '2025-03-10T08:00:00.000Z',
    updatedAt: '2025-03-10T08:00:00.000Z',
    inventory: { totalQuantity: 3, lowStockThreshold: 5, lastUpdated: '2025-03-10T08:00:00.000Z', productCount: 0 },
  }),
  stock_movements: () => ({
    ...synced(),
    categoryId: newId(),
    type: 'transfer',
    quantity: 2,
    previousQuantity: 0,
    newQuantity: 0,
    appliedDelta: 0,
    reason: 'count',
    performedBy: 'packer@example.com',
    timestamp: '2025-03-10T08:00:00.000Z',
    metadata: { targetCategoryId: newId(), targetCategoryName: 'Kaudi', productSkus: ['KAUDI-11'] },
    sequence: 1,
  }),
  order_lines: (day) => ({
    ...synced(),
    date: day,
    name: 'Kaudi shells',
    quantity: '2',
    type: 'flipkart',
    sku: 'KAUDI-11',
    orderId: unique('OD'),
    createdAt: '2025-03-10T08:00:00.000Z',
    categoryId: '',
    category: '',
    awb: unique('FMPC'),
    batchId: '',
    courier: 'E-Kart Logistics',
  }),
  transactions: (day) => ({
    ...synced(),
    hash: unique('hash'),
    data: {
      source: 'amazon-date-range',
      platform: 'amazon',
      kind: 'order',
      type: 'Order',
      date: day,
      orderId: unique('402'),
      orderItemId: '',
      sku: 'CH-PW-0001',
      settlementId: 'S-1',
      description: 'Chandan powder',
      units: 1,
      status: 'Deferred',
      productSales: 120,
      total: 100,
    },
  }),
  files: (day) => ({
    ...synced(),
    name: 'labels.pdf',
    contentType: 'application/pdf',
    size: 1000,
    createdAt: '2025-03-10T08:00:00.000Z',
    kind: 'merged-labels',
    day,
    description: '',
    uploadedBy: 'packer@example.com',
    station: 'station1',
    batchId: newId(),
    expiresAt: '',
    blob: null,
    uploaded: true,
  }),
  merge_batches: (day) => ({
    ...synced(),
    date: day,
    createdAt: '2025-03-10T08:30:00.000Z',
    createdBy: 'packer@example.com',
    station: 'station1',
    files: [{ name: 'amazon.pdf', platform: 'amazon', pages: 2 }],
    orders: 2,
    platformCounts: { amazon: 1, flipkart: 1, meesho: 0 },
    recordedLines: 2,
  }),
  packing_marks: (day) => ({
    ...synced(),
    platform: 'flipkart',
    orderId: unique('OD'),
    awb: unique('FMPC'),
    date: day,
    packedBy: 'packer@example.com',
    packedAt: '2025-03-10T09:00:00.000Z',
  }),
  order_returns: (day) => ({
    ...synced(),
    platform: 'flipkart',
    orderId: unique('OD'),
    awb: unique('FMPC'),
    sku: 'KAUDI-21',
    name: 'Kaudi shells',
    quantity: 2,
    categoryId: '',
    category: 'Shells',
    mergedDate: day,
    outcome: 'back-in-stock',
    reason: 'Undelivered (RTO)',
    receivedDay: day,
    receivedBy: 'packer@example.com',
    receivedAt: '2025-03-12T09:00:00.000Z',
    stockMovementId: '',
  }),
  handover_marks: (day) => ({
    ...synced(),
    platform: 'flipkart',
    orderId: unique('OD'),
    awb: unique('FMPC'),
    date: day,
    courier: 'E-Kart Logistics',
    handedOverBy: 'packer@example.com',
    handedOverAt: '2025-03-10T16:00:00.000Z',
  }),
};

/** Fields a station keeps to itself or that name the record: no shape of theirs is sent. */
const NOT_VARIED: ReadonlySet<string> = new Set(['id', 'updated', 'blob', 'uploaded']);

const otherType = (value: unknown): unknown => (typeof value === 'string' ? 42 : 'x');

export interface MalformedRecord {
  collection: SyncedCollection;
  /** e.g. 'platformCounts missing', 'data.status null'. */
  shape: string;
  record: Row;
}

/** The record without one of its fields. */
export const without = (row: object, name: string): Record<string, unknown> =>
  Object.fromEntries(Object.entries(row).filter(([key]) => key !== name));

/** Each malformed shape of a sound record of `collection` for `day`, each with fresh keys. */
export function malformedRecords(collection: SyncedCollection, day: string): MalformedRecord[] {
  const fresh = () => SOUND[collection](day) as unknown as Row;
  const shapes: MalformedRecord[] = [];
  const add = (shape: string, record: Row) => shapes.push({ collection, shape, record });
  for (const [field, value] of Object.entries(fresh())) {
    if (NOT_VARIED.has(field)) continue;
    add(`${field} missing`, without(fresh(), field) as Row);
    add(`${field} null`, { ...fresh(), [field]: null });
    add(`${field} of another type`, { ...fresh(), [field]: otherType(value) });
    // One level into a JSON field: an object's keys, or those of a list's first item.
    const inner: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof inner !== 'object' || inner === null) continue;
    const withInner = (change: (item: Record<string, unknown>) => Record<string, unknown>): Row => {
      const record = fresh();
      const item = change((Array.isArray(value) ? (record[field] as unknown[])[0] : record[field]) as Record<string, unknown>);
      return { ...record, [field]: Array.isArray(value) ? [item] : item };
    };
    for (const [key, innerValue] of Object.entries(inner)) {
      add(
        `${field}.${key} missing`,
        withInner((item) => without(item, key)),
      );
      add(
        `${field}.${key} null`,
        withInner((item) => ({ ...item, [key]: null })),
      );
      add(
        `${field}.${key} of another type`,
        withInner((item) => ({ ...item, [key]: otherType(innerValue) })),
      );
    }
  }
  return shapes;
}
