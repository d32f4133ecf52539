import 'fake-indexeddb/auto';
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { refusedChanges } from '../../src/db/refusedChanges';
import { patchRecord, saveRecord } from '../../src/db/writes';
import { newId } from '../../src/domain/ids';
import { pullAll, pullCollection } from '../../src/sync/pull';
import { pushOutbox } from '../../src/sync/push';
import { STOCK_PUSH_ROUTE } from '../../src/sync/stockPush';
import { refusalStatus, signedInUser, superuserClient } from '../support/pocketbase';
import { serverForTests } from '../support/serverForTests';
import { MADE_AT, plainCategory, plainProduct } from '../support/records';
import { stationDatabases } from '../support/stationDatabases';

// docs/SPEC.md §18: the stock ledger is append-only, deletions are tombstones every
// station pulls, and a change the server cannot keep is shown to the station with its reason.

const server = serverForTests();
let user: PocketBase;
let root: PocketBase;
const station = stationDatabases('station');

beforeAll(async () => {
  user = await signedInUser(server);
  root = await superuserClient(server);
});

function movement(categoryId: string, quantity: number) {
  return { id: newId(), deleted: false, categoryId, type: 'add', quantity, reason: 'count', timestamp: MADE_AT, metadata: null };
}

async function newCategory(): Promise<string> {
  const record = plainCategory(`Category ${newId()}`);
  await user.collection('categories').create(record);
  return record.id;
}

async function pushMovements(pb: PocketBase, movements: object[]): Promise<void> {
  await pb.send(STOCK_PUSH_ROUTE, { method: 'POST', body: { movements }, requestKey: null });
}

async function quantityOf(categoryId: string): Promise<number> {
  const record = await root.collection('categories').getOne(categoryId);
  return (record.inventory as { totalQuantity: number } | null)?.totalQuantity ?? 0;
}

describe('the stock ledger is append-only', () => {
  it('refuses a user the deletion or change of a movement, and acknowledges it sent again', async () => {
    const categoryId = await newCategory();
    const added = movement(categoryId, 8);
    await pushMovements(user, [added]);

    expect(await refusalStatus(user.collection('stock_movements').delete(added.id))).toBe(403);
    expect(await refusalStatus(user.collection('stock_movements').update(added.id, { quantity: 100 }))).toBe(403);
    expect(await refusalStatus(user.collection('stock_movements').update(added.id, { deleted: true }))).toBe(403);
    // A station that lost the answer sends the same movement again: acknowledged, not applied.
    await expect(user.collection('stock_movements').update(added.id, added)).resolves.toMatchObject({ quantity: 8 });

    expect(await root.collection('stock_movements').getOne(added.id)).toMatchObject({ quantity: 8, deleted: false });
    expect(await quantityOf(categoryId)).toBe(8);
  });

  it("applies an id at most once, even after a superuser's deletion (8 → 18, and no 28)", async () => {
    const categoryId = await newCategory();
    await pushMovements(user, [movement(categoryId, 8)]);
    const added = movement(categoryId, 10);
    await pushMovements(user, [added]);
    expect(await quantityOf(categoryId)).toBe(18);

    await root.collection('stock_movements').delete(added.id);
    // A tombstone: its effect and its id stay, and stations pull the deletion.
    expect(await root.collection('stock_movements').getOne(added.id)).toMatchObject({ deleted: true });
    expect(await quantityOf(categoryId)).toBe(18);

    await pushMovements(user, [added]);
    const batch = user.createBatch();
    batch.collection('stock_movements').upsert(added);
    await batch.send();
    expect(await quantityOf(categoryId)).toBe(18);
  });
});

describe('deletions are tombstones', () => {
  it('a second station that pulled a product, a category and a movement drops them once deleted', async () => {
    const categoryId = await newCategory();
    const sold = plainProduct(`SKU-${newId()}`, { categoryId });
    await user.collection('products').create(sold);
    const added = movement(categoryId, 3);
    await pushMovements(user, [added]);
    const db = station();
    await pullAll(db, user, { collections: ['products', 'categories', 'stock_movements'] });
    expect(await db.products.get(sold.id)).toBeDefined();
    expect(await db.stockMovements.get(added.id)).toBeDefined();

    // Hard deletes through the records API, as the admin UI makes them.
    await root.collection('products').delete(sold.id);
    await root.collection('categories').delete(categoryId);
    await root.collection('stock_movements').delete(added.id);
    await pullAll(db, user, { collections: ['products', 'categories', 'stock_movements'] });

    expect(await db.products.get(sold.id)).toBeUndefined();
    expect(await db.categories.get(categoryId)).toBeUndefined();
    expect(await db.stockMovements.get(added.id)).toBeUndefined();
    expect(await root.collection('products').getOne(sold.id)).toMatchObject({ deleted: true });
  });
});

describe('no change is discarded without a word', () => {
  it('refuses an edit that reaches the server after the deletion, with the reason', async () => {
    const sku = `SKU-${newId()}`;
    const record = plainProduct(sku);
    await user.collection('products').create(record);
    const db = station();
    await pullCollection(db, user, 'products');
    await root.collection('products').delete(record.id);

    await patchRecord(db, 'products', record.id, { sellingPrice: 250 });
    const pushed = await pushOutbox(db, user, { sleep: async () => {} });

    expect(pushed.refused).toEqual([
      expect.objectContaining({
        recordId: record.id,
        status: 409,
        message: `Product ${sku} (amazon) was deleted before this change reached the server; the change was not applied`,
      }),
    ]);
    expect(await root.collection('products').getOne(record.id)).toMatchObject({ deleted: true, sellingPrice: 100 });
  });

  it('tells the second station that created the same SKU offline which of its fields were not kept', async () => {
    const sku = `SKU-${newId()}`;
    const first = station();
    const second = station();
    await saveRecord(first, 'products', plainProduct(sku, { name: 'Chandan 100 g' }));
    const mine = plainProduct(sku, { name: 'Chandan powder', sellingPrice: 150 });
    await saveRecord(second, 'products', mine);
    await pushOutbox(first, user, { sleep: async () => {} });

    const pushed = await pushOutbox(second, user, { sleep: async () => {} });

    expect(pushed.error).toBeNull();
    await vi.waitFor(async () =>
      expect(await refusedChanges(second)).toEqual([
        expect.objectContaining({
          collection: 'products',
          recordId: mine.id,
          status: 409,
          message: `Product ${sku} (amazon) was already created on another station: this station's name, sellingPrice were not kept`,
        }),
      ]),
    );
  });
});
