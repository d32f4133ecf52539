/**
 * `npm run bench` (sync push part): 2,000 stock movements queued in a station's outbox, pushed by
 * the sync engine (runs of 50; a run of movements only goes to the stock push route, anything
 * else to /api/batch), against the same kind of records created with the plain JS SDK one request
 * per record, on the same server in the same run. Both apply every movement exactly once with the
 * server's stock rules (pocketbase/pb_hooks/stock.js), which the final quantities are checked
 * against. Prints `bench sync.push_* <value> <unit>` lines.
 */
import 'fake-indexeddb/auto';
import type PocketBase from 'pocketbase';
import { AppDatabase } from '../../src/db/database';
import { saveRecords } from '../../src/db/writes';
import { newId } from '../../src/domain/ids';
import type { Category, StockMovement } from '../../src/domain/records';
import { pushOutbox } from '../../src/sync/push';
import { signedInUser, startTestServer } from '../support/pocketbase';
import { sized } from './support/scale';

const MOVEMENTS = sized(2000, 100);

function movement(categoryId: string, n: number): Omit<StockMovement, 'updated'> {
  return {
    id: newId(),
    deleted: false,
    categoryId,
    type: n % 4 === 0 ? 'remove' : 'add',
    quantity: 1 + (n % 3),
    previousQuantity: 0,
    newQuantity: 0,
    appliedDelta: 0,
    reason: 'bench',
    performedBy: 'bench',
    timestamp: new Date().toISOString(),
    metadata: null,
    sequence: 0,
  };
}

async function newCategory(pb: PocketBase, name: string): Promise<string> {
  return (await pb.collection('categories').create({ id: newId(), name })).id;
}

async function quantityOf(pb: PocketBase, id: string): Promise<number> {
  return (await pb.collection('categories').getOne<Category>(id)).inventory?.totalQuantity ?? 0;
}

/** The quantity the stock rules give for the movements in order (removals clamp at 0). */
function expectedQuantity(movements: readonly Omit<StockMovement, 'updated'>[]): number {
  return movements.reduce((total, entry) => Math.max(0, total + (entry.type === 'add' ? entry.quantity : -entry.quantity)), 0);
}

const seconds = (ms: number) => (ms / 1000).toFixed(3);

async function main(): Promise<void> {
  const server = await startTestServer();
  try {
    const pb = await signedInUser(server);

    const pushed = await newCategory(pb, 'Pushed');
    const queued = Array.from({ length: MOVEMENTS }, (_, n) => movement(pushed, n));
    const db = new AppDatabase(`bench-${newId()}`);
    await saveRecords(
      db,
      'stockMovements',
      queued.map((entry) => ({ ...entry, updated: '' })),
    );
    const pushStart = performance.now();
    const result = await pushOutbox(db, pb);
    const pushMs = performance.now() - pushStart;
    if (result.pushed !== MOVEMENTS || result.error || result.refused.length > 0 || (await db.outbox.count()) > 0) {
      throw new Error(`push did not complete: ${JSON.stringify({ ...result, refused: result.refused.length })}`);
    }

    const plain = await newCategory(pb, 'Plain');
    const records = Array.from({ length: MOVEMENTS }, (_, n) => movement(plain, n));
    const plainStart = performance.now();
    for (const record of records) await pb.collection('stock_movements').create(record);
    const plainMs = performance.now() - plainStart;

    for (const [id, movements] of [
      [pushed, queued],
      [plain, records],
    ] as const) {
      const stored = await quantityOf(pb, id);
      if (stored !== expectedQuantity(movements))
        throw new Error(`category ${id} holds ${stored}, expected ${expectedQuantity(movements)}`);
    }

    console.log(`bench sync.push_${MOVEMENTS} ${seconds(pushMs)} s`);
    console.log(`bench sync.push_records_per_second ${Math.round(MOVEMENTS / (pushMs / 1000))} records/s`);
    console.log(`bench sync.push_plain_${MOVEMENTS} ${seconds(plainMs)} s`);
    console.log(`bench sync.push_speedup_ratio ${(plainMs / pushMs).toFixed(2)} x`);
    db.close();
  } finally {
    await server.cleanup();
  }
}

await main();
