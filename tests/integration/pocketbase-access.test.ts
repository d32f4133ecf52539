import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { SOUND } from '../support/malformedShapes';
import { TEST_PASSWORD, newClient, refusalStatus, signedInUser } from '../support/pocketbase';
import { serverForTests } from '../support/serverForTests';

// Monitoring records are read by admins only: tests/integration/monitoring.test.ts has their rules.
const APP_COLLECTIONS = ['products', 'categories', 'stock_movements', 'order_lines', 'transactions', 'files'];

/** A valid record per collection, so that a refusal can only come from the access rules. */
const VALID_RECORD: Record<string, Record<string, unknown>> = {
  products: { sku: 'SKU-1', platform: 'amazon' },
  categories: { name: 'Chandan' },
  // The stock hook refuses a movement for a category that does not exist: beforeAll points it at one.
  stock_movements: { categoryId: '', type: 'add', quantity: 3 },
  order_lines: { date: '2025-01-31', type: 'flipkart', sku: 'SKU-1', orderId: 'OD1' },
  transactions: { hash: 'abc', data: SOUND.transactions('2025-01-31').data },
  files: { name: 'labels.pdf' },
};

/** A stored file is created with its bytes (pb_hooks/files.pb.js refuses a record without them). */
function bytesOf(name: string): Record<string, unknown> {
  return name === 'files' ? { file: new File(['%PDF-1.7\n'], 'labels.pdf', { type: 'application/pdf' }) } : {};
}

describe('access rules', () => {
  const server = serverForTests();
  let anonymous: PocketBase;
  let alice: PocketBase;
  let bob: PocketBase;
  const created: Record<string, string> = {};

  beforeAll(async () => {
    anonymous = newClient(server.url);
    alice = await signedInUser(server, 'alice@example.com');
    bob = await signedInUser(server, 'bob@example.com');
    for (const name of APP_COLLECTIONS) {
      if (name === 'stock_movements') VALID_RECORD[name] = { ...VALID_RECORD[name], categoryId: created.categories };
      created[name] = (await alice.collection(name).create({ ...VALID_RECORD[name], ...bytesOf(name) })).id;
    }
  });

  it.each(APP_COLLECTIONS)('refuses anonymous list, view, create, update and delete on %s', async (name) => {
    const id = created[name] ?? '';
    // 401 rather than an empty 200 list: an expired token must not look like "no records".
    expect(await refusalStatus(anonymous.collection(name).getList())).toBe(401);
    expect(await refusalStatus(anonymous.collection(name).getOne(id))).toBe(404);
    expect(await refusalStatus(anonymous.collection(name).create(VALID_RECORD[name]))).toBe(400);
    expect(await refusalStatus(anonymous.collection(name).update(id, { deleted: true }))).toBe(404);
    // Only a superuser may delete a stock movement at all: PocketBase says so with a 403.
    expect(await refusalStatus(anonymous.collection(name).delete(id))).toBe(name === 'stock_movements' ? 403 : 404);
    expect(await alice.collection(name).getOne(id)).toMatchObject(VALID_RECORD[name] ?? {});
  });

  it('refuses a list with an expired or forged token', async () => {
    const forged = newClient(server.url);
    forged.authStore.save(`${alice.authStore.token}x`, alice.authStore.record);
    expect(await refusalStatus(forged.collection('products').getList())).toBe(401);
  });

  it('refuses anonymous access to users, and a batch without sign-in', async () => {
    expect(await refusalStatus(anonymous.collection('users').getList())).toBe(401);
    const batch = anonymous.createBatch();
    batch.collection('categories').create({ name: 'Kaudi' });
    // 401, not per-request 400s, which a station would take for refusals of its records.
    expect(await refusalStatus(batch.send())).toBe(401);
  });

  it('lets a signed-in user read records made by another user', async () => {
    const list = await bob.collection('products').getFullList();
    expect(list.map((record) => record.id)).toContain(created.products);
  });

  it('signs a user in with the SDK and lets them stamp their own lastLoginAt', async () => {
    const pb = newClient(server.url);
    const auth = await pb.collection('users').authWithPassword('alice@example.com', TEST_PASSWORD);
    expect(auth.record).toMatchObject({ email: 'alice@example.com', role: 'user' });

    const now = new Date().toISOString();
    const updated = await pb.collection('users').update(auth.record.id, { lastLoginAt: now });
    expect(new Date(updated.lastLoginAt as string).toISOString()).toBe(now);
  });

  it('hides other users from list and view, and refuses updating them', async () => {
    const aliceId = alice.authStore.record?.id ?? '';
    const list = await bob.collection('users').getFullList();
    expect(list.map((user) => user.email)).toEqual(['bob@example.com']);
    expect(await refusalStatus(bob.collection('users').getOne(aliceId))).toBe(404);
    expect(await refusalStatus(bob.collection('users').update(aliceId, { lastLoginAt: new Date().toISOString() }))).toBe(404);
  });

  it('refuses a change of one’s own role but accepts resending the same role', async () => {
    const bobId = bob.authStore.record?.id ?? '';
    expect(await refusalStatus(bob.collection('users').update(bobId, { role: 'admin' }))).toBe(404);
    expect((await bob.collection('users').getOne(bobId)).role).toBe('user');
    const same = await bob.collection('users').update(bobId, { role: 'user', lastLoginAt: new Date().toISOString() });
    expect(same.role).toBe('user');
  });

  // Only an admin makes and removes accounts (tests/integration/roles.test.ts): a rule that
  // refuses answers 400 for a create and 404 for a delete.
  it('refuses self sign-up, signed in or not, and self-deletion', async () => {
    const account = { email: 'mallory@example.com', password: TEST_PASSWORD, passwordConfirm: TEST_PASSWORD };
    expect(await refusalStatus(anonymous.collection('users').create(account))).toBe(400);
    expect(await refusalStatus(bob.collection('users').create(account))).toBe(400);
    expect(await refusalStatus(bob.collection('users').delete(bob.authStore.record?.id ?? ''))).toBe(404);
  });
});
