import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { AppDatabase, DATABASE_NAME } from '../../../src/db/database';
import { SCHEMA_VERSIONS, type SchemaVersion } from '../../../src/db/schema';
import { freshDatabase, freshName, orderLine, product, transaction } from './fixtures';

const EXPECTED: Record<string, { key: string; indexes: string[]; unique: string[] }> = {
  products: {
    key: 'id',
    indexes: ['[sku+platform]', 'categoryId', 'platform', 'updated', 'visibility'],
    unique: ['[sku+platform]'],
  },
  categories: { key: 'id', indexes: ['name', 'updated'], unique: [] },
  stockMovements: {
    key: 'id',
    indexes: ['[categoryId+sequence]', 'categoryId', 'metadata.targetCategoryId', 'sequence', 'timestamp', 'updated'],
    unique: [],
  },
  orderLines: {
    key: 'id',
    indexes: ['[type+orderId+sku+awb]', 'batchId', 'date', 'updated'],
    unique: ['[type+orderId+sku+awb]'],
  },
  mergeBatches: { key: 'id', indexes: ['createdAt', 'date', 'updated'], unique: [] },
  packingMarks: { key: 'id', indexes: ['date', 'updated'], unique: [] },
  orderReturns: { key: 'id', indexes: ['mergedDate', 'receivedDay', 'updated'], unique: [] },
  handoverMarks: { key: 'id', indexes: ['date', 'updated'], unique: [] },
  transactions: { key: 'id', indexes: ['hash', 'updated'], unique: ['hash'] },
  users: { key: 'id', indexes: ['email'], unique: [] },
  files: { key: 'id', indexes: ['updated'], unique: [] },
  monitoringErrors: { key: 'id', indexes: ['timestamp'], unique: [] },
  monitoringPerformance: { key: 'id', indexes: ['timestamp'], unique: [] },
  monitoringEvents: { key: 'id', indexes: ['timestamp'], unique: [] },
  outbox: {
    key: 'seq',
    indexes: ['[collection+recordId]', 'collection', 'recordId'],
    unique: [],
  },
  syncState: { key: 'collection', indexes: [], unique: [] },
  refusedChanges: { key: 'seq', indexes: ['[collection+recordId]'], unique: [] },
};

const opened: Dexie[] = [];
function track<T extends Dexie>(db: T): T {
  opened.push(db);
  return db;
}

afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});

describe('AppDatabase schema', () => {
  it('defaults to the product name and takes another name for a second station', () => {
    expect(new AppDatabase().name).toBe(DATABASE_NAME);
    expect(DATABASE_NAME).toBe('flipkart-amazon-tools');
    expect(new AppDatabase('station-b').name).toBe('station-b');
  });

  it('creates every table with its key and indexes in IndexedDB', async () => {
    const db = track(freshDatabase());
    await db.open();
    const idb = db.backendDB();
    expect([...idb.objectStoreNames].sort()).toEqual(Object.keys(EXPECTED).sort());
    const tx = idb.transaction([...idb.objectStoreNames], 'readonly');
    for (const [name, expected] of Object.entries(EXPECTED)) {
      const store = tx.objectStore(name);
      expect(store.keyPath, name).toBe(expected.key);
      expect([...store.indexNames].sort(), name).toEqual(expected.indexes);
      const unique = [...store.indexNames].filter((index) => store.index(index).unique);
      expect(unique, name).toEqual(expected.unique);
    }
    expect(tx.objectStore('outbox').autoIncrement).toBe(true);
  });

  it('refuses a second product with the same sku and platform', async () => {
    const db = track(freshDatabase());
    await db.products.add(product({ sku: 'GC-11', platform: 'amazon' }));
    await db.products.add(product({ sku: 'GC-11', platform: 'flipkart' }));
    await expect(db.products.add(product({ sku: 'GC-11', platform: 'amazon' }))).rejects.toThrow(Dexie.ConstraintError);
    expect(await db.products.count()).toBe(2);
  });

  it('refuses a second order line with the same type, order id, sku and AWB', async () => {
    const db = track(freshDatabase());
    await db.orderLines.add(orderLine({ type: 'amazon', orderId: '402-1', sku: 'A' }));
    await db.orderLines.add(orderLine({ type: 'amazon', orderId: '402-1', sku: 'B' }));
    await db.orderLines.add(orderLine({ type: 'flipkart', orderId: '402-1', sku: 'A' }));
    // A second parcel of the same order with the same SKU (docs/SPEC.md §13).
    await db.orderLines.add(orderLine({ type: 'flipkart', orderId: '402-1', sku: 'A', awb: 'FMPP0000000002' }));
    await expect(db.orderLines.add(orderLine({ type: 'amazon', orderId: '402-1', sku: 'A' }))).rejects.toThrow(
      Dexie.ConstraintError,
    );
    expect(await db.orderLines.count()).toBe(4);
  });

  it('gives order lines of a version 4 database an empty AWB and batch, keeping them unique', async () => {
    const name = freshName();
    const old = new AppDatabase(name, SCHEMA_VERSIONS.slice(0, 4));
    const line = orderLine({ orderId: 'OD1' });
    const before: Record<string, unknown> = { ...line };
    delete before.awb;
    delete before.batchId;
    await old.table('orderLines').add(before);
    old.close();
    const db = track(new AppDatabase(name));
    expect(await db.orderLines.get(line.id)).toEqual(line);
    expect(await db.orderLines.where('[type+orderId+sku+awb]').equals([line.type, 'OD1', line.sku, '']).count()).toBe(1);
    await expect(db.orderLines.add(orderLine({ type: line.type, orderId: 'OD1', sku: line.sku }))).rejects.toThrow(
      Dexie.ConstraintError,
    );
  });

  it('keeps transaction hashes unique and finds a transaction by its hash', async () => {
    const db = track(freshDatabase());
    const stored = transaction({ hash: 'h-1' });
    await db.transactions.add(stored);
    await expect(db.transactions.add(transaction({ hash: 'h-1' }))).rejects.toThrow(Dexie.ConstraintError);
    expect(await db.transactions.get({ hash: 'h-1' })).toEqual(stored);
  });

  it('opens an existing version 1 database with its rows intact, adding the later tables', async () => {
    const name = freshName();
    const first = new AppDatabase(name, SCHEMA_VERSIONS.slice(0, 1));
    const stored = product();
    await first.products.add(stored);
    first.close();

    const again = track(new AppDatabase(name));
    await again.open();
    expect(again.verno).toBe(SCHEMA_VERSIONS.length);
    expect(await again.products.get(stored.id)).toEqual(stored);
    expect(await again.refusedChanges.count()).toBe(0);
  });

  it('numbers the stock movements of a version 3 database by their time', async () => {
    const name = freshName();
    const first = new AppDatabase(name, SCHEMA_VERSIONS.slice(0, 3));
    const movement = (id: string, timestamp: string) => ({
      id,
      updated: '',
      deleted: false,
      categoryId: 'category0000001',
      type: 'add',
      quantity: 1,
      previousQuantity: 0,
      newQuantity: 1,
      appliedDelta: 1,
      reason: '',
      performedBy: '',
      timestamp,
      metadata: null,
    });
    await first
      .table('stockMovements')
      .bulkAdd([
        movement('later0000000001', '2025-01-02T10:05:00.000Z'),
        movement('earlier00000001', '2025-01-02T10:00:00.000Z'),
      ]);
    first.close();

    const upgraded = track(new AppDatabase(name));
    await upgraded.open();
    const numbered = await upgraded.stockMovements
      .where('[categoryId+sequence]')
      .between(['category0000001', 0], ['category0000001', 9])
      .toArray();
    expect(numbered.map((row) => [row.id, row.sequence])).toEqual([
      ['earlier00000001', 1],
      ['later0000000001', 2],
    ]);
  });

  it('upgrades an existing database when a later version is appended', async () => {
    const name = freshName();
    const first = new AppDatabase(name);
    const stored = product({ sku: 'YN-01' });
    await first.products.add(stored);
    first.close();

    const next: SchemaVersion = {
      version: SCHEMA_VERSIONS.length + 1,
      stores: { products: 'id, &[sku+platform], categoryId, platform, visibility, updated, sku' },
      upgrade: (tx) =>
        tx
          .table('products')
          .toCollection()
          .modify((row: { name: string }) => {
            row.name = row.name.toUpperCase();
          }),
    };
    const upgraded = track(new AppDatabase(name, [...SCHEMA_VERSIONS, next]));
    await upgraded.open();
    expect(upgraded.verno).toBe(SCHEMA_VERSIONS.length + 1);
    expect(await upgraded.products.where('sku').equals('YN-01').first()).toEqual({
      ...stored,
      name: stored.name.toUpperCase(),
    });
  });
});
