import 'fake-indexeddb/auto';
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppDatabase } from '../../src/db/database';
import { saveRecord } from '../../src/db/writes';
import { newId } from '../../src/domain/ids';
import type { Category } from '../../src/domain/records';
import { pushOutbox } from '../../src/sync/push';
import { newClient, refusalStatus, signedInUser } from '../support/pocketbase';
import { serverForTests } from '../support/serverForTests';
import { SOUND } from '../support/malformedShapes';

/** Transaction data of the shape the server takes (pb_hooks/record_shapes.js). */
const SOUND_DATA = SOUND.transactions('2025-01-31').data;

const AT = '2025-01-31T10:00:00.000Z';

/** A valid new record per collection, so that a refusal can only come from the sign-in. */
function validRecord(collection: string, categoryId: string): Record<string, unknown> {
  const records: Record<string, Record<string, unknown>> = {
    products: { sku: `SKU-${newId()}`, platform: 'amazon' },
    categories: { name: `Chandan ${newId()}` },
    stock_movements: { categoryId, type: 'add', quantity: 3 },
    order_lines: { date: '2025-01-31', type: 'flipkart', sku: 'SKU-1', orderId: `OD-${newId()}` },
    transactions: { hash: `hash-${newId()}`, data: { ...SOUND_DATA, amount: 1 } },
    // A stored file travels with its bytes (pb_hooks/files.pb.js refuses a record without them).
    files: { name: 'labels.pdf', file: new File(['%PDF-1.7\n'], 'labels.pdf', { type: 'application/pdf' }) },
    monitoring: { kind: 'event', payload: { event: 'page_view' } },
  };
  return { id: newId(), ...records[collection] };
}

// Monitoring records, which a user cannot read back, have their own test (monitoring.test.ts).
const COLLECTIONS = ['products', 'categories', 'stock_movements', 'order_lines', 'transactions', 'files'];

describe('push without a valid sign-in', () => {
  const server = serverForTests();
  let pb: PocketBase;
  let anonymous: PocketBase;
  let forged: PocketBase;
  let categoryId: string;

  beforeAll(async () => {
    pb = await signedInUser(server);
    anonymous = newClient(server.url);
    forged = newClient(server.url);
    forged.authStore.save(`${pb.authStore.token.slice(0, -4)}AAAA`, pb.authStore.record);
    categoryId = (await pb.collection('categories').create({ name: 'Kaudi' })).id;
  });

  async function stationWithChange(): Promise<{ db: AppDatabase; shelf: Category }> {
    const db = new AppDatabase(`station-${newId()}`);
    const id = newId();
    const shelf: Category = {
      id,
      updated: '',
      deleted: false,
      name: `Gomti ${id}`,
      description: '',
      tag: '',
      costPrice: null,
      createdAt: AT,
      updatedAt: AT,
      inventory: null,
    };
    await saveRecord(db, 'categories', shelf);
    return { db, shelf };
  }

  it('stops a signed-out station before sending and keeps its changes', async () => {
    const { db } = await stationWithChange();
    const result = await pushOutbox(db, anonymous);
    expect(result).toMatchObject({ pushed: 0, refused: [], error: { kind: 'auth' } });
    expect(await db.outbox.count()).toBe(1);
  });

  it('stops on a token the server refuses and keeps the changes', async () => {
    const { db, shelf } = await stationWithChange();
    const result = await pushOutbox(db, forged, { sleep: async () => {} });
    expect(result).toEqual({ pushed: 0, refused: [], error: { kind: 'auth', message: 'Sign in to send changes' } });
    expect(await db.outbox.count()).toBe(1);
    expect(await refusalStatus(pb.collection('categories').getOne(shelf.id))).toBe(404);
  });

  it.each(COLLECTIONS)('refuses a batch to %s without a valid sign-in, changing nothing', async (collection) => {
    const stored = await pb.collection(collection).create(validRecord(collection, categoryId));
    for (const client of [anonymous, forged]) {
      const record = validRecord(collection, categoryId);
      const batch = client.createBatch();
      batch.collection(collection).upsert(record);
      batch.collection(collection).update(stored.id, { deleted: true });
      batch.collection(collection).delete(stored.id);
      expect(await refusalStatus(batch.send())).toBe(401);
      expect(await refusalStatus(client.collection(collection).create(record))).toBe(400);
      expect(await refusalStatus(client.collection(collection).update(stored.id, { deleted: true }))).toBe(404);
      expect(await refusalStatus(client.collection(collection).getList())).toBe(401);
      expect(await refusalStatus(pb.collection(collection).getOne(String(record.id)))).toBe(404);
    }
    expect(await pb.collection(collection).getOne(stored.id)).toEqual(stored);
  });

  it('applied only the signed-in stock movement', async () => {
    expect((await pb.collection('categories').getOne<Category>(categoryId)).inventory?.totalQuantity).toBe(3);
  });
});
