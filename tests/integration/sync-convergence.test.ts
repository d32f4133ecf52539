import 'fake-indexeddb/auto';
import type PocketBase from 'pocketbase';
import { afterAll, describe, expect, it } from 'vitest';
import { refusedChanges } from '../../src/db/refusedChanges';
import { patchRecord, removeRecord, saveRecords } from '../../src/db/writes';
import { SyncEngine } from '../../src/sync/engine';
import { pullAll, toLocalRecord } from '../../src/sync/pull';
import { pushOutbox } from '../../src/sync/push';
import { signedInUser } from '../support/pocketbase';
import { serverForTests } from '../support/serverForTests';
import { signedInAdmin } from '../support/signedInAdmin';
import { plainCategory, plainProduct } from '../support/records';
import { signedInAuth, switchableNetwork } from '../support/stationNetwork';
import { stationDatabases } from '../support/stationDatabases';

const HOUR = 3_600_000;

const server = serverForTests();
const newDatabase = stationDatabases('station');
const engines: SyncEngine[] = [];

afterAll(async () => {
  await Promise.all(engines.map((engine) => engine.stop()));
});

/** A packing station: its own database and engine, and a network cable the test plugs in and out. */
function station(pb: PocketBase) {
  const db = newDatabase();
  const network = switchableNetwork(false);
  const engine = new SyncEngine({
    db,
    pb,
    auth: signedInAuth(),
    environment: network,
    intervalMs: HOUR,
    realtime: false,
    push: (database, client) => pushOutbox(database, client, { sleep: async () => {} }),
  });
  engines.push(engine);
  engine.start();
  return {
    db,
    engine,
    /** Plugs the cable in, waits for a full push and pull, and pulls it out again. */
    async syncOnce() {
      network.set(true);
      await engine.sync();
      network.set(false);
      expect(engine.status.getState().error).toBeNull();
    },
  };
}

/** The live records of a collection on the server, in the shape a station keeps them. */
async function serverRecords(pb: PocketBase, collection: 'products' | 'categories') {
  const records = await pb.collection(collection).getFullList({ filter: 'deleted = false', sort: 'id', requestKey: null });
  return records.map((record) => toLocalRecord(collection, record));
}

describe('two stations that edit offline', () => {
  it('converge to the server by per-field last writer wins, with tombstones (delete wins over a later edit, which is refused with its reason), and keep pending fields on a pull', async () => {
    // A deletes a product, which only an admin may.
    const pbA = await signedInAdmin(server);
    const pbB = await signedInUser(server);
    const a = station(pbA);
    const b = station(pbB);

    const puja = plainCategory('Puja');
    const kaudi = plainCategory('Kaudi');
    const [p1, p2] = [plainProduct('CH-PW-0001', { categoryId: puja.id }), plainProduct('CH-PW-0002', { categoryId: puja.id })];
    await saveRecords(a.db, 'categories', [puja, kaudi]);
    await saveRecords(a.db, 'products', [p1, p2]);
    await a.syncOnce();
    await b.syncOnce();
    expect(await b.db.products.count()).toBe(2);

    // Offline on both stations.
    await patchRecord(a.db, 'products', p1.id, { name: 'Name from A', sellingPrice: 111 });
    await patchRecord(a.db, 'categories', puja.id, { description: 'Description from A' });
    await removeRecord(a.db, 'products', p2.id);
    const p3 = plainProduct('CH-PW-0003', { categoryId: kaudi.id });
    await saveRecords(a.db, 'products', [p3]);

    await patchRecord(b.db, 'products', p1.id, { name: 'Name from B' });
    await patchRecord(b.db, 'products', p2.id, { sellingPrice: 222 });
    await patchRecord(b.db, 'categories', puja.id, { tag: 'tag from B' });
    const incense = plainCategory('Incense');
    await saveRecords(b.db, 'categories', [incense]);

    await a.syncOnce();

    // B reads A's changes before sending its own: its pending fields stay as B wrote them.
    await pullAll(b.db, pbB);
    expect(await b.db.products.get(p1.id)).toMatchObject({ name: 'Name from B', sellingPrice: 111 });
    expect(await b.db.categories.get(puja.id)).toMatchObject({ description: 'Description from A', tag: 'tag from B' });
    // A's removal came first: the product goes, and B's edit of it will be refused with the reason.
    expect(await b.db.products.get(p2.id)).toBeUndefined();
    expect(await b.db.products.get(p3.id)).toMatchObject({ sku: 'CH-PW-0003' });

    await b.syncOnce();
    await a.syncOnce();

    expect(await refusedChanges(b.db)).toEqual([
      expect.objectContaining({
        recordId: p2.id,
        status: 409,
        message: 'Product CH-PW-0002 (amazon) was deleted before this change reached the server; the change was not applied',
      }),
    ]);

    // B's changes arrived last, so B wins the fields both wrote; A's removal stands.
    const products = await serverRecords(pbA, 'products');
    const categories = await serverRecords(pbA, 'categories');
    expect(products.find((record) => record.id === p1.id)).toMatchObject({ name: 'Name from B', sellingPrice: 111 });
    expect(products.map((record) => record.id)).not.toContain(p2.id);
    expect(categories.find((record) => record.id === puja.id)).toMatchObject({
      description: 'Description from A',
      tag: 'tag from B',
    });

    for (const { db } of [a, b]) {
      expect(await db.products.orderBy('id').toArray()).toEqual(products);
      expect(await db.categories.orderBy('id').toArray()).toEqual(categories);
      expect(await db.outbox.count()).toBe(0);
    }
  });
});
