import 'fake-indexeddb/auto';
import type PocketBase from 'pocketbase';
import { ClientResponseError } from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OutboxedTable } from '../../src/db/collections';
import { tableOfCollection } from '../../src/db/collections';
import { addStoredFiles } from '../../src/db/storedFiles';
import { saveRecords } from '../../src/db/writes';
import { readRecord } from '../../src/domain/recordShapes/records';
import { SYNCED_COLLECTIONS, type SyncedCollection } from '../../src/domain/records';
import { pushOutbox } from '../../src/sync/push';
import { SOUND, malformedRecords, without } from '../support/malformedShapes';
import { refusal, signedInUser, superuserClient } from '../support/pocketbase';
import { plainCategory } from '../support/records';
import { signedInAdmin } from '../support/signedInAdmin';
import { serverForTests } from '../support/serverForTests';
import { stationDatabases } from '../support/stationDatabases';

/**
 * docs/SPEC.md §18: a record the server accepts is one every station's screens can read. Each
 * collection's malformed shapes go to the records API as any signed-in client could send them;
 * the server refuses them, or stores them in a shape the station reads (a missing text field is
 * stored empty). The app's own writes, partial updates and tombstones still pass.
 */

const server = serverForTests();
const newDatabase = stationDatabases('record-shapes');
const DAY = '2030-05-06';
let pb: PocketBase;

beforeAll(async () => {
  pb = await signedInUser(server);
});

/** What a client sends: the station's local fields stay home. */
const sent = (record: object) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !['updated', 'blob', 'uploaded'].includes(key)));

async function createOrRefusal(collection: SyncedCollection, record: object) {
  try {
    return { stored: (await pb.collection(collection).create(sent(record))) as unknown };
  } catch (error) {
    if (error instanceof ClientResponseError) return { status: error.status };
    throw error;
  }
}

describe('records the screens read, on the server', () => {
  it('refuses every malformed shape it would store unreadable, with a 400 that names the field', async () => {
    const problems: string[] = [];
    for (const collection of SYNCED_COLLECTIONS) {
      for (const { shape, record } of malformedRecords(collection, DAY)) {
        const answer = await createOrRefusal(collection, record);
        if ('status' in answer) {
          if (answer.status !== 400) problems.push(`${collection}, ${shape}: answered ${answer.status}`);
          continue;
        }
        const reading = readRecord(collection, answer.stored);
        if (!reading.ok) problems.push(`${collection}, ${shape}: stored, and unreadable (${reading.failed.join(', ')})`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("refuses two records the stations' screens could not read: a merge batch without platformCounts, a transaction without status", async () => {
    const batch = without(SOUND.merge_batches(DAY), 'platformCounts');
    expect(await refusal(pb.collection('merge_batches').create(sent(batch)))).toEqual({
      status: 400,
      message: expect.stringContaining('platformCounts'),
    });
    const transaction = SOUND.transactions(DAY);
    const data = without(transaction.data, 'status');
    expect(await refusal(pb.collection('transactions').create(sent({ ...transaction, data })))).toEqual({
      status: 400,
      message: expect.stringContaining('data'),
    });
  });

  it('checks a record as an update would leave it: a partial update or a tombstone passes, a malformed one does not', async () => {
    const product = SOUND.products(DAY);
    await pb.collection('products').create(sent(product));
    expect(await pb.collection('products').update(product.id, { sellingPrice: 150 })).toMatchObject({ sellingPrice: 150 });
    const malformed = { inventory: { quantity: 'four' }, customCostPrice: 'cheap' };
    expect(await refusal(pb.collection('products').update(product.id, malformed))).toEqual({
      status: 400,
      message: expect.stringMatching(/inventory.*customCostPrice|customCostPrice.*inventory/),
    });
    // Only an admin removes a product: the tombstone is not checked.
    const admin = await signedInAdmin(server);
    expect(await admin.collection('products').update(product.id, { deleted: true })).toMatchObject({ deleted: true });

    // Only a superuser changes a merge batch, and not into one the screens cannot read.
    const batch = SOUND.merge_batches(DAY);
    await pb.collection('merge_batches').create(sent(batch));
    const superuser = await superuserClient(server);
    expect((await refusal(superuser.collection('merge_batches').update(batch.id, { platformCounts: null }))).status).toBe(400);
    expect(await superuser.collection('merge_batches').update(batch.id, { platformCounts: { amazon: 2 } })).toMatchObject({
      platformCounts: { amazon: 2 },
    });
  });

  it("takes the marketplaces from products.platform, which a new marketplace's migration extends", async () => {
    const superuser = await superuserClient(server);
    const counts = (platformCounts: object) => ({ ...sent(SOUND.merge_batches(DAY)), platformCounts });
    expect((await refusal(pb.collection('merge_batches').create(counts({ testmarket: 1 })))).status).toBe(400);

    const products = await superuser.collections.getOne('products');
    const fields = products.fields.map((field) =>
      field.name === 'platform' ? { ...field, values: [...(field.values as string[]), 'testmarket'] } : field,
    );
    await superuser.collections.update('products', { fields });
    expect(await pb.collection('merge_batches').create(counts({ amazon: 1, testmarket: 1 }))).toMatchObject({
      platformCounts: { amazon: 1, testmarket: 1 },
    });
  });

  it("accepts the app's own writes of every collection, pushed from a station", async () => {
    const db = newDatabase();
    const category = plainCategory('Chandan');
    await saveRecords(db, 'categories', [category]);
    for (const collection of SYNCED_COLLECTIONS) {
      if (collection === 'categories' || collection === 'files') continue;
      const table = tableOfCollection(collection) as Exclude<OutboxedTable, 'users'>;
      const record = { ...SOUND[collection](DAY), ...(collection === 'stock_movements' ? { categoryId: category.id } : {}) };
      if (collection === 'stock_movements') Object.assign(record, { type: 'add', metadata: null });
      await saveRecords(db, table, [record as never]);
    }
    const blob = new Blob(['%PDF-1.7\n% labels\n'], { type: 'application/pdf' });
    await addStoredFiles(db, [{ name: 'labels.pdf', blob, kind: 'merged-labels', day: DAY }], 'station1');
    const result = await pushOutbox(db, pb, { sleep: async () => {} });
    expect(result.error).toBeNull();
    expect(result.refused).toEqual([]);
    expect(await db.outbox.count()).toBe(0);
  });
});
