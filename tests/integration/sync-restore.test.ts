import 'fake-indexeddb/auto';
import { execFile } from 'node:child_process';
import { cp, mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type PocketBase from 'pocketbase';
import { afterEach, describe, expect, it } from 'vitest';
import { AppDatabase } from '../../src/db/database';
import { patchRecord, saveRecord } from '../../src/db/writes';
import { newId } from '../../src/domain/ids';
import type { Product } from '../../src/domain/records';
import { sleep } from '../../src/domain/retry';
import { backUpServerNow } from '../../src/sync/deployment';
import { pullAll, toLocalRecord, type PullProgress } from '../../src/sync/pull';
import { pushOutbox } from '../../src/sync/push';
import { readServerIncarnation } from '../../src/sync/serverIncarnation';
import { startPocketBase, type RunningPocketBase } from '../../pocketbase/scripts/server';
import { makeTempDataDir, signedInUser, superuserClient } from '../support/pocketbase';
import { payload, plainProduct } from '../support/records';
import { signedInAdmin } from '../support/signedInAdmin';

const run = promisify(execFile);

const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startServer(): Promise<RunningPocketBase> {
  const dataDir = await makeTempDataDir();
  const server = await startPocketBase({ dataDir });
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  cleanups.push(() => rm(`${dataDir}.before-restore`, { recursive: true, force: true }));
  return server;
}

function station(): AppDatabase {
  const db = new AppDatabase(`restore-${newId()}`);
  cleanups.push(() => db.delete());
  return db;
}

const product = (name: string) => payload(plainProduct(`SKU-${newId()}`, { name }));

async function createProducts(pb: PocketBase, products: readonly Record<string, unknown>[]): Promise<void> {
  for (let start = 0; start < products.length; start += 50) {
    const batch = pb.createBatch();
    for (const record of products.slice(start, start + 50)) batch.collection('products').create(record);
    await batch.send();
  }
}

/** What the sync engine does in each cycle: the outbox first, then every collection. */
async function sync(db: AppDatabase, pb: PocketBase, onProgress?: (progress: PullProgress) => void): Promise<void> {
  const pushed = await pushOutbox(db, pb);
  expect(pushed.error).toBeNull();
  expect(pushed.refused).toEqual([]);
  await pullAll(db, pb, { onProgress });
}

/** docs/OPERATIONS.md, Backups, "To restore one": stop, keep the data aside, unzip the backup, start. */
async function restoreAsReadmeSays(server: RunningPocketBase, key: string): Promise<RunningPocketBase> {
  await server.stop();
  const data = server.dataDir;
  const aside = `${data}.before-restore`;
  await rename(data, aside);
  await mkdir(data);
  await run('unzip', ['-q', join(aside, 'backups', key), '-d', data]);
  await cp(join(aside, 'backups'), join(data, 'backups'), { recursive: true });
  return startPocketBase({ dataDir: data, port: server.port });
}

/**
 * docs/OPERATIONS.md's other way, the dashboard's Restore: PocketBase answers at once, then replaces its data
 * and restarts in place. Done once a product written after the backup is gone and the server
 * answers again.
 */
async function restoreFromDashboard(server: RunningPocketBase, key: string, lostId: string): Promise<RunningPocketBase> {
  const root = await superuserClient(server);
  await root.backups.restore(key);
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const left = await (await superuserClient(server)).collection('products').getList(1, 1, { filter: `id = "${lostId}"` });
      if (left.items.length === 0) return server;
    } catch {
      // Restarting.
    }
    if (Date.now() > deadline) throw new Error(`the dashboard restore did not finish:\n${server.output()}`);
    await sleep(200);
  }
}

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

async function serverProducts(pb: PocketBase): Promise<Product[]> {
  const records = await pb.collection('products').getFullList({ sort: 'id', requestKey: null });
  return records.map((record) => toLocalRecord('products', record) as unknown as Product);
}

describe.each([
  {
    way: "README's steps",
    newProducts: 10,
    restore: (server: RunningPocketBase, key: string) => restoreAsReadmeSays(server, key),
  },
  {
    way: "the dashboard's Restore, then more writes than the backup lost",
    newProducts: 40,
    restore: (server: RunningPocketBase, key: string, lostId: string) => restoreFromDashboard(server, key, lostId),
  },
])('a station synced before a restore ($way)', ({ newProducts, restore }) => {
  it('ends equal to the restored server, ghosts gone, its unsent changes sent', async () => {
    let server = await startServer();
    cleanups.push(() => server.stop());
    const admin = await signedInAdmin(server);
    const user = await signedInUser(server);
    const db = station();

    const before = Array.from({ length: 15 }, (_, index) => product(`before backup ${index}`));
    await createProducts(admin, before);
    await sync(db, user);
    // Synced before the backup and not again until after the restore.
    const early = station();
    await sync(early, user);
    const key = await backUpServerNow(admin);

    const ghosts = Array.from({ length: 20 }, (_, index) => product(`after backup ${index}`));
    await createProducts(admin, ghosts);
    await admin.collection('products').update(before[0]!.id, { name: 'renamed after the backup' });
    await sync(db, user);
    expect(await db.products.count()).toBe(35);

    // Made on the station while the server was down for the restore: still in its outbox.
    const unsent = plainProduct(`SKU-${newId()}`, { name: 'made on the station during the restore' });
    await saveRecord(db, 'products', unsent);
    await patchRecord(db, 'products', before[1]!.id, { name: 'renamed on the station during the restore' });

    server = await restore(server, key, ghosts[0]!.id as string);

    const fresh = Array.from({ length: newProducts }, (_, index) => product(`after restore ${index}`));
    await createProducts(admin, fresh);
    await admin.collection('products').update(before[2]!.id, { name: 'renamed after the restore' });

    const progress: PullProgress[] = [];
    await sync(db, user, (report) => progress.push(report));

    const onServer = await serverProducts(admin);
    const onStation = (await db.products.toArray()).sort(byId);
    expect(onStation).toEqual(onServer);
    expect(onServer).toHaveLength(15 + newProducts + 1);
    const names = new Map(onStation.map((record) => [record.id, record.name]));
    for (const ghost of ghosts) expect(names.has(ghost.id as string)).toBe(false);
    for (const record of fresh) expect(names.get(record.id as string)).toBe(record.name);
    expect(names.get(before[0]!.id as string)).toBe('before backup 0');
    expect(names.get(before[2]!.id as string)).toBe('renamed after the restore');
    expect(names.get(before[1]!.id as string)).toBe('renamed on the station during the restore');
    expect(names.get(unsent.id)).toBe('made on the station during the restore');
    expect(await db.outbox.count()).toBe(0);
    await sync(early, user);
    expect((await early.products.toArray()).sort(byId)).toEqual(onServer);
    // The station shows the pull again from the start as it shows a first pull.
    const total = onServer.length;
    expect(progress.filter((report) => report.collection === 'products').at(-1)).toEqual({
      collection: 'products',
      done: total,
      total,
    });
  });
});

describe("the server's incarnation", () => {
  it('stays through backups and restarts, and changes on each restored backup', async () => {
    let server = await startServer();
    cleanups.push(() => server.stop());
    const admin = await signedInAdmin(server);
    const first = await readServerIncarnation(admin);

    const key = await backUpServerNow(admin);
    expect(await readServerIncarnation(admin)).toBe(first);
    await server.stop();
    server = await startPocketBase({ dataDir: server.dataDir, port: server.port });
    expect(await readServerIncarnation(admin)).toBe(first);

    server = await restoreAsReadmeSays(server, key);
    const restored = await readServerIncarnation(admin);
    expect(restored).not.toBe(first);
    await server.stop();
    server = await startPocketBase({ dataDir: server.dataDir, port: server.port });
    expect(await readServerIncarnation(admin)).toBe(restored);
  });
});
