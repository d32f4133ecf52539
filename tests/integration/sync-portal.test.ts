import 'fake-indexeddb/auto';
import PocketBase from 'pocketbase';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { AppDatabase } from '../../src/db/database';
import { patchRecord, saveRecord, saveRecords } from '../../src/db/writes';
import { newId } from '../../src/domain/ids';
import type { Category, StockMovement } from '../../src/domain/records';
import { SyncEngine, type SyncAuth } from '../../src/sync/engine';
import { AUTH_STORAGE_KEY, StationAuthStore } from '../../src/sync/stationAuthStore';
import { pushOutbox, type PushOptions } from '../../src/sync/push';
import { MemoryStorage } from '../support/memoryStorage';
import { PORTAL_FAULTS, startPortalProxy, type PortalFault, type PortalProxy } from '../support/portalProxy';
import { newClient, signedInUser } from '../support/pocketbase';
import { serverForTests } from '../support/serverForTests';
import { plainCategory, plainMovement, plainProduct } from '../support/records';
import { signedInAuth } from '../support/stationNetwork';
import { stationDatabases } from '../support/stationDatabases';

const UNAVAILABLE = 'Service temporarily unavailable';
const NOT_REACHED_PROPERLY =
  'Service temporarily unavailable: the server could not be reached properly, something on the network (a Wi-Fi sign-in page or a proxy) answered in its place. Your changes are kept and sent once the server answers.';

/** What the push says after its retries: a network error is plain unavailability, a stranger's answer is named. */
const MESSAGE_OF: Record<PortalFault, string> = {
  portal: NOT_REACHED_PROPERLY,
  redirect: NOT_REACHED_PROPERLY,
  truncate: NOT_REACHED_PROPERLY,
  drop: UNAVAILABLE,
};

function recordingSleep(): { waits: number[]; options: PushOptions } {
  const waits: number[] = [];
  return { waits, options: { sleep: async (ms) => void waits.push(ms) } };
}

describe('a push answered by something other than PocketBase', () => {
  const server = serverForTests();
  let pb: PocketBase;
  let proxy: PortalProxy;
  let viaProxy: PocketBase;
  const station = stationDatabases('portal');
  const outboxSeqs = async (db: AppDatabase) => (await db.outbox.toArray()).map((entry) => entry.seq);
  const quantity = async (id: string) => (await pb.collection('categories').getOne<Category>(id)).inventory?.totalQuantity ?? 0;
  const movementIds = async (categoryId: string) =>
    (
      await pb
        .collection('stock_movements')
        .getFullList<StockMovement>({ filter: pb.filter('categoryId = {:categoryId}', { categoryId }), requestKey: null })
    ).map((entry) => entry.id);

  beforeAll(async () => {
    pb = await signedInUser(server);
    proxy = await startPortalProxy(server.url);
    viaProxy = newClient(proxy.url);
    viaProxy.authStore.save(pb.authStore.token, pb.authStore.record);
  });

  afterEach(() => proxy.setFault(null));

  afterAll(async () => {
    await proxy?.close();
  });

  describe.each(PORTAL_FAULTS)('fault: %s', (fault) => {
    it('keeps 5 stock movements (stock route) in the outbox, retries 1, 2, 4 s, and applies each once when the network is honest', async () => {
      const db = station();
      const shelf = plainCategory(`Gomti chakra ${newId()}`);
      await saveRecord(db, 'categories', shelf);
      expect((await pushOutbox(db, viaProxy)).error).toBeNull();
      const movements = [1, 2, 3, 4, 5].map((quantity) => plainMovement(shelf.id, quantity));
      await saveRecords(db, 'stockMovements', movements);
      const queued = await outboxSeqs(db);

      proxy.setFault(fault);
      const before = proxy.faulted.length;
      const { waits, options } = recordingSleep();
      const faulted = await pushOutbox(db, viaProxy, options);

      expect(faulted).toEqual({ pushed: 0, refused: [], error: { kind: 'unavailable', message: MESSAGE_OF[fault] } });
      expect(waits).toEqual([1000, 2000, 4000]);
      expect(proxy.faulted.slice(before)).toEqual(Array(4).fill(`${fault} POST /api/stock/movements`));
      expect(await outboxSeqs(db)).toEqual(queued);

      proxy.setFault(null);
      expect(await pushOutbox(db, viaProxy, options)).toEqual({ pushed: 5, refused: [], error: null });
      expect(await db.outbox.count()).toBe(0);
      expect((await movementIds(shelf.id)).sort()).toEqual(movements.map(({ id }) => id).sort());
      expect(await quantity(shelf.id)).toBe(15);
    });

    it('keeps a product edit (batch) in the outbox and sends it when the network is honest', async () => {
      const db = station();
      const item = plainProduct(`KAUDI-${newId()}`, { name: 'Kaudi shells' });
      await saveRecord(db, 'products', item);
      expect((await pushOutbox(db, viaProxy)).error).toBeNull();
      await patchRecord(db, 'products', item.id, { sellingPrice: 149, name: 'Kaudi shells, 21 pieces' });
      const queued = await outboxSeqs(db);

      proxy.setFault(fault);
      const before = proxy.faulted.length;
      const { waits, options } = recordingSleep();
      const faulted = await pushOutbox(db, viaProxy, options);

      expect(faulted).toEqual({ pushed: 0, refused: [], error: { kind: 'unavailable', message: MESSAGE_OF[fault] } });
      expect(waits).toEqual([1000, 2000, 4000]);
      expect(proxy.faulted.slice(before)).toEqual(Array(4).fill(`${fault} POST /api/batch`));
      expect(await outboxSeqs(db)).toEqual(queued);

      proxy.setFault(null);
      expect(await pushOutbox(db, viaProxy, options)).toEqual({ pushed: 1, refused: [], error: null });
      expect(await db.outbox.count()).toBe(0);
      expect(await pb.collection('products').getOne(item.id)).toMatchObject({
        sellingPrice: 149,
        name: 'Kaudi shells, 21 pieces',
      });
    });
  });

  it('shows in the status bar that the server could not be reached properly, and clears it once synced', async () => {
    const db = station();
    const shelf = plainCategory(`Gomti chakra ${newId()}`);
    await saveRecord(db, 'categories', shelf);
    await saveRecords(db, 'stockMovements', [plainMovement(shelf.id, 4)]);
    const auth = signedInAuth();
    const engine = new SyncEngine({
      db,
      pb: viaProxy,
      auth,
      realtime: false,
      intervalMs: 3_600_000,
      push: (database, client) => pushOutbox(database, client, { sleep: async () => {} }),
    });
    proxy.setFault('portal');
    engine.start();
    try {
      await engine.sync();
      expect(engine.status.getState()).toMatchObject({ error: NOT_REACHED_PROPERLY, pending: 2, authExpired: false });
      expect(auth.getState().serverSession).toBe('valid');

      proxy.setFault(null);
      await engine.sync();
      expect(engine.status.getState()).toMatchObject({ error: null, pending: 0 });
      expect(await quantity(shelf.id)).toBe(4);
    } finally {
      await engine.stop();
    }
  });

  it('keeps the saved session when the check of the token before a sync meets a portal', async () => {
    const storages = { persistent: new MemoryStorage(), session: new MemoryStorage() };
    storages.session.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token: pb.authStore.token, record: pb.authStore.record }));
    const saved = storages.session.getItem(AUTH_STORAGE_KEY);
    const client = new PocketBase(proxy.url, new StationAuthStore(storages));
    client.autoCancellation(false);
    const auth: SyncAuth = createStore<ReturnType<SyncAuth['getState']>>()(() => ({
      isAuthenticated: true,
      serverSession: 'unknown',
    }));
    const engine = new SyncEngine({ db: station(), pb: client, auth, realtime: false, intervalMs: 3_600_000 });
    proxy.setFault('portal');
    engine.start();
    try {
      await engine.sync();
      expect(engine.status.getState()).toMatchObject({ error: NOT_REACHED_PROPERLY, authExpired: false });
      expect(auth.getState().serverSession).toBe('unknown');
      expect(storages.session.getItem(AUTH_STORAGE_KEY)).toBe(saved);

      proxy.setFault(null);
      await engine.sync();
      expect(engine.status.getState()).toMatchObject({ error: null, authExpired: false });
      expect(auth.getState().serverSession).toBe('valid');
    } finally {
      await engine.stop();
    }
  });
});
