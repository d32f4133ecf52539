import 'fake-indexeddb/auto';
import type PocketBase from 'pocketbase';
import { afterEach, describe, expect, it } from 'vitest';
import { AppDatabase } from '../../src/db/database';
import { patchRecord } from '../../src/db/writes';
import { newId } from '../../src/domain/ids';
import type { Category, Product } from '../../src/domain/records';
import { pullAll, pullCollection, type PullProgress } from '../../src/sync/pull';
import { AuthExpiredError, confirmToken } from '../../src/sync/session';
import { newClient, signedInUser, superuserClient, TEST_PASSWORD } from '../support/pocketbase';
import { serverForTests } from '../support/serverForTests';
import { signedInAdmin } from '../support/signedInAdmin';
import { payload, plainCategory, plainProduct } from '../support/records';

const server = serverForTests();
const stations: AppDatabase[] = [];

afterEach(async () => {
  await Promise.all(stations.splice(0).map((db) => db.delete()));
});

function station(): AppDatabase {
  const db = new AppDatabase(`station-${newId()}`);
  stations.push(db);
  return db;
}

const category = (overrides: Partial<Category> = {}) => payload(plainCategory(`Category ${newId()}`, overrides));
const product = (overrides: Partial<Product> = {}) =>
  payload(plainProduct(`SKU-${newId()}`, { name: 'Chandan powder 100 g', sellingPrice: 120, ...overrides }));

async function createAll(pb: PocketBase, collection: string, records: readonly object[]): Promise<void> {
  for (let start = 0; start < records.length; start += 50) {
    const batch = pb.createBatch();
    for (const record of records.slice(start, start + 50)) batch.collection(collection).create(record);
    await batch.send();
  }
}

describe('pulling from the real PocketBase', () => {
  it('pulls everything into a new station, page by page, with progress', async () => {
    const pb = await signedInUser(server);
    const categories = Array.from({ length: 12 }, () => category());
    const products = Array.from({ length: 30 }, (_, index) => product({ categoryId: categories[index % 12]!.id }));
    await createAll(pb, 'categories', categories);
    await createAll(pb, 'products', products);
    const db = station();
    const progress: PullProgress[] = [];

    const results = await pullAll(db, pb, { perPage: 7, onProgress: (report) => progress.push(report) });

    expect(results.every((result) => result.firstPull)).toBe(true);
    expect(await db.categories.count()).toBe(12);
    expect(await db.products.count()).toBe(30);
    const stored = await db.products.get(products[0]!.id);
    expect(stored).toMatchObject(products[0]!);
    expect(stored?.updated).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(await db.outbox.count()).toBe(0);
    expect(progress.filter((report) => report.collection === 'products').map((report) => report.done)).toEqual([
      0, 7, 14, 21, 28, 30,
    ]);
    expect(progress.at(-1)).toEqual({ collection: 'users', done: 1, total: 1 });
    expect(await db.users.count()).toBe(1);
    for (const state of await db.syncState.toArray()) expect(state.lastSyncedAt).not.toBe('');
  });

  it('pulls only changes after the first time, deletes tombstones and keeps pending local fields', async () => {
    const pb = await signedInUser(server);
    const kept = product({ name: 'server name' });
    const edited = product();
    const removed = product();
    await createAll(pb, 'products', [kept, edited, removed]);
    const db = station();
    await pullAll(db, pb, { collections: ['products'] });
    await patchRecord(db, 'products', edited.id, { name: 'local name' });

    await pb.collection('products').update(edited.id, { name: 'other station name', sellingPrice: 999 });
    // Only an admin deletes a product.
    await (await signedInAdmin(server)).collection('products').update(removed.id, { deleted: true });
    const [result] = await pullAll(db, pb, { collections: ['products'] });

    expect(result).toMatchObject({ firstPull: false, deleted: 1 });
    // The overlap window re-reads the first pull's records; only the changed ones are written.
    expect(result?.written).toBe(1);
    expect(await db.products.get(removed.id)).toBeUndefined();
    expect(await db.products.get(edited.id)).toMatchObject({ name: 'local name', sellingPrice: 999 });
    expect(await db.products.get(kept.id)).toMatchObject({ name: 'server name' });
  });

  it('misses no row while other clients write concurrently (the `updated` cursor trap)', async () => {
    const pb = await signedInUser(server);
    // One at a time: each is a `pocketbase` process writing to the served database.
    const writers = [await signedInUser(server), await signedInUser(server), await signedInUser(server)];
    const db = station();
    const deadline = Date.now() + 3000;
    let writing = true;
    const written = new Set<string>();

    const singleWrites = async (client: PocketBase) => {
      while (Date.now() < deadline) {
        const record = category();
        await client.collection('categories').create(record);
        written.add(record.id);
        const someone = [...written][Math.floor(Math.random() * written.size)]!;
        await client.collection('categories').update(someone, { tag: newId() });
      }
    };
    const batchWrites = async (client: PocketBase) => {
      while (Date.now() < deadline) {
        const records = Array.from({ length: 20 }, () => category());
        await createAll(client, 'categories', records);
        for (const record of records) written.add(record.id);
      }
    };
    const pulls = async () => {
      let rounds = 0;
      while (writing) {
        await pullCollection(db, pb, 'categories', { perPage: 25 });
        rounds += 1;
      }
      return rounds;
    };

    const pulling = pulls();
    await Promise.all([singleWrites(writers[0]!), singleWrites(writers[1]!), batchWrites(writers[2]!)]);
    writing = false;
    expect(await pulling).toBeGreaterThan(3);
    await pullCollection(db, pb, 'categories', { perPage: 25 });

    const onServer = await pb.collection('categories').getFullList({ fields: 'id,updated,tag', requestKey: null });
    expect(onServer.length).toBeGreaterThanOrEqual(written.size);
    const local = new Map((await db.categories.toArray()).map((row) => [row.id, row]));
    const missing = onServer.filter((record) => local.get(record.id)?.updated !== record.updated);
    expect(missing).toEqual([]);
  });
});

describe('pulling without a valid sign-in', () => {
  it('stops with an expired session when the server refuses the token, rather than reading "no changes"', async () => {
    const pb = await signedInUser(server);
    const email = String(pb.authStore.record?.email);
    const admin = await superuserClient(server);
    await pb.collection('categories').create(category());
    const db = station();
    await pullAll(db, pb, { collections: ['categories'] });

    // A new password invalidates every token issued before it.
    const userId = pb.authStore.record!.id;
    await admin.collection('users').update(userId, { password: 'another-password-1', passwordConfirm: 'another-password-1' });
    await expect(confirmToken(pb)).rejects.toBeInstanceOf(AuthExpiredError);
    await expect(pullAll(db, pb, { collections: ['categories'] })).rejects.toBeInstanceOf(AuthExpiredError);

    const fresh = newClient(server.url);
    await expect(fresh.collection('users').authWithPassword(email, TEST_PASSWORD)).rejects.toThrow();
    await fresh.collection('users').authWithPassword(email, 'another-password-1');
    await expect(confirmToken(fresh)).resolves.toMatchObject({ id: userId, email });
  });

  it('refuses a token past its expiry without asking the server, and a signed-out client', async () => {
    const pb = await signedInUser(server);
    const record = pb.authStore.record!;
    const payload = Buffer.from(JSON.stringify({ id: record.id, exp: 1, type: 'auth' })).toString('base64url');
    const expired = newClient(server.url);
    expired.authStore.save(`eyJhbGciOiJIUzI1NiJ9.${payload}.c2ln`, record);
    const db = station();
    await expect(pullAll(db, expired)).rejects.toBeInstanceOf(AuthExpiredError);
    await expect(pullAll(db, newClient(server.url))).rejects.toBeInstanceOf(AuthExpiredError);
    expect(await db.syncState.count()).toBe(0);
  });
});
