import 'fake-indexeddb/auto';
import { rm } from 'node:fs/promises';
import type PocketBase from 'pocketbase';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startPocketBase, type RunningPocketBase } from '../../pocketbase/scripts/server';
import { AppDatabase } from '../../src/db/database';
import { saveRecord, saveRecords } from '../../src/db/writes';
import { newId } from '../../src/domain/ids';
import type { Category } from '../../src/domain/records';
import { pushOutbox, type PushOptions } from '../../src/sync/push';
import { startLossyProxy, type LossyProxy } from '../support/lossyProxy';
import { makeTempDataDir, newClient, signedInUser } from '../support/pocketbase';
import { plainCategory, plainMovement } from '../support/records';

const UNAVAILABLE = { kind: 'unavailable', message: 'Service temporarily unavailable' };

/** A station with one category and `count` queued additions of 1..count; returns their sum. */
async function stationWithMovements(
  count: number,
  pb: PocketBase,
): Promise<{ db: AppDatabase; categoryId: string; total: number }> {
  const db = new AppDatabase(`station-${newId()}`);
  const shelf = plainCategory(`Chandan ${newId()}`);
  await saveRecord(db, 'categories', shelf);
  // On the server first: the movements then travel alone, to the stock route.
  expect((await pushOutbox(db, pb)).pushed).toBe(1);
  await saveRecords(
    db,
    'stockMovements',
    Array.from({ length: count }, (_, n) => plainMovement(shelf.id, n + 1)),
  );
  return { db, categoryId: shelf.id, total: (count * (count + 1)) / 2 };
}

/** A sleep that only records how long the push asked to wait. */
function recordingSleep(): { waits: number[]; options: PushOptions } {
  const waits: number[] = [];
  return { waits, options: { sleep: async (ms) => void waits.push(ms) } };
}

describe('push faults', () => {
  let dataDir: string;
  let server: RunningPocketBase;
  let pb: PocketBase;
  let proxy: LossyProxy;
  let viaProxy: PocketBase;

  const quantity = async (id: string) => (await pb.collection('categories').getOne<Category>(id)).inventory?.totalQuantity ?? 0;
  const movementCount = async (categoryId: string) =>
    (await pb.collection('stock_movements').getList(1, 1, { filter: pb.filter('categoryId = {:categoryId}', { categoryId }) }))
      .totalItems;

  beforeAll(async () => {
    dataDir = await makeTempDataDir();
    server = await startPocketBase({ dataDir });
    pb = await signedInUser(server);
    proxy = await startLossyProxy(server.url);
    viaProxy = newClient(proxy.url);
    viaProxy.authStore.save(pb.authStore.token, pb.authStore.record);
  });

  afterEach(() => proxy.dropResponses(0));

  afterAll(async () => {
    await proxy?.close();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('loses nothing and doubles nothing when the answer to a committed push is lost', async () => {
    const { db, categoryId, total } = await stationWithMovements(80, pb);
    proxy.dropResponses(1, (method, path) => method === 'POST' && path === '/api/stock/movements');
    const { waits, options } = recordingSleep();

    expect(await pushOutbox(db, viaProxy, options)).toEqual({ pushed: 80, refused: [], error: null });

    expect(proxy.dropped).toEqual(['POST /api/stock/movements 200']);
    expect(waits).toEqual([1000]);
    expect(await quantity(categoryId)).toBe(total);
    expect(await movementCount(categoryId)).toBe(80);
  });

  it('keeps the entries after every answer is lost, and applies them once on the next push', async () => {
    const { db, categoryId, total } = await stationWithMovements(30, pb);
    proxy.dropResponses(4);
    const { waits, options } = recordingSleep();

    expect(await pushOutbox(db, viaProxy, options)).toEqual({ pushed: 0, refused: [], error: UNAVAILABLE });
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(await db.outbox.count()).toBe(30);
    expect(await quantity(categoryId)).toBe(total);

    expect(await pushOutbox(db, viaProxy, options)).toEqual({ pushed: 30, refused: [], error: null });
    expect(await quantity(categoryId)).toBe(total);
    expect(await movementCount(categoryId)).toBe(30);
  });

  it('retries a server stopped in the middle of a push, keeps the rest, and finishes after a restart', async () => {
    const { db, categoryId, total } = await stationWithMovements(149, pb);
    let stopped: Promise<void> | null = null;
    const waits: number[] = [];
    const options: PushOptions = {
      onProgress: () => {
        stopped ??= server.stop();
      },
      sleep: async (ms) => {
        waits.push(ms);
        await stopped;
      },
    };

    const interrupted = await pushOutbox(db, pb, options);

    expect(interrupted).toEqual({ pushed: 50, refused: [], error: UNAVAILABLE });
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(await db.outbox.count()).toBe(99);

    server = await startPocketBase({ dataDir, port: server.port });
    proxy.dropResponses(0);
    expect(await pushOutbox(db, pb, options)).toEqual({ pushed: 99, refused: [], error: null });
    expect(await quantity(categoryId)).toBe(total);
    expect(await movementCount(categoryId)).toBe(149);
  });

  it('treats a gateway error of a proxy whose server is down as unavailable', async () => {
    const { db } = await stationWithMovements(3, pb);
    await server.stop();
    const { waits, options } = recordingSleep();
    try {
      expect(await pushOutbox(db, viaProxy, options)).toEqual({ pushed: 0, refused: [], error: UNAVAILABLE });
      expect(waits).toEqual([1000, 2000, 4000]);
      expect(await db.outbox.count()).toBe(3);
    } finally {
      server = await startPocketBase({ dataDir, port: server.port });
    }
  });
});
