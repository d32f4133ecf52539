import type { RecordModel } from 'pocketbase';
import { afterEach, describe, expect, it } from 'vitest';
import { applyPulledPage, type PulledRecord } from '../../../src/db/applyPulled';
import type { AppDatabase } from '../../../src/db/database';
import { patchRecord, removeRecord, saveRecord } from '../../../src/db/writes';
import type { Product } from '../../../src/domain/records';
import { toLocalRecord } from '../../../src/sync/pull';
import { category, freshDatabase, orderLine, product, storedFile } from '../db/fixtures';

const T1 = '2025-02-01 10:00:00.100Z';
const T2 = '2025-02-01 10:00:00.200Z';
const T3 = '2025-02-01 10:00:01.000Z';

/** A product as the server holds it, stamped `updated`. */
function serverProduct(base: Product, updated: string, changes: Partial<Product> = {}): PulledRecord {
  return { ...base, ...changes, updated };
}

describe('applying pulled records', () => {
  let db: AppDatabase;

  afterEach(async () => {
    await db?.delete();
  });

  it('writes server records without queueing them, and moves the cursor', async () => {
    db = freshDatabase();
    const first = product({ sku: 'A-1' });
    const second = product({ sku: 'A-2' });
    const outcome = await applyPulledPage(db, 'products', [serverProduct(first, T1), serverProduct(second, T2)], 7);
    expect(outcome).toEqual({ written: 2, deleted: 0, unchanged: 0 });
    expect(await db.products.get(first.id)).toEqual({ ...first, updated: T1 });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.syncState.get('products')).toEqual({
      collection: 'products',
      cursorSeq: 7,
      lastSyncedAt: '',
    });
  });

  it('never moves the cursor back', async () => {
    db = freshDatabase();
    const record = product();
    await applyPulledPage(db, 'products', [serverProduct(record, T3)], 9);
    await applyPulledPage(db, 'products', [], 4, { at: '2025-02-01T10:00:05.000Z' });
    expect(await db.syncState.get('products')).toMatchObject({ cursorSeq: 9, lastSyncedAt: '2025-02-01T10:00:05.000Z' });
  });

  it("orders versions of a record by the server's write number, not by its stamp", async () => {
    db = freshDatabase();
    const record = product();
    // A write stamped earlier that committed later (it waited for the server's writer).
    await applyPulledPage(db, 'products', [{ ...serverProduct(record, T3, { name: 'first' }), syncSeq: 1 }], 1);
    await applyPulledPage(db, 'products', [{ ...serverProduct(record, T2, { name: 'committed last' }), syncSeq: 2 }], 2);
    expect((await db.products.get(record.id))?.name).toBe('committed last');
    const again = await applyPulledPage(db, 'products', [{ ...serverProduct(record, T3, { name: 'first' }), syncSeq: 1 }], 1);
    expect(again.unchanged).toBe(1);
  });

  it('skips a record it already holds in the same version, and keeps the newest of one id in a page', async () => {
    db = freshDatabase();
    const record = product();
    await applyPulledPage(db, 'products', [serverProduct(record, T2, { name: 'second' })], null);
    const again = await applyPulledPage(
      db,
      'products',
      [serverProduct(record, T1, { name: 'first' }), serverProduct(record, T2, { name: 'second' })],
      null,
    );
    expect(again).toEqual({ written: 0, deleted: 0, unchanged: 1 });
    await applyPulledPage(
      db,
      'products',
      [serverProduct(record, T3, { name: 'third' }), serverProduct(record, T2, { name: 'second' })],
      null,
    );
    expect((await db.products.get(record.id))?.name).toBe('third');
  });

  it('deletes a record locally when its tombstone arrives', async () => {
    db = freshDatabase();
    const record = product();
    await applyPulledPage(db, 'products', [serverProduct(record, T1)], null);
    const outcome = await applyPulledPage(db, 'products', [serverProduct(record, T2, { deleted: true })], null);
    expect(outcome.deleted).toBe(1);
    expect(await db.products.get(record.id)).toBeUndefined();
  });

  it('keeps the fields of pending local changes on top of the server record', async () => {
    db = freshDatabase();
    const record = product({ name: 'old name', sellingPrice: 100 });
    await applyPulledPage(db, 'products', [serverProduct(record, T1)], null);
    await patchRecord(db, 'products', record.id, { name: 'local name' });
    await applyPulledPage(db, 'products', [serverProduct(record, T2, { name: 'server name', sellingPrice: 150 })], null);
    expect(await db.products.get(record.id)).toMatchObject({ name: 'local name', sellingPrice: 150, updated: T2 });
    expect(await db.outbox.count()).toBe(1);
  });

  it('removes a record the server deleted even while an edit of it is pending (the server refuses that edit)', async () => {
    db = freshDatabase();
    const record = product();
    await applyPulledPage(db, 'products', [serverProduct(record, T1)], null);
    await patchRecord(db, 'products', record.id, { name: 'edited here' });
    const outcome = await applyPulledPage(db, 'products', [serverProduct(record, T2, { deleted: true })], null);
    expect(outcome.deleted).toBe(1);
    expect(await db.products.get(record.id)).toBeUndefined();
    expect(await db.outbox.count()).toBe(1);
  });

  it('keeps a pending local removal: the record stays a tombstone until the server has it', async () => {
    db = freshDatabase();
    const record = product();
    await applyPulledPage(db, 'products', [serverProduct(record, T1)], null);
    await removeRecord(db, 'products', record.id);
    await applyPulledPage(db, 'products', [serverProduct(record, T2, { name: 'edited elsewhere' })], null);
    expect(await db.products.get(record.id)).toMatchObject({ name: 'edited elsewhere', deleted: true });
  });

  it('keeps a pending local record the server has not seen yet, while the server changes others', async () => {
    db = freshDatabase();
    const mine = product({ sku: 'MINE-1' });
    await saveRecord(db, 'products', mine);
    const theirs = product({ sku: 'THEIRS-1' });
    await applyPulledPage(db, 'products', [serverProduct(theirs, T1)], null);
    expect(await db.products.get(mine.id)).toEqual(mine);
  });

  it('gives a unique key to the server record when an offline record of this station holds it', async () => {
    db = freshDatabase();
    const local = orderLine({ type: 'amazon', orderId: '408-1', sku: 'SKU-1' });
    await saveRecord(db, 'orderLines', local);
    const server = orderLine({ type: 'amazon', orderId: '408-1', sku: 'SKU-1' });
    await applyPulledPage(db, 'order_lines', [{ ...server, updated: T1 }], null);
    expect(await db.orderLines.toArray()).toEqual([{ ...server, updated: T1 }]);
  });

  it('moves a unique key between two records of one page whatever their order', async () => {
    db = freshDatabase();
    const a = product({ sku: 'KEY-1' });
    const b = product({ sku: 'KEY-2' });
    await applyPulledPage(db, 'products', [serverProduct(a, T1), serverProduct(b, T1)], null);
    await applyPulledPage(db, 'products', [serverProduct(b, T2, { sku: 'KEY-1' }), serverProduct(a, T3, { sku: 'KEY-3' })], null);
    const skus = (await db.products.toArray()).map((row) => [row.id, row.sku]);
    expect(skus).toEqual(
      expect.arrayContaining([
        [a.id, 'KEY-3'],
        [b.id, 'KEY-1'],
      ]),
    );
    expect(skus).toHaveLength(2);
  });

  it("keeps a file's local bytes", async () => {
    db = freshDatabase();
    const file = storedFile();
    await saveRecord(db, 'files', file);
    await db.outbox.clear();
    await applyPulledPage(db, 'files', [{ ...file, blob: null, uploaded: true, updated: T1 }], null);
    const stored = await db.files.get(file.id);
    expect(stored?.blob).toBeInstanceOf(Blob);
    expect(stored?.uploaded).toBe(true);
  });
});

describe('server records in the local shape', () => {
  const meta = { collectionId: 'pbc_1', collectionName: 'categories', created: '2025-02-01 09:00:00.000Z' };

  it('drops PocketBase bookkeeping and keeps the server stamp', () => {
    const record = category();
    const local = toLocalRecord('categories', { ...record, ...meta, updated: T1 } as RecordModel);
    expect(local).toEqual({ ...record, updated: T1 });
  });

  it("reads a file record's upload from its file field", () => {
    const fields: Record<string, unknown> & { id: string } = { ...storedFile() };
    delete fields.blob;
    delete fields.uploaded;
    const local = toLocalRecord('files', { ...fields, ...meta, file: 'labels_x1.pdf', updated: T1 } as RecordModel);
    expect(local).toEqual({ ...fields, uploaded: true, updated: T1 });
  });

  it('maps the user record', () => {
    const local = toLocalRecord('users', {
      ...meta,
      id: 'user00000000001',
      email: 'a@example.com',
      role: 'user',
      lastLoginAt: '',
      verified: true,
      emailVisibility: false,
      updated: T1,
    } as RecordModel);
    expect(local).toEqual({
      id: 'user00000000001',
      email: 'a@example.com',
      role: 'user',
      created: meta.created,
      lastLoginAt: '',
      updated: T1,
    });
  });
});
