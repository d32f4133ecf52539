import 'fake-indexeddb/auto';
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppDatabase } from '../../src/db/database';
import { patchRecord, removeRecord, saveRecord, saveRecords } from '../../src/db/writes';
import { newId } from '../../src/domain/ids';
import type { Category, OrderLine, Product, StockMovement, StoredFile, Transaction } from '../../src/domain/records';
import { pushOutbox, type PushOptions } from '../../src/sync/push';
import { newClient, signedInUser } from '../support/pocketbase';
import { serverForTests } from '../support/serverForTests';
import { signedInAdmin } from '../support/signedInAdmin';
import { MADE_AT, plainCategory, plainMovement, plainProduct } from '../support/records';
import { SOUND } from '../support/malformedShapes';

/** Transaction data of the shape the server takes (pb_hooks/record_shapes.js). */
const SOUND_DATA = SOUND.transactions('2025-01-31').data;

const noWait: PushOptions = { sleep: async () => {} };

const category = (name = 'Chandan') =>
  plainCategory(name, { inventory: { totalQuantity: 0, lowStockThreshold: 5, lastUpdated: MADE_AT, productCount: 0 } });
const movement = (categoryId: string, type: 'add' | 'remove', quantity: number) => plainMovement(categoryId, quantity, { type });

function orderLine(orderId: string): OrderLine {
  return {
    id: newId(),
    updated: '',
    deleted: false,
    date: '2025-01-31',
    name: 'Kaudi',
    quantity: '2',
    type: 'flipkart',
    sku: 'KAUDI-11',
    orderId,
    createdAt: MADE_AT,
    categoryId: '',
    category: '',
    awb: '',
    batchId: '',
    courier: '',
  };
}

const station = () => new AppDatabase(`station-${newId()}`);

describe('pushOutbox', () => {
  const server = serverForTests();
  let pb: PocketBase;

  const quantity = async (id: string) => (await pb.collection('categories').getOne<Category>(id)).inventory?.totalQuantity ?? 0;
  const movementsOf = async (categoryId: string) =>
    pb
      .collection('stock_movements')
      .getFullList<StockMovement>({ filter: pb.filter('categoryId = {:categoryId}', { categoryId }) });

  beforeAll(async () => {
    pb = await signedInUser(server);
  });

  it('sends every kind of change in write order and empties the outbox once acknowledged', async () => {
    const db = station();
    const chandan = category();
    await saveRecord(db, 'categories', chandan);
    await saveRecords(db, 'stockMovements', [movement(chandan.id, 'add', 12), movement(chandan.id, 'remove', 5)]);
    const item = plainProduct('CHANDAN-100G', { categoryId: chandan.id });
    await saveRecord(db, 'products', item);
    await patchRecord(db, 'products', item.id, { sellingPrice: 149 });
    const line = orderLine('OD-1');
    await saveRecord(db, 'orderLines', line);
    await removeRecord(db, 'orderLines', line.id);
    const transaction: Transaction = {
      id: newId(),
      updated: '',
      deleted: false,
      hash: `hash-${newId()}`,
      data: { ...SOUND_DATA, amount: 120.5 },
    };
    await saveRecord(db, 'transactions', transaction);

    // Only an admin deletes an order line (docs/OPERATIONS.md, Who may do what).
    const admin = await signedInAdmin(server);
    const progress: number[] = [];
    const result = await pushOutbox(db, admin, { ...noWait, onProgress: ({ pushed }) => progress.push(pushed) });

    expect(result).toEqual({ pushed: 8, refused: [], error: null });
    // The movements go to the stock route, in a run of their own between the batches.
    expect(progress).toEqual([1, 3, 8]);
    expect(await db.outbox.count()).toBe(0);
    expect(await quantity(chandan.id)).toBe(7);
    expect(await pb.collection('products').getOne(item.id)).toMatchObject({ sku: 'CHANDAN-100G', sellingPrice: 149 });
    expect(await pb.collection('order_lines').getOne(line.id)).toMatchObject({ orderId: 'OD-1', deleted: true });
    expect(await pb.collection('transactions').getOne(transaction.id)).toMatchObject({
      hash: transaction.hash,
      data: { amount: 120.5 },
    });
  });

  it('sends more than one batch and reports progress after each', async () => {
    const db = station();
    const kaudi = category('Kaudi');
    await saveRecord(db, 'categories', kaudi);
    await saveRecords(
      db,
      'stockMovements',
      Array.from({ length: 120 }, () => movement(kaudi.id, 'add', 1)),
    );
    const progress: number[] = [];
    const result = await pushOutbox(db, pb, { ...noWait, onProgress: ({ pushed }) => progress.push(pushed) });
    expect(result.pushed).toBe(121);
    // The category's batch, then the movements (stock route) 50 at a time.
    expect(progress).toEqual([1, 51, 101, 121]);
    expect(await quantity(kaudi.id)).toBe(120);
  });

  it('acknowledges the same entries sent again without applying anything twice', async () => {
    const db = station();
    const gomti = category('Gomti');
    await saveRecord(db, 'categories', gomti);
    await saveRecords(db, 'stockMovements', [movement(gomti.id, 'add', 9), movement(gomti.id, 'remove', 2)]);
    await saveRecord(db, 'orderLines', orderLine('OD-2'));
    const sent = await db.outbox.toArray();

    expect((await pushOutbox(db, pb, noWait)).pushed).toBe(4);
    await db.outbox.bulkAdd(sent.map(({ seq: _seq, ...entry }) => entry));
    expect(await pushOutbox(db, pb, noWait)).toEqual({ pushed: 4, refused: [], error: null });

    expect(await quantity(gomti.id)).toBe(7);
    expect((await movementsOf(gomti.id)).map((entry) => entry.appliedDelta).sort()).toEqual([-2, 9]);
  });

  it('sets refused changes aside with the reason and sends the rest', async () => {
    const db = station();
    const diya = category('Diya');
    await saveRecord(db, 'categories', diya);
    await saveRecord(db, 'stockMovements', movement(diya.id, 'add', 5));
    const orphan = movement(newId(), 'add', 3);
    await saveRecord(db, 'stockMovements', orphan);
    const nameless = plainProduct('');
    await saveRecord(db, 'products', nameless);
    const transfer: StockMovement = {
      ...movement(diya.id, 'add', 50),
      type: 'transfer',
      metadata: { targetCategoryId: diya.id, targetCategoryName: 'Diya', productSkus: [] },
    };
    await saveRecord(db, 'stockMovements', transfer);
    await saveRecord(db, 'stockMovements', movement(diya.id, 'add', 2));

    const result = await pushOutbox(db, pb, noWait);

    expect(result.pushed).toBe(3);
    expect(result.error).toBeNull();
    expect(
      result.refused.map(({ collection, recordId, status, message }) => ({ collection, recordId, status, message })),
    ).toEqual([
      { collection: 'stock_movements', recordId: orphan.id, status: 400, message: 'Category not found' },
      { collection: 'products', recordId: nameless.id, status: 400, message: 'sku: Cannot be blank' },
      { collection: 'stock_movements', recordId: transfer.id, status: 400, message: 'Insufficient inventory in source category' },
    ]);
    expect(await db.outbox.count()).toBe(0);
    expect(await quantity(diya.id)).toBe(7);
  });

  it('acknowledges a record another station stored first under another id, and adopts it', async () => {
    const first = station();
    const second = station();
    const lines = [orderLine('OD-3'), orderLine('OD-3')];
    const hash = `hash-${newId()}`;
    const transactions: Transaction[] = [first, second].map(() => ({
      id: newId(),
      updated: '',
      deleted: false,
      hash,
      data: { ...SOUND_DATA, amount: 5 },
    }));
    const products = [plainProduct('NAIL-1', { sellingPrice: 10 }), plainProduct('NAIL-1', { sellingPrice: 12 })];
    for (const [index, db] of [first, second].entries()) {
      await saveRecord(db, 'orderLines', lines[index] as OrderLine);
      await saveRecord(db, 'transactions', transactions[index] as Transaction);
      await saveRecord(db, 'products', products[index] as Product);
    }
    await patchRecord(second, 'products', (products[1] as Product).id, { visibility: 'hidden' });

    expect(await pushOutbox(first, pb, noWait)).toEqual({ pushed: 3, refused: [], error: null });
    expect(await pushOutbox(second, pb, noWait)).toEqual({ pushed: 4, refused: [], error: null });

    const [firstLine, firstTransaction, firstProduct] = [lines[0], transactions[0], products[0]].map(
      (record) => record?.id ?? '',
    );
    expect((await second.orderLines.toArray()).map((line) => line.id)).toEqual([firstLine]);
    expect((await second.transactions.toArray()).map((stored) => stored.id)).toEqual([firstTransaction]);
    expect(await second.products.get(firstProduct ?? '')).toMatchObject({ sellingPrice: 10, visibility: 'hidden' });
    expect(await pb.collection('order_lines').getFullList({ filter: 'orderId = "OD-3"' })).toHaveLength(1);
    expect(await pb.collection('products').getOne(firstProduct ?? '')).toMatchObject({ sellingPrice: 10, visibility: 'hidden' });
  });

  it('brings back a deleted order line that another station records again', async () => {
    const [first, second] = [station(), station()];
    const line = orderLine('OD-5');
    await saveRecord(first, 'orderLines', line);
    await removeRecord(first, 'orderLines', line.id);
    await pushOutbox(first, await signedInAdmin(server), noWait);
    await saveRecord(second, 'orderLines', { ...orderLine('OD-5'), quantity: '3' });

    expect(await pushOutbox(second, pb, noWait)).toEqual({ pushed: 1, refused: [], error: null });
    expect(await pb.collection('order_lines').getOne(line.id)).toMatchObject({ deleted: false, quantity: '3' });
    expect((await second.orderLines.toArray()).map(({ id, deleted }) => ({ id, deleted }))).toEqual([
      { id: line.id, deleted: false },
    ]);
  });

  it('acknowledges the deletion of a record the server never had', async () => {
    const db = station();
    const line = orderLine('OD-4');
    await db.orderLines.put(line);
    await removeRecord(db, 'orderLines', line.id);
    expect(await pushOutbox(db, pb, noWait)).toEqual({ pushed: 1, refused: [], error: null });
  });

  it('uploads a waiting file with its record', async () => {
    const db = station();
    const file: StoredFile = {
      id: newId(),
      updated: '',
      deleted: false,
      name: 'labels.pdf',
      contentType: 'application/pdf',
      size: 9,
      createdAt: MADE_AT,
      kind: 'other',
      day: '2025-01-31',
      description: '',
      uploadedBy: '',
      station: 'station-1',
      batchId: '',
      expiresAt: '',
      blob: new Blob(['%PDF-1.7\n'], { type: 'application/pdf' }),
      uploaded: false,
    };
    await saveRecord(db, 'files', file);
    await saveRecord(db, 'categories', category('Camphor'));
    expect((await pushOutbox(db, pb, noWait)).pushed).toBe(2);
    const stored = await pb.collection('files').getOne<{ file: string }>(file.id);
    expect(stored.file).toMatch(/^labels.*\.pdf$/);
    expect((await db.files.get(file.id))?.uploaded).toBe(true);
  });

  it('gives the exact sum when several stations push movements of one category at once', async () => {
    const shared = category('Shared');
    const owner = station();
    await saveRecord(owner, 'categories', shared);
    await saveRecord(owner, 'stockMovements', movement(shared.id, 'add', 1000));
    await pushOutbox(owner, pb, noWait);
    const second = await signedInUser(server);
    const stations = [pb, second, pb, second].map((signedIn, index) => {
      const client = newClient(server.url);
      client.authStore.save(signedIn.authStore.token, signedIn.authStore.record);
      return { db: station(), pb: client, n: index + 1 };
    });
    let expected = 1000;
    for (const { db, n } of stations) {
      const movements = Array.from({ length: 60 }, (_, k) => movement(shared.id, k % 3 === 0 ? 'remove' : 'add', n));
      expected += movements.reduce((sum, entry) => sum + (entry.type === 'add' ? n : -n), 0);
      await saveRecords(db, 'stockMovements', movements);
    }
    const results = await Promise.all(stations.map(({ db, pb: client }) => pushOutbox(db, client, { ...noWait, batchSize: 7 })));
    expect(results.map((result) => result.pushed)).toEqual([60, 60, 60, 60]);
    expect(await quantity(shared.id)).toBe(expected);
  });
});
