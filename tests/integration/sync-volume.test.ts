import 'fake-indexeddb/auto';
import type PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../src/db/database';
import { saveRecords } from '../../src/db/writes';
import { newId } from '../../src/domain/ids';
import type { Product, Transaction } from '../../src/domain/records';
import { pushOutbox, type PushOptions, type PushResult } from '../../src/sync/push';
import { startBusyProxy } from '../support/busyProxy';
import { newClient, signedInUser, superuserClient } from '../support/pocketbase';
import { serverForTests } from '../support/serverForTests';
import { plainCategory, plainMovement, plainProduct } from '../support/records';
import { stationDatabases } from '../support/stationDatabases';

/**
 * Pushes of a shop's real volumes on the real server, with its shipped rate limits: a listing
 * import of 10,000 products, a transactions import, five stations behind one address at once.
 * PocketBase counts every request inside a batch against its rate limit; a station must neither
 * meet the limits in such work nor take a 429 for a refusal of its changes.
 *
 * The server stores 100-150 records a second on a 2-core machine shared with other work, so the
 * transactions are 5,000 here and the five stations push 5,000 records together, ten and three
 * times what the old limit let through in a row; SYNC_VOLUME=full pushes 100,000 transactions from
 * one station and 110,000 records from five (6 to 7 minutes each on such a machine).
 */

const FULL = process.env.SYNC_VOLUME === 'full';
const ONE_STATION = { products: 10_000, transactions: FULL ? 100_000 : 5_000 };
const FIVE_STATIONS = { products: FULL ? 2_000 : 200, transactions: FULL ? 20_000 : 800 };
const TEST_TIMEOUT_MS = FULL ? 1_800_000 : 600_000;

const station = stationDatabases('volume');

function transaction(n: number): Transaction {
  return {
    id: newId(),
    updated: '',
    deleted: false,
    hash: `volume-${newId()}-${n}`,
    data: {
      source: 'amazon-date-range',
      platform: 'amazon',
      kind: 'order',
      type: 'Order',
      date: '2025-01-31',
      orderId: `402-${String(n).padStart(7, '0')}-0000000`,
      orderItemId: '',
      sku: `SKU-${n % 500}`,
      settlementId: '',
      description: 'Kashi Ashtagandh Chandan Powder',
      units: 1,
      status: 'Released',
      total: 120.5,
    },
  };
}

const products = (count: number, prefix: string): Product[] =>
  Array.from({ length: count }, (_, n) => plainProduct(`${prefix}-${String(n).padStart(6, '0')}`));

/** A station with the records queued in its outbox, as a listing or transactions import leaves it. */
async function stationWith(queued: { products?: Product[]; transactions?: Transaction[] }): Promise<AppDatabase> {
  const db = station();
  if (queued.products) await saveRecords(db, 'products', queued.products);
  if (queued.transactions) await saveRecords(db, 'transactions', queued.transactions);
  return db;
}

/** How many records of a collection the server holds, counted by a superuser (no list rule). */
async function stored(admin: PocketBase, collection: string, filter = ''): Promise<number> {
  return (await admin.collection(collection).getList(1, 1, { filter, fields: 'id', requestKey: null })).totalItems;
}

/** A push's outcome in the terms of this test: how many went, how many refused, why it stopped. */
const summary = (result: PushResult) => ({ pushed: result.pushed, refused: result.refused.length, error: result.error });

/** docs/SPEC.md §9: the waits of a push retrying an unavailable server. */
const PUSH_RETRY_DELAYS_MS = [1000, 2000, 4000];
/** A first wait for a busy server that none of those is, nor any of its doublings (push.ts). */
const BUSY_WAIT_MS = 1_500;

/** A push's waits, taken and recorded. */
function recordedWaits(busyWaitMs = BUSY_WAIT_MS): { waits: number[]; options: PushOptions } {
  const waits: number[] = [];
  const sleep = async (ms: number) => {
    waits.push(ms);
    await new Promise((resolve) => setTimeout(resolve, ms));
  };
  return { waits, options: { sleep, busyWaitMs } };
}

/**
 * The waits for a busy server (its rate limit), told apart from the retries that a server slowed
 * down by the load (a transaction timeout) may cost: work of this size must never meet a limit.
 */
const busyWaits = (waits: readonly number[]) => waits.filter((ms) => !PUSH_RETRY_DELAYS_MS.includes(ms));

describe('a shop-sized push on the real server', () => {
  const server = serverForTests();

  it(
    `sends ${ONE_STATION.products} products and ${ONE_STATION.transactions} transactions from one station: none refused, all stored`,
    async () => {
      const pb = await signedInUser(server);
      const admin = await superuserClient(server);
      const listing = products(ONE_STATION.products, 'ONE');
      const sales = Array.from({ length: ONE_STATION.transactions }, (_, n) => transaction(n));
      const db = await stationWith({ products: listing, transactions: sales });
      const { waits, options } = recordedWaits();

      const result = await pushOutbox(db, pb, options);

      expect(summary(result)).toEqual({ pushed: listing.length + sales.length, refused: 0, error: null });
      expect(busyWaits(waits)).toEqual([]);
      expect(await db.outbox.count()).toBe(0);
      expect(await stored(admin, 'products', 'sku ~ "ONE-"')).toBe(listing.length);
      expect(await stored(admin, 'transactions')).toBe(sales.length);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'sends the same from five stations behind one address at once',
    async () => {
      const admin = await superuserClient(server);
      const before = await stored(admin, 'transactions');
      // Users are created one at a time: each is a command on the server's database.
      const stations = [];
      for (let index = 0; index < 5; index += 1) {
        stations.push({
          pb: await signedInUser(server, `station-${index}@example.com`),
          db: await stationWith({
            products: products(FIVE_STATIONS.products, `FIVE${index}`),
            transactions: Array.from({ length: FIVE_STATIONS.transactions }, (_, n) => transaction(n)),
          }),
          waits: recordedWaits(),
        });
      }

      const results = await Promise.all(stations.map(({ db, pb, waits }) => pushOutbox(db, pb, waits.options)));

      const each = FIVE_STATIONS.products + FIVE_STATIONS.transactions;
      expect(results.map(summary)).toEqual(Array(5).fill({ pushed: each, refused: 0, error: null }));
      expect(busyWaits(stations.flatMap(({ waits }) => waits.waits))).toEqual([]);
      expect(await stored(admin, 'products', 'sku ~ "FIVE"')).toBe(5 * FIVE_STATIONS.products);
      expect((await stored(admin, 'transactions')) - before).toBe(5 * FIVE_STATIONS.transactions);
    },
    TEST_TIMEOUT_MS,
  );

  it("waits as long as a busy proxy's Retry-After says, for a batch and for the stock route", async () => {
    const pb = await signedInUser(server);
    const counted = plainCategory('Proxied');
    await pb.collection('categories').create(counted);
    const proxy = await startBusyProxy(server.url, 2, 7);
    try {
      const viaProxy = newClient(proxy.url);
      viaProxy.authStore.save(pb.authStore.token, pb.authStore.record);
      const db = await stationWith({ products: products(10, 'PROXY') });
      await saveRecords(db, 'stockMovements', [plainMovement(counted.id, 3)]);
      const waits: number[] = [];

      // Ten products make one batch, the movement a push to the stock route of its own.
      const result = await pushOutbox(db, viaProxy, { batchSize: 10, sleep: async (ms) => void waits.push(ms) });

      expect(summary(result)).toEqual({ pushed: 11, refused: 0, error: null });
      expect(waits).toEqual([7_000, 7_000, 7_000, 7_000]);
      expect(await stored(pb, 'products', 'sku ~ "PROXY-"')).toBe(10);
      expect(await stored(pb, 'stock_movements', pb.filter('categoryId = {:id}', { id: counted.id }))).toBe(1);
    } finally {
      await proxy.close();
    }
  });
});

describe('a push the rate limit turns away', () => {
  const server = serverForTests();

  it('waits and goes on, through /api/batch and the stock route, refusing nothing', async () => {
    const admin = await superuserClient(server);
    const pb = await signedInUser(server);
    // A limit this push cannot stay under: 200 records created a second per collection, ten
    // requests a second on the rest of the API (the stock route), signed in.
    await admin.settings.update({
      rateLimits: {
        enabled: true,
        rules: [
          { label: '*:auth', audience: '', maxRequests: 20, duration: 60 },
          { label: '*:create', audience: '@auth', maxRequests: 200, duration: 1 },
          { label: '/api/', audience: '@auth', maxRequests: 10, duration: 1 },
        ],
      },
    });
    const counted = plainCategory('Counted');
    await pb.collection('categories').create(counted);
    const db = await stationWith({ products: products(1_000, 'BUSY'), transactions: Array.from({ length: 1_000 }, transaction) });
    await saveRecords(
      db,
      'stockMovements',
      Array.from({ length: 1_000 }, () => plainMovement(counted.id, 1)),
    );
    const { waits, options } = recordedWaits(1_100);

    const result = await pushOutbox(db, pb, options);

    expect(summary(result)).toEqual({ pushed: 3_000, refused: 0, error: null });
    expect(waits.length).toBeGreaterThan(0);
    expect(Math.min(...waits)).toBe(1_100);
    expect(await stored(admin, 'products', 'sku ~ "BUSY-"')).toBe(1_000);
    expect(await stored(admin, 'transactions')).toBe(1_000);
    expect(await stored(admin, 'stock_movements', pb.filter('categoryId = {:id}', { id: counted.id }))).toBe(1_000);
    const category = await admin.collection('categories').getOne(counted.id);
    expect((category.inventory as { totalQuantity: number }).totalQuantity).toBe(1_000);
  }, 120_000);

  it('stops with the outbox kept once the limit has been waited out for too long', async () => {
    const admin = await superuserClient(server);
    const pb = await signedInUser(server);
    await admin.settings.update({
      rateLimits: {
        enabled: true,
        rules: [
          { label: '*:auth', audience: '', maxRequests: 20, duration: 60 },
          { label: '/api/', audience: '@auth', maxRequests: 1, duration: 60 },
        ],
      },
    });
    const db = await stationWith({ products: products(120, 'STOP') });
    const waits: number[] = [];

    const result = await pushOutbox(db, pb, {
      busyWaitMs: 10_000,
      busyWaitLimitMs: 30_000,
      sleep: async (ms) => void waits.push(ms),
    });

    expect(summary(result)).toEqual({
      pushed: 0,
      refused: 0,
      error: { kind: 'unavailable', message: 'Service temporarily unavailable' },
    });
    expect(waits).toEqual([10_000, 10_000, 10_000]);
    expect(await db.outbox.count()).toBe(120);
  });
});
