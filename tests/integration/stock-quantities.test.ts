import 'fake-indexeddb/auto';
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/domain/ids';
import { orderStockMovementId } from '../../src/domain/inventory/orderStock';
import { MAX_CATEGORY_QUANTITY, MAX_MOVEMENT_QUANTITY, applyStockMovement } from '../../src/domain/stock';
import { classifyBatchError } from '../../src/sync/syncErrors';
import { refusalOf, signedInUser } from '../support/pocketbase';
import { serverForTests } from '../support/serverForTests';

/**
 * docs/SPEC.md §18: the stock route (and the records API) take only whole quantities in a sane
 * range, refuse a push that sends one movement twice, and record who made a movement from the
 * sign-in, not from what the station says.
 */

const ROUTE = '/api/stock/movements';
const WHOLE_NUMBER = 'Quantity must be a whole number above 0';
const TOO_LARGE = 'Quantity must be at most 1000000';
const TOTAL_TOO_LARGE = 'Category stock cannot go above 2147483647';

const server = serverForTests();
let pb: PocketBase;
let email: string;

beforeAll(async () => {
  pb = await signedInUser(server);
  email = pb.authStore.record?.email as string;
});

const movement = (categoryId: string, quantity: unknown, extra: Record<string, unknown> = {}) => ({
  id: newId(),
  deleted: false,
  categoryId,
  type: 'add',
  quantity,
  reason: 'count',
  performedBy: 'tester',
  timestamp: '2025-01-31T10:00:00.000Z',
  metadata: null,
  ...extra,
});

const send = (movements: unknown[], client: PocketBase = pb) =>
  client.send<{ acknowledged: number }>(ROUTE, { method: 'POST', body: { movements }, requestKey: null });

async function newCategory(): Promise<string> {
  const id = newId();
  await pb.collection('categories').create({ id, name: `Category ${id}` });
  await send([movement(id, 5)]);
  return id;
}

const quantity = async (id: string): Promise<number> =>
  (await pb.collection('categories').getOne(id)).inventory?.totalQuantity ?? 0;

const stored = async (id: string): Promise<number> =>
  (await pb.collection('stock_movements').getList(1, 1, { filter: pb.filter('id = {:id}', { id }) })).totalItems;

describe('quantities of stock movements', () => {
  const BAD: [string, unknown, string][] = [
    ['text', 'abc', WHOLE_NUMBER],
    ['null', null, WHOLE_NUMBER],
    ['a list', [5], WHOLE_NUMBER],
    ['true', true, WHOLE_NUMBER],
    ['a numeric string', '5', WHOLE_NUMBER],
    ['a fraction', 1.5, WHOLE_NUMBER],
    ['0', 0, WHOLE_NUMBER],
    ['a negative number', -3, WHOLE_NUMBER],
    ['1,000,001', MAX_MOVEMENT_QUANTITY + 1, TOO_LARGE],
    ['1e308', 1e308, TOO_LARGE],
    ['2^53 + 1', 2 ** 53 + 1, TOO_LARGE],
  ];

  it.each(BAD)('refuses %s with a 400 and its reason, applying nothing of the push', async (_name, bad, message) => {
    const category = await newCategory();
    const good = movement(category, 2);
    const refused = movement(category, bad);
    const error = await refusalOf(send([good, refused]));
    expect(error.status).toBe(400);
    expect(classifyBatchError(error)).toMatchObject({ kind: 'refused', index: 1, message });
    expect(await quantity(category)).toBe(5);
    expect([await stored(good.id), await stored(refused.id)]).toEqual([0, 0]);
  });

  it('refuses a missing quantity', async () => {
    const category = await newCategory();
    const missing: Record<string, unknown> = movement(category, 1);
    delete missing.quantity;
    const error = await refusalOf(send([missing]));
    expect(classifyBatchError(error)).toMatchObject({ kind: 'refused', index: 0, message: WHOLE_NUMBER });
    expect(await quantity(category)).toBe(5);
  });

  // PocketBase casts the body for the number field before any hook sees it there (true is 1):
  // stations send movements through the stock route, which reads them as sent.
  it('refuses bad quantities through the records API and a batch', async () => {
    const category = await newCategory();
    for (const bad of ['abc', null, [5], 0, 1.5, 1e308, 2 ** 53 + 1]) {
      const error = await refusalOf(pb.collection('stock_movements').create(movement(category, bad)));
      expect([error.status, error.message]).toEqual([400, expect.stringMatching(/^Quantity must be/)]);
    }
    const batch = pb.createBatch();
    batch.collection('stock_movements').create(movement(category, 1));
    batch.collection('stock_movements').create(movement(category, 'abc'));
    expect(classifyBatchError(await refusalOf(batch.send()))).toMatchObject({ kind: 'refused', index: 1, message: WHOLE_NUMBER });
    expect(await quantity(category)).toBe(5);
  });

  it('keeps a category under 2^31, and still takes adds that fit', async () => {
    const category = await newCategory();
    // 2,147 movements of the largest quantity take it to 2,147,000,005, then one more is too much.
    for (let sent = 0; sent < 2147; sent += 50) {
      await send(Array.from({ length: Math.min(50, 2147 - sent) }, () => movement(category, MAX_MOVEMENT_QUANTITY)));
    }
    expect(await quantity(category)).toBe(2_147_000_005);
    const over = movement(category, MAX_MOVEMENT_QUANTITY);
    expect(classifyBatchError(await refusalOf(send([over])))).toMatchObject({ index: 0, message: TOTAL_TOO_LARGE });
    await send([movement(category, MAX_CATEGORY_QUANTITY - 2_147_000_005)]);
    expect(await quantity(category)).toBe(MAX_CATEGORY_QUANTITY);
    // The station's own rules give the same refusal.
    const local = applyStockMovement(new Map([[category, MAX_CATEGORY_QUANTITY]]), { ...over, type: 'add', quantity: 1 });
    expect(local).toEqual({ ok: false, message: TOTAL_TOO_LARGE });
  });
});

describe('a push that sends one movement twice', () => {
  it('is refused whole, naming the second', async () => {
    const category = await newCategory();
    const twice = movement(category, 3);
    const error = await refusalOf(send([twice, movement(category, 1), { ...twice, quantity: 4 }]));
    expect(classifyBatchError(error)).toMatchObject({
      kind: 'refused',
      index: 2,
      message: `Stock movement ${twice.id} is sent twice`,
    });
    expect(await quantity(category)).toBe(5);
    expect(await stored(twice.id)).toBe(0);
  });
});

describe('who made a movement', () => {
  it('is the signed-in user, whatever the station says', async () => {
    const category = await newCategory();
    const claims = [movement(category, 1, { performedBy: 'system' }), movement(category, 1, { performedBy: 'boss@example.com' })];
    await send(claims);
    const viaApi = await pb.collection('stock_movements').create(movement(category, 1, { performedBy: 'system' }));
    for (const id of [...claims.map((claim) => claim.id), viaApi.id]) {
      expect((await pb.collection('stock_movements').getOne(id)).performedBy).toBe(email);
    }
  });

  it("is 'system' for the order fulfilment of an order line the same user recorded, and only then", async () => {
    const category = await newCategory();
    const other = await signedInUser(server);
    const line = (orderId: string, awb = '') => ({
      id: newId(),
      awb,
      date: '2025-01-31',
      type: 'flipkart' as const,
      sku: 'CH-PW-0001',
      orderId,
      quantity: '1',
      categoryId: category,
    });
    const mine = line('OD-MINE');
    const theirs = line('OD-THEIRS');
    await pb.collection('order_lines').create(mine);
    await other.collection('order_lines').create(theirs);
    // A Flipkart parcel's line: its movement id has the AWB in it, on the server as on the station.
    const parcel = line('OD-PARCEL', 'FMPP1000000009');
    await pb.collection('order_lines').create(parcel);
    const fulfilment = (recorded: typeof mine) =>
      movement(category, 1, {
        id: orderStockMovementId(recorded),
        type: 'remove',
        reason: `Order fulfillment for SKU: ${recorded.sku}`,
        performedBy: 'system',
      });
    await send([fulfilment(mine), fulfilment(theirs), fulfilment(parcel)]);
    expect((await pb.collection('stock_movements').getOne(orderStockMovementId(parcel))).performedBy).toBe('system');
    expect((await pb.collection('stock_movements').getOne(orderStockMovementId(mine))).performedBy).toBe('system');
    expect((await pb.collection('stock_movements').getOne(orderStockMovementId(theirs))).performedBy).toBe(email);
    // Who recorded a line is the server's business: a station neither sees nor sets it.
    expect(Object.keys(await pb.collection('order_lines').getOne(mine.id))).not.toContain('recordedBy');
  });
});
