import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TABLE_COLLECTIONS, tableOfCollection } from '../../../src/db/collections';
import type { AppDatabase } from '../../../src/db/database';
import { patchRecord, removeRecord, savePatches, saveRecord, saveRecords } from '../../../src/db/writes';
import { SYNCED_COLLECTIONS, type Product } from '../../../src/domain/records';
import { category, freshDatabase, orderLine, product, storedFile } from './fixtures';

let db: AppDatabase;

beforeEach(() => {
  db = freshDatabase();
});

afterEach(async () => {
  await db.delete();
});

async function snapshot() {
  return { products: await db.products.toArray(), outbox: await db.outbox.toArray() };
}

describe('table to collection mapping', () => {
  it('gives every synced collection a local table and back', () => {
    for (const collection of [...SYNCED_COLLECTIONS, 'users'] as const) {
      expect(TABLE_COLLECTIONS[tableOfCollection(collection)]).toBe(collection);
    }
    expect(tableOfCollection('stock_movements')).toBe('stockMovements');
    expect(tableOfCollection('order_lines')).toBe('orderLines');
  });
});

describe('saveRecord and saveRecords', () => {
  it('writes the record and queues an upsert for its collection', async () => {
    const line = orderLine();
    await saveRecord(db, 'orderLines', line);

    expect(await db.orderLines.get(line.id)).toEqual(line);
    const [entry, ...rest] = await db.outbox.toArray();
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ collection: 'order_lines', recordId: line.id, op: 'upsert' });
    const everyFieldButTheServerStamp = Object.fromEntries(Object.entries(line).filter(([field]) => field !== 'updated'));
    expect(entry?.payload).toEqual(everyFieldButTheServerStamp);
    expect(Number.isNaN(Date.parse(entry?.createdAt ?? ''))).toBe(false);
  });

  it('keeps a file blob in the files table only, not in the outbox', async () => {
    const file = storedFile();
    await saveRecord(db, 'files', file);

    const row = await db.files.get(file.id);
    expect(row?.blob).toBeInstanceOf(Blob);
    expect(await row?.blob?.text()).toBe('%PDF');
    const [entry] = await db.outbox.toArray();
    expect(entry?.collection).toBe('files');
    expect(entry?.payload).not.toHaveProperty('blob');
    expect(entry?.payload).toMatchObject({ name: 'labels.pdf', uploaded: false });
  });

  it('queues entries in write order', async () => {
    const first = product({ sku: 'A' });
    const second = product({ sku: 'B' });
    await saveRecords(db, 'products', [first, second]);
    await saveRecord(db, 'categories', category({ name: 'Gomti chakra' }));

    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((entry) => [entry.collection, entry.recordId])).toEqual([
      ['products', first.id],
      ['products', second.id],
      ['categories', expect.any(String)],
    ]);
  });

  it('rejects undefined and function values with the specification messages, writing nothing', async () => {
    const before = await snapshot();
    const missingQuantity = product();
    (missingQuantity.inventory as unknown as Record<string, unknown>).quantity = undefined;
    await expect(saveRecord(db, 'products', missingQuantity)).rejects.toThrow(
      new Error('Undefined value not allowed in Firestore at path: inventory.quantity'),
    );

    const withFunction = { ...product(), name: (() => 'x') as unknown as string };
    await expect(saveRecords(db, 'products', [product(), withFunction])).rejects.toThrow(
      new Error('Function values not allowed in Firestore at path: name'),
    );
    expect(await snapshot()).toEqual(before);
  });

  it('writes neither the table nor the outbox when the database refuses part of a batch', async () => {
    const stored = product({ sku: 'GC-11', platform: 'amazon' });
    await saveRecord(db, 'products', stored);
    const before = await snapshot();

    const fresh = product({ sku: 'GC-12' });
    const duplicate = product({ sku: 'GC-11', platform: 'amazon' });
    await expect(saveRecords(db, 'products', [fresh, duplicate])).rejects.toThrow(Dexie.BulkError);
    expect(await snapshot()).toEqual(before);
  });

  it('replaces a stored record with the same id', async () => {
    const stored = product();
    await saveRecord(db, 'products', stored);
    await saveRecord(db, 'products', { ...stored, sellingPrice: 150 });
    expect(await db.products.get(stored.id)).toEqual({ ...stored, sellingPrice: 150 });
    expect(await db.outbox.count()).toBe(2);
  });
});

describe('patchRecord', () => {
  it('merges the changes and queues only the changed fields', async () => {
    const stored = product();
    await saveRecord(db, 'products', stored);
    await db.outbox.clear();

    const changes: Partial<Product> = { visibility: 'hidden', customCostPrice: 55 };
    const next = await patchRecord(db, 'products', stored.id, changes);

    expect(next).toEqual({ ...stored, ...changes });
    expect(await db.products.get(stored.id)).toEqual(next);
    expect(await db.outbox.toArray()).toMatchObject([
      { collection: 'products', recordId: stored.id, op: 'upsert', payload: changes },
    ]);
  });

  it('rejects an undefined change and leaves record and outbox as they were', async () => {
    const stored = product();
    await saveRecord(db, 'products', stored);
    const before = await snapshot();
    await expect(patchRecord(db, 'products', stored.id, { name: undefined } as unknown as Partial<Product>)).rejects.toThrow(
      new Error('Undefined value not allowed in Firestore at path: name'),
    );
    expect(await snapshot()).toEqual(before);
  });

  it('fails for a record that is not stored', async () => {
    await expect(patchRecord(db, 'categories', 'missing00000000', { name: 'X' })).rejects.toThrow(
      'No categories record with id missing00000000',
    );
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('savePatches', () => {
  it('writes the records whole and queues only their changed fields, in order', async () => {
    const [first, second] = [product({ sku: 'A-1' }), product({ sku: 'B-2' })];
    await saveRecords(db, 'products', [first!, second!]);
    await db.outbox.clear();

    await savePatches(db, 'products', [
      { record: { ...first!, sellingPrice: 99 }, changes: { sellingPrice: 99 } },
      { record: { ...second!, visibility: 'hidden' }, changes: { visibility: 'hidden' } },
    ]);

    expect((await db.products.bulkGet([first!.id, second!.id])).map((row) => [row?.sellingPrice, row?.visibility])).toEqual([
      [99, first!.visibility],
      [second!.sellingPrice, 'hidden'],
    ]);
    expect((await db.outbox.toArray()).map(({ recordId, op, payload }) => ({ recordId, op, payload }))).toEqual([
      { recordId: first!.id, op: 'upsert', payload: { sellingPrice: 99 } },
      { recordId: second!.id, op: 'upsert', payload: { visibility: 'hidden' } },
    ]);
  });

  it('writes nothing when one change cannot be stored', async () => {
    const stored = product();
    await saveRecord(db, 'products', stored);
    const before = await snapshot();
    await expect(
      savePatches(db, 'products', [
        { record: { ...stored, sellingPrice: 5 }, changes: { sellingPrice: 5 } },
        { record: stored, changes: { name: undefined } as unknown as Partial<Product> },
      ]),
    ).rejects.toThrow('Undefined value not allowed in Firestore at path: name');
    expect(await snapshot()).toEqual(before);
  });
});

describe('removeRecord', () => {
  it('keeps the row as a tombstone and queues a delete', async () => {
    const stored = category();
    await saveRecord(db, 'categories', stored);
    await db.outbox.clear();

    await removeRecord(db, 'categories', stored.id);

    expect(await db.categories.get(stored.id)).toEqual({ ...stored, deleted: true });
    expect(await db.outbox.toArray()).toMatchObject([
      { collection: 'categories', recordId: stored.id, op: 'delete', payload: { deleted: true } },
    ]);
  });

  it('fails for a record that is not stored, queueing nothing', async () => {
    await expect(removeRecord(db, 'products', 'missing00000000')).rejects.toThrow('No products record with id missing00000000');
    expect(await db.outbox.count()).toBe(0);
  });
});
