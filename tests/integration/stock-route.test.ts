import 'fake-indexeddb/auto';
import { liveQuery } from 'dexie';
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppDatabase } from '../../src/db/database';
import {
  getCategoryInventory,
  transferInventory,
  updateCategoryInventory,
  updateCategoryThreshold,
} from '../../src/db/categoryInventory';
import { saveRecords } from '../../src/db/writes';
import { newId } from '../../src/domain/ids';
import type { Category, StockMovement } from '../../src/domain/records';
import { pushOutbox } from '../../src/sync/push';
import { classifyBatchError } from '../../src/sync/syncErrors';
import { newClient, refusal, refusalOf, signedInUser } from '../support/pocketbase';
import { serverForTests } from '../support/serverForTests';
import { plainMovement } from '../support/records';

/** The stock hook route: a push made only of stock movements applies them in one transaction. */
const ROUTE = '/api/stock/movements';

const server = serverForTests();
let pb: PocketBase;

beforeAll(async () => {
  pb = await signedInUser(server);
});

const movement = (categoryId: string, type: StockMovement['type'], quantity: number, extra: Partial<StockMovement> = {}) =>
  plainMovement(categoryId, quantity, { type, ...extra });

const transfer = (from: string, to: string, quantity: number) =>
  movement(from, 'transfer', quantity, { metadata: { targetCategoryId: to, targetCategoryName: 'target', productSkus: [] } });

async function newCategory(stock = 0): Promise<string> {
  const id = newId();
  await pb.collection('categories').create({ id, name: `Category ${id}` });
  if (stock) await pb.collection('stock_movements').create(movement(id, 'add', stock));
  return id;
}

const quantity = async (id: string): Promise<number> =>
  (await pb.collection('categories').getOne(id)).inventory?.totalQuantity ?? 0;

const send = (movements: unknown[], client: PocketBase = pb) =>
  client.send(ROUTE, { method: 'POST', body: { movements }, requestKey: null });

describe('the stock movements route', () => {
  it('applies movements in order: clamp at 0, transfers, and the server quantities on each movement', async () => {
    const a = await newCategory();
    const b = await newCategory(2);
    const sent = [movement(a, 'add', 5), movement(a, 'remove', 7), movement(a, 'add', 4), transfer(a, b, 3)];
    await send(sent);
    const stored = await Promise.all(sent.map((m) => pb.collection('stock_movements').getOne(m.id)));
    expect(stored.map((m) => [m.previousQuantity, m.newQuantity, m.appliedDelta])).toEqual([
      [0, 5, 5],
      [5, 0, -5],
      [0, 4, 4],
      [4, 1, -3],
    ]);
    const first = stored[0]?.sequence ?? 0;
    expect(stored.map((m) => m.sequence - first)).toEqual([0, 1, 2, 3]);
    expect([await quantity(a), await quantity(b)]).toEqual([1, 5]);
  });

  it('acknowledges a re-sent movement without applying it again', async () => {
    const a = await newCategory();
    const first = movement(a, 'add', 5);
    await send([first]);
    const again = movement(a, 'add', 2);
    await send([first, again]);
    await send([again]);
    expect(await quantity(a)).toBe(7);
    // Twice in one push is a station's fault, refused (tests/integration/stock-quantities.test.ts).
  });

  it('refuses a push whole, naming the movement, and changes nothing', async () => {
    const a = await newCategory(3);
    const b = await newCategory();
    const cases: [unknown[], number, string][] = [
      [[movement(a, 'add', 1), movement(newId(), 'add', 1)], 1, 'Category not found'],
      [[movement(a, 'add', 1), transfer(a, b, 99)], 1, 'Insufficient inventory in source category'],
      [[transfer(a, newId(), 1)], 0, 'One or both categories not found'],
      [[movement(a, 'add', 1), movement(a, 'add', 1, { metadata: { targetCategoryId: 7 } as never })], 1, 'metadata: '],
    ];
    for (const [movements, index, message] of cases) {
      const failure = classifyBatchError(await refusalOf(send(movements)));
      expect(failure).toMatchObject({ kind: 'refused', index });
      expect(failure.kind === 'refused' && failure.message).toContain(message);
    }
    expect([await quantity(a), await quantity(b)]).toEqual([3, 0]);
  });

  it('refuses a signed-out client and a forged token with 401', async () => {
    const a = await newCategory();
    const forged = newClient(server.url);
    forged.authStore.save(`${pb.authStore.token.slice(0, -4)}AAAA`, pb.authStore.record);
    for (const client of [newClient(server.url), forged]) {
      const error = await refusalOf(send([movement(a, 'add', 100)], client));
      expect(error.status).toBe(401);
      expect(classifyBatchError(error).kind).toBe('auth');
    }
    expect(await quantity(a)).toBe(0);
  });

  it('is what pushOutbox uses for movements: refused ones set aside, the rest applied in order', async () => {
    const d = await newCategory();
    const other = await newCategory();
    const db = new AppDatabase(`stock-route-${newId()}`);
    const orphan = movement(newId(), 'add', 3);
    const over = transfer(d, other, 50);
    await saveRecords(db, 'stockMovements', [
      movement(d, 'add', 5),
      orphan,
      movement(d, 'remove', 2),
      over,
      movement(d, 'add', 1),
    ]);
    const result = await pushOutbox(db, pb, { sleep: async () => undefined });
    expect(result.pushed).toBe(3);
    expect(result.refused.map((change) => [change.recordId, change.message])).toEqual([
      [orphan.id, 'Category not found'],
      [over.id, 'Insufficient inventory in source category'],
    ]);
    expect(await quantity(d)).toBe(4);
    expect(await db.outbox.count()).toBe(0);
    await db.delete();
  });

  it('answers with the quantities it left, which the station shows at once, before any pull', async () => {
    const from = await newCategory(10);
    const to = await newCategory(2);
    const db = new AppDatabase(`stock-route-${newId()}`);
    await db.categories.bulkPut(await Promise.all([from, to].map((id) => pb.collection('categories').getOne<Category>(id))));
    await updateCategoryInventory(db, from, -3, 'Sample', 'tester');
    await transferInventory(db, from, to, 4, 'Repack', 'tester');
    const shown = async () =>
      Promise.all([from, to].map(async (id) => (await getCategoryInventory(db, id))?.inventory.totalQuantity));
    expect(await shown()).toEqual([3, 6]);

    let during: (number | undefined)[] = [];
    const watching = liveQuery(shown).subscribe((value) => {
      if (JSON.stringify(value) !== '[3,6]') during = value;
    });
    await pushOutbox(db, pb, { sleep: async () => undefined });
    watching.unsubscribe();

    expect(await db.outbox.count()).toBe(0);
    expect([await quantity(from), await quantity(to)]).toEqual([3, 6]);
    expect((await db.categories.get(from))?.inventory?.totalQuantity).toBe(3);
    expect(await shown()).toEqual([3, 6]);
    expect(during).toEqual([]);
    await db.delete();
  });

  it("takes every station movement, between other changes, as intent only, and the station keeps the server's figures", async () => {
    const id = await newCategory(10);
    const db = new AppDatabase(`stock-route-${newId()}`);
    await db.categories.put(await pb.collection('categories').getOne<Category>(id));
    const first = await updateCategoryInventory(db, id, -3, 'Sample', 'tester');
    await updateCategoryThreshold(db, id, 7);
    await updateCategoryInventory(db, id, 2, 'Return', 'tester');
    expect(first.inventory.totalQuantity).toBe(7);
    // Another user adds stock through the records API before the station pushes.
    const other = await signedInUser(server);
    const added = await other.collection('stock_movements').create<StockMovement>(movement(id, 'add', 5));
    expect(added).toMatchObject({ previousQuantity: 10, newQuantity: 15, performedBy: other.authStore.record?.email });

    const sent: { url: string; body: unknown }[] = [];
    pb.beforeSend = (url, options) => {
      const body: unknown = options.body instanceof FormData ? options.body.get('@jsonPayload') : options.body;
      sent.push({ url, body: typeof body === 'string' ? JSON.parse(body) : body });
      return { url, options };
    };
    try {
      await pushOutbox(db, pb, { sleep: async () => undefined });
    } finally {
      pb.beforeSend = undefined;
    }

    expect(await db.outbox.count()).toBe(0);
    expect(sent.map(({ url }) => new URL(url).pathname)).toEqual([ROUTE, '/api/batch', ROUTE]);
    const batched = (sent[1]?.body as { requests: { body: { inventory: object } }[] }).requests;
    expect(batched.map(({ body }) => body.inventory)).toEqual([expect.objectContaining({ lowStockThreshold: 7 })]);
    expect(batched[0]?.body.inventory).not.toHaveProperty('totalQuantity');
    const pushed = sent
      .filter(({ url }) => url.endsWith(ROUTE))
      .flatMap(({ body }) => (body as { movements: object[] }).movements);
    for (const intent of pushed) {
      expect(Object.keys(intent).sort()).toEqual(['categoryId', 'id', 'metadata', 'quantity', 'reason', 'timestamp', 'type']);
    }
    const local = await db.stockMovements.orderBy('sequence').toArray();
    const stored = await Promise.all(local.map((entry) => pb.collection('stock_movements').getOne<StockMovement>(entry.id)));
    expect(stored.map((entry) => [entry.previousQuantity, entry.newQuantity])).toEqual([
      [15, 12],
      [12, 14],
    ]);
    for (const [index, entry] of local.entries()) {
      expect(entry).toMatchObject({
        previousQuantity: stored[index]?.previousQuantity,
        newQuantity: stored[index]?.newQuantity,
        appliedDelta: stored[index]?.appliedDelta,
        sequence: stored[index]?.sequence,
        performedBy: pb.authStore.record?.email,
        updated: stored[index]?.updated,
      });
    }
    expect((await getCategoryInventory(db, id))?.inventory).toMatchObject({ totalQuantity: 14, lowStockThreshold: 7 });
    await db.delete();
  });

  it("holds another user's movement written through the records API to the same rules", async () => {
    const id = await newCategory(4);
    const other = await signedInUser(server);
    const records = other.collection('stock_movements');
    expect((await refusal(records.create(movement(id, 'add', 1_000_001)))).message).toBe('Quantity must be at most 1000000');
    expect((await refusal(records.create(movement(id, 'add', 1.5)))).message).toBe('Quantity must be a whole number above 0');
    expect((await refusal(records.create(transfer(id, newId(), 1)))).message).toBe('One or both categories not found');
    const removed = await records.create<StockMovement>({ ...movement(id, 'remove', 9), previousQuantity: 50, deleted: true });
    expect(removed).toMatchObject({ previousQuantity: 4, newQuantity: 0, appliedDelta: -4, deleted: false });
    expect(await quantity(id)).toBe(0);
  });
});
