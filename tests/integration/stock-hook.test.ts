import { EventSource } from 'eventsource';
import PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { newId } from '../../src/domain/ids';
import type { Category, CategoryInventory, StockMovement } from '../../src/domain/records';
import { applyStockMovement, type MovementInput } from '../../src/domain/stock';
import { newClient, refusal, signedInUser } from '../support/pocketbase';
import { serverForTests } from '../support/serverForTests';
import { signedInAdmin } from '../support/signedInAdmin';
import { MADE_AT, payload, plainCategory, plainMovement } from '../support/records';

// Node 20 has no EventSource; the SDK's realtime client needs one.
globalThis.EventSource ??= EventSource as unknown as typeof globalThis.EventSource;

const category = (totalQuantity = 0, overrides: Partial<Category> = {}) =>
  payload(
    // Category names are unique (ignoring case and surrounding spaces).
    plainCategory(`Chandan ${newId()}`, {
      inventory: { totalQuantity, lowStockThreshold: 5, lastUpdated: MADE_AT, productCount: 0 },
      ...overrides,
    }),
  );

const movement = (input: MovementInput) => payload(plainMovement(input.categoryId, input.quantity, input));

const adjust = (categoryId: string, type: 'add' | 'remove', quantity: number) =>
  movement({ categoryId, type, quantity, metadata: null });

const transfer = (categoryId: string, targetCategoryId: string, quantity: number) =>
  movement({
    categoryId,
    type: 'transfer',
    quantity,
    metadata: { targetCategoryId, targetCategoryName: 'Kaudi', productSkus: [] },
  });

describe('stock hook', () => {
  const server = serverForTests();
  let pb: PocketBase;

  const quantity = async (id: string) => (await pb.collection('categories').getOne<Category>(id)).inventory?.totalQuantity ?? 0;

  const newCategory = async (stock = 0) => {
    const created = await pb.collection('categories').create<Category>(category());
    if (stock > 0) await pb.collection('stock_movements').create(adjust(created.id, 'add', stock));
    return created.id;
  };

  beforeAll(async () => {
    pb = await signedInUser(server);
  });

  it('applies additions and removals, clamps at 0 and records what was applied', async () => {
    const id = await newCategory();
    const added = await pb.collection('stock_movements').create<StockMovement>(adjust(id, 'add', 7));
    expect(added).toMatchObject({ previousQuantity: 0, newQuantity: 7, appliedDelta: 7 });
    const removed = await pb
      .collection('stock_movements')
      .create<StockMovement>({ ...adjust(id, 'remove', 10), sequence: added.sequence + 100 });
    expect(removed).toMatchObject({ previousQuantity: 7, newQuantity: 0, appliedDelta: -7, quantity: 10 });
    // Numbered by the server in the order applied, whatever a station sends.
    expect(removed.sequence).toBe(added.sequence + 1);
    expect(await quantity(id)).toBe(0);
  });

  it('refuses a movement of a missing or deleted category', async () => {
    expect(await refusal(pb.collection('stock_movements').create(adjust(newId(), 'add', 1)))).toEqual({
      status: 400,
      message: 'Category not found',
    });
    const id = await newCategory(3);
    // Only an admin deletes a category.
    await (await signedInAdmin(server)).collection('categories').update(id, { deleted: true });
    expect((await refusal(pb.collection('stock_movements').create(adjust(id, 'remove', 1)))).message).toBe('Category not found');
  });

  it('moves stock between two categories as one unit, or refuses', async () => {
    const source = await newCategory(10);
    const target = await newCategory(2);
    const moved = await pb.collection('stock_movements').create<StockMovement>(transfer(source, target, 4));
    expect(moved).toMatchObject({ previousQuantity: 10, newQuantity: 6, appliedDelta: -4 });
    expect([await quantity(source), await quantity(target)]).toEqual([6, 6]);

    expect(await refusal(pb.collection('stock_movements').create(transfer(source, target, 7)))).toEqual({
      status: 400,
      message: 'Insufficient inventory in source category',
    });
    expect((await refusal(pb.collection('stock_movements').create(transfer(source, newId(), 1)))).message).toBe(
      'One or both categories not found',
    );
    expect([await quantity(source), await quantity(target)]).toEqual([6, 6]);
  });

  it('changes nothing when a movement is sent again, alone or in a batch', async () => {
    const id = await newCategory();
    const first = adjust(id, 'add', 5);
    await pb.collection('stock_movements').create(first);
    const again = await pb.collection('stock_movements').update<StockMovement>(first.id, first);
    expect(again).toMatchObject({ quantity: 5, newQuantity: 5 });
    // A movement is never changed: a correction is a new movement (pb_hooks/ledger.js).
    expect((await refusal(pb.collection('stock_movements').update(first.id, { ...first, quantity: 50 }))).status).toBe(403);
    const batch = pb.createBatch();
    batch.collection('stock_movements').upsert(first);
    batch.collection('stock_movements').upsert(first);
    expect((await batch.send()).map((result) => result.status)).toEqual([200, 200]);
    expect(await quantity(id)).toBe(5);
  });

  it('applies movements inside the batch transaction and rolls them back with it', async () => {
    const id = await newCategory();
    const batch = pb.createBatch();
    batch.collection('stock_movements').upsert(adjust(id, 'add', 3));
    batch.collection('stock_movements').upsert(adjust(id, 'remove', 1));
    const results = await batch.send();
    expect(results.map((result) => (result.body as StockMovement).newQuantity)).toEqual([3, 2]);

    const failing = pb.createBatch();
    failing.collection('stock_movements').upsert(adjust(id, 'add', 100));
    failing.collection('stock_movements').upsert(transfer(id, newId(), 1));
    expect((await refusal(failing.send())).status).toBe(400);
    expect(await quantity(id)).toBe(2);
  });

  it('keeps the server quantity whatever a station writes into a category', async () => {
    const sent = category(40);
    const created = await pb.collection('categories').create<Category>(sent);
    expect(created.inventory).toMatchObject({ totalQuantity: 0, lowStockThreshold: 5 });
    await pb.collection('stock_movements').create(adjust(sent.id, 'add', 9));

    const stale = { ...sent, name: 'Chandan powder', inventory: { ...sent.inventory, totalQuantity: 1, lowStockThreshold: 8 } };
    const batch = pb.createBatch();
    batch.collection('categories').upsert(stale);
    await batch.send();
    const stored = await pb.collection('categories').getOne<Category>(sent.id);
    expect(stored.name).toBe('Chandan powder');
    expect(stored.inventory).toMatchObject({ totalQuantity: 9, lowStockThreshold: 8 });
    // What a station sends: the inventory without the quantity, which is the server's.
    const intent: Partial<CategoryInventory> = { ...sent.inventory, lowStockThreshold: 6 };
    delete intent.totalQuantity;
    await pb.collection('categories').update(sent.id, { inventory: intent });
    expect((await pb.collection('categories').getOne<Category>(sent.id)).inventory).toMatchObject({
      totalQuantity: 9,
      lowStockThreshold: 6,
    });
    await pb.collection('categories').update(sent.id, { inventory: null });
    expect(await quantity(sent.id)).toBe(9);
  });

  it('loses no update when many stations write movements of one category at once', async () => {
    const id = await newCategory(1000);
    const stations = [1, 2, 3].map(() => {
      const station = newClient(server.url);
      station.authStore.save(pb.authStore.token, pb.authStore.record);
      return station;
    });
    const singles = stations.flatMap((station, s) =>
      Array.from({ length: 10 }, (_, n) =>
        station.collection('stock_movements').create(adjust(id, n % 2 ? 'add' : 'remove', s + n + 1)),
      ),
    );
    const batches = stations.map((station, s) => {
      const batch = station.createBatch();
      for (let n = 0; n < 20; n++) batch.collection('stock_movements').upsert(adjust(id, 'add', s + 1));
      return batch.send();
    });
    await Promise.all([...singles, ...batches]);
    const expected = stations.reduce((sum, _, s) => {
      let total = sum + 20 * (s + 1);
      for (let n = 0; n < 10; n++) total += (n % 2 ? 1 : -1) * (s + n + 1);
      return total;
    }, 1000);
    expect(await quantity(id)).toBe(expected);
  });

  it('loses no movement when stations edit the category while movements of it are applied', async () => {
    const sent = category();
    await pb.collection('categories').create(sent);
    const stations = [1, 2, 3, 4].map(() => {
      const station = newClient(server.url);
      station.authStore.save(pb.authStore.token, pb.authStore.record);
      return station;
    });
    const edits = stations.flatMap((station, s) =>
      Array.from({ length: 15 }, (_, n) => {
        const inventory = { ...sent.inventory, totalQuantity: 0, lowStockThreshold: s + n + 1 };
        if (n % 2 === 0) return station.collection('categories').update(sent.id, { tag: `t${s}${n}`, inventory });
        const batch = station.createBatch();
        batch.collection('categories').upsert({ ...sent, tag: `b${s}${n}`, inventory });
        return batch.send();
      }),
    );
    const movements = stations.flatMap((station) =>
      Array.from({ length: 15 }, (_, n) => {
        if (n % 2 === 0) return station.collection('stock_movements').create(adjust(sent.id, 'add', 1));
        return station.send('/api/stock/movements', { method: 'POST', body: { movements: [adjust(sent.id, 'add', 1)] } });
      }),
    );
    await Promise.all([...edits, ...movements]);
    expect(await quantity(sent.id)).toBe(60);
  });

  it('announces applied movements and the changed quantities in realtime, alone or in a batch', async () => {
    const id = await newCategory();
    const listener = newClient(server.url);
    listener.authStore.save(pb.authStore.token, pb.authStore.record);
    const heard: string[] = [];
    await listener.collection('stock_movements').subscribe<StockMovement>('*', ({ action, record }) => {
      if (record.categoryId === id) heard.push(`${action} movement ${record.newQuantity}`);
    });
    await listener.collection('categories').subscribe<Category>(id, ({ action, record }) => {
      heard.push(`${action} category ${record.inventory?.totalQuantity ?? 0}`);
    });
    try {
      await pb.collection('stock_movements').create(adjust(id, 'add', 4));
      const batch = pb.createBatch();
      batch.collection('stock_movements').upsert(adjust(id, 'remove', 1));
      await batch.send();
      await vi.waitFor(() => expect(heard).toHaveLength(4), { timeout: 5000 });
      expect(heard.sort()).toEqual(['create movement 3', 'create movement 4', 'update category 3', 'update category 4']);
    } finally {
      await listener.realtime.unsubscribe();
    }
  });

  it("gives the same results as the stations' own rules over a random sequence", async () => {
    const ids = [await newCategory(), await newCategory(), await newCategory()];
    let local = new Map(ids.map((id) => [id, 0]));
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let step = 0; step < 60; step++) {
      const from = ids[random(3)] ?? '';
      const to = random(6) === 0 ? newId() : (ids[random(3)] ?? '');
      const kind = random(3);
      const input =
        kind === 0
          ? adjust(from, 'add', random(9))
          : kind === 1
            ? adjust(from, 'remove', random(9))
            : transfer(from, to, random(9));
      const expected = applyStockMovement(local, input);
      const sent = pb.collection('stock_movements').create<StockMovement>(input);
      if (expected.ok) {
        expect(await sent).toMatchObject(expected.change);
        local = expected.quantities;
      } else {
        expect((await refusal(sent)).message).toBe(expected.message);
      }
    }
    expect(await Promise.all(ids.map(quantity))).toEqual(ids.map((id) => local.get(id)));
  });
});
