import 'fake-indexeddb/auto';
import { EventSource } from 'eventsource';
import PocketBase from 'pocketbase';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startPocketBase, type RunningPocketBase } from '../../pocketbase/scripts/server';
import { AppDatabase } from '../../src/db/database';
import { saveRecord } from '../../src/db/writes';
import { newId } from '../../src/domain/ids';
import type { Category } from '../../src/domain/records';
import { createAuthStore } from '../../src/stores/authStore';
import { SyncEngine, type PushFn, type SyncEngineOptions } from '../../src/sync/engine';
import { pushOutbox } from '../../src/sync/push';
import { StationAuthStore } from '../../src/sync/stationAuthStore';
import type { SyncStatus } from '../../src/sync/syncStatus';
import { MemoryStorage } from '../support/memoryStorage';
import { signedInUser, startTestServer, superuserClient, TEST_PASSWORD, type TestServer } from '../support/pocketbase';
import { serverForTests } from '../support/serverForTests';
import { plainCategory, plainMovement } from '../support/records';
import { signedInAuth, switchableNetwork } from '../support/stationNetwork';

// Node 20 has no EventSource; the SDK's realtime client needs one.
globalThis.EventSource ??= EventSource as unknown as typeof globalThis.EventSource;

const HOUR = 3_600_000;

const server = serverForTests();
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const noWaitPush: PushFn = (db, pb) => pushOutbox(db, pb, { sleep: async () => {} });

function engineFor(pb: PocketBase, options: Partial<SyncEngineOptions> = {}) {
  const db = new AppDatabase(`station-${newId()}`);
  const engine = new SyncEngine({
    db,
    pb,
    auth: signedInAuth(),
    push: noWaitPush,
    intervalMs: HOUR,
    writeDebounceMs: 50,
    realtime: false,
    ...options,
  });
  cleanups.push(async () => {
    await engine.stop();
    pb.realtime.unsubscribe().catch(() => undefined);
    await db.delete();
  });
  return { db, engine };
}

async function seedCategories(pb: PocketBase, count: number): Promise<Category[]> {
  const records = Array.from({ length: count }, () => plainCategory(`Category ${newId()}`));
  for (let start = 0; start < count; start += 50) {
    const batch = pb.createBatch();
    for (const record of records.slice(start, start + 50)) batch.collection('categories').create(record);
    await batch.send();
  }
  return records;
}

const until = (check: () => Promise<boolean> | boolean) => expect.poll(check, { timeout: 15_000, interval: 50 }).toBe(true);

describe('the sync engine', () => {
  it('pulls everything on a new station with first-sync progress, then reports the station synced', async () => {
    const pb = await signedInUser(server);
    await seedCategories(pb, 45);
    const { db, engine } = engineFor(pb, { pull: { perPage: 10 } });
    const snapshots: SyncStatus[] = [];
    engine.status.subscribe((state) => snapshots.push(state));

    engine.start();
    await until(() => engine.status.getState().lastSyncedAt !== null && !engine.status.getState().syncing);

    expect(await db.categories.count()).toBeGreaterThanOrEqual(45);
    const progress = snapshots.map((state) => state.firstSync?.categories).filter((entry) => entry !== undefined);
    const total = progress[0]!.total;
    expect(total).toBeGreaterThanOrEqual(45);
    expect(progress.map((entry) => entry.done)).toEqual(expect.arrayContaining([0, 10, 20, 30, 40, total]));
    expect(snapshots.some((state) => state.syncing)).toBe(true);
    expect(engine.status.getState()).toMatchObject({ syncing: false, firstSync: null, error: null, pending: 0, leader: true });
  });

  it('keeps the changes the server refused across a restart, until the user has seen them', async () => {
    const pb = await signedInUser(server);
    const { db, engine } = engineFor(pb);
    const movement = plainMovement(newId(), 3, { newQuantity: 3, appliedDelta: 3 });
    await saveRecord(db, 'stockMovements', movement);
    engine.start();
    await until(() => engine.status.getState().refused.length === 1);
    expect(engine.status.getState().refused[0]).toMatchObject({
      recordId: movement.id,
      status: 400,
      message: 'Category not found',
    });
    expect(await db.outbox.count()).toBe(0);
    await engine.stop();

    const restarted = new SyncEngine({
      db: new AppDatabase(db.name),
      pb,
      auth: signedInAuth(),
      push: noWaitPush,
      intervalMs: HOUR,
      realtime: false,
    });
    cleanups.push(() => restarted.stop());
    restarted.start();
    await until(() => restarted.status.getState().refused.length === 1);
    expect(restarted.status.getState().refused[0]).toMatchObject({
      collection: 'stock_movements',
      recordId: movement.id,
      message: 'Category not found',
    });

    await restarted.dismissRefused();
    expect(await db.refusedChanges.count()).toBe(0);
    await until(() => restarted.status.getState().refused.length === 0);
  });

  it('pushes local writes shortly after they are made, and counts them as pending until then', async () => {
    const pb = await signedInUser(server);
    const { db, engine } = engineFor(pb);
    engine.start();
    await until(() => engine.status.getState().lastSyncedAt !== null);

    const record = plainCategory('Written offline-first');
    await saveRecord(db, 'categories', record);
    await until(() => engine.status.getState().pending === 1);
    await until(
      async () => (await pb.collection('categories').getList(1, 1, { filter: pb.filter('id = {:id}', record) })).totalItems === 1,
    );
    await until(() => engine.status.getState().pending === 0);
    await until(async () => ((await db.categories.get(record.id))?.updated ?? '') !== '');
  });

  it('never runs two syncs at once, however many triggers fire', async () => {
    const pb = await signedInUser(server);
    let running = 0;
    let most = 0;
    let pushes = 0;
    const { db, engine } = engineFor(pb, {
      push: async (database, client) => {
        running += 1;
        pushes += 1;
        most = Math.max(most, running);
        try {
          return await noWaitPush(database, client);
        } finally {
          running -= 1;
        }
      },
    });
    engine.start();
    const requests = Array.from({ length: 20 }, () => engine.sync());
    for (let index = 0; index < 5; index += 1) await saveRecord(db, 'categories', plainCategory(`Category ${newId()}`));
    await Promise.all(requests);
    await until(() => engine.status.getState().pending === 0);
    expect(most).toBe(1);
    expect(pushes).toBeLessThan(20);
  });

  it('waits while offline and syncs when the network comes back', async () => {
    const pb = await signedInUser(server);
    const net = switchableNetwork(false);
    const { db, engine } = engineFor(pb, { environment: net });
    engine.start();
    const record = plainCategory(`Category ${newId()}`);
    await saveRecord(db, 'categories', record);
    await engine.sync();
    await until(() => engine.status.getState().pending === 1);
    expect(engine.status.getState()).toMatchObject({ online: false, lastSyncedAt: null, syncing: false });

    net.set(true);
    await until(() => engine.status.getState().pending === 0 && engine.status.getState().lastSyncedAt !== null);
    expect(engine.status.getState().online).toBe(true);
    expect((await pb.collection('categories').getOne(record.id)).name).toBe(record.name);
  });

  it('pulls when a realtime event says another station changed something', async () => {
    const writer = await signedInUser(server);
    const pb = await signedInUser(server);
    const { db, engine } = engineFor(pb, { realtime: true, realtimeDebounceMs: 20 });
    engine.start();
    await until(() => engine.status.getState().lastSyncedAt !== null && pb.realtime.isConnected);

    const [record] = await seedCategories(writer, 1);
    await until(async () => (await db.categories.get(record!.id)) !== undefined);
  });

  it('confirms a restored session before syncing, and stops syncing when the server refuses the token', async () => {
    const email = `station-${newId()}@example.com`;
    await signedInUser(server, email);
    const pb = new PocketBase(
      server.url,
      new StationAuthStore({ persistent: new MemoryStorage(), session: new MemoryStorage() }),
    );
    pb.autoCancellation(false);
    const auth = createAuthStore({ pb });
    await auth.getState().signIn(email, TEST_PASSWORD, true);
    // As after a restart without network: signed in locally, token not confirmed by the server.
    auth.setState({ serverSession: 'unknown' });
    let pushes = 0;
    const { db, engine } = engineFor(pb, {
      auth,
      push: async (database, client) => {
        pushes += 1;
        return noWaitPush(database, client);
      },
    });
    engine.start();
    await until(() => engine.status.getState().lastSyncedAt !== null);
    expect(auth.getState().serverSession).toBe('valid');

    const admin = await superuserClient(server);
    await admin
      .collection('users')
      .update(pb.authStore.record!.id, { password: 'new-password-22', passwordConfirm: 'new-password-22' });
    const record = plainCategory(`Category ${newId()}`);
    await saveRecord(db, 'categories', record);
    await until(() => engine.status.getState().authExpired);
    expect(auth.getState().serverSession).toBe('expired');
    expect(engine.status.getState().pending).toBe(1);
    const pushesWhenExpired = pushes;
    await engine.sync();
    expect(pushes).toBe(pushesWhenExpired);

    await auth.getState().signIn(email, 'new-password-22', true);
    await until(() => engine.status.getState().pending === 0 && !engine.status.getState().authExpired);
    expect((await admin.collection('categories').getOne(record.id)).name).toBe(record.name);
  });
});

describe('the sync engine across a server restart', () => {
  let first: TestServer;
  let restarted: RunningPocketBase | null = null;

  beforeAll(async () => {
    first = await startTestServer();
  });

  afterAll(async () => {
    await restarted?.stop();
    await first?.cleanup();
  });

  it('catches up with a pull when its realtime connection comes back', async () => {
    const pb = await signedInUser(first);
    const writer = await signedInUser(first);
    // Only a reconnection can trigger the pull that this test waits for.
    const { db, engine } = engineFor(pb, { realtime: true, realtimeDebounceMs: HOUR });
    engine.start();
    await until(() => engine.status.getState().lastSyncedAt !== null && pb.realtime.isConnected);

    await first.stop();
    // Another server on the same data changes a record while the station's connection is down.
    const other = await startPocketBase({ dataDir: first.dataDir });
    const otherClient = new PocketBase(other.url);
    otherClient.authStore.save(writer.authStore.token, writer.authStore.record);
    const record = plainCategory(`Category ${newId()}`);
    await otherClient.collection('categories').create(record);
    await other.stop();
    restarted = await startPocketBase({ dataDir: first.dataDir, port: first.port });

    await until(async () => (await db.categories.get(record.id)) !== undefined);
  });
});
