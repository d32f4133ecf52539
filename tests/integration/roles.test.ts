import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstUser } from '../../pocketbase/scripts/ensure-first-user';
import { REPO_ROOT, createUser, startPocketBase, type RunningPocketBase } from '../../pocketbase/scripts/server';
import { newId } from '../../src/domain/ids';
import { TEST_PASSWORD, makeTempDataDir, newClient, refusalStatus } from '../support/pocketbase';
import { serverForTests } from '../support/serverForTests';

/**
 * Roles (docs/SPEC.md §17): an `admin` deletes categories and products and manages users; a `user`
 * does the daily work. Enforced by the collection rules of migration 1767225711_roles.js.
 */

const server = serverForTests();
let admin: PocketBase;
let user: PocketBase;

async function signIn(email: string, role: 'user' | 'admin'): Promise<PocketBase> {
  await createUser(server.dataDir, email, TEST_PASSWORD, role);
  const pb = newClient(server.url);
  await pb.collection('users').authWithPassword(email, TEST_PASSWORD);
  return pb;
}

beforeAll(async () => {
  admin = await signIn('boss@example.com', 'admin');
  user = await signIn('packer@example.com', 'user');
});

async function newRecords(by: PocketBase): Promise<{ category: string; product: string }> {
  const category = (await by.collection('categories').create({ id: newId(), name: `Category ${newId()}` })).id;
  const product = (await by.collection('products').create({ sku: `SKU-${newId()}`, platform: 'amazon', categoryId: category }))
    .id;
  return { category, product };
}

describe('a user', () => {
  it('does the daily work: creates and edits categories and products', async () => {
    const { category, product } = await newRecords(user);
    await user.collection('categories').update(category, { description: 'Sandalwood', deleted: false });
    await user.collection('products').update(product, { sellingPrice: 120 });
    expect((await user.collection('products').getOne(product)).sellingPrice).toBe(120);
  });

  it.each(['categories', 'products'])('cannot delete %s, neither outright nor as a tombstone', async (name) => {
    const records = await newRecords(admin);
    const id = name === 'categories' ? records.category : records.product;
    expect(await refusalStatus(user.collection(name).delete(id))).toBe(404);
    expect(await refusalStatus(user.collection(name).update(id, { deleted: true }))).toBe(404);
    const batch = user.createBatch();
    batch.collection(name).upsert({ id, deleted: true });
    expect(await refusalStatus(batch.send())).toBe(400);
    expect((await user.collection(name).getOne(id)).deleted).toBe(false);
  });

  it('sees only their own account and cannot make, change or remove others', async () => {
    const list = await user.collection('users').getFullList();
    expect(list.map((account) => account.email)).toEqual(['packer@example.com']);
    const bossId = admin.authStore.record?.id ?? '';
    expect(await refusalStatus(user.collection('users').getOne(bossId))).toBe(404);
    const account = { email: 'new@example.com', password: TEST_PASSWORD, passwordConfirm: TEST_PASSWORD };
    expect(await refusalStatus(user.collection('users').create(account))).toBe(400);
    expect(await refusalStatus(user.collection('users').update(bossId, { role: 'user' }))).toBe(404);
    expect(await refusalStatus(user.collection('users').delete(bossId))).toBe(404);
    expect(await refusalStatus(user.collection('users').update(user.authStore.record?.id ?? '', { role: 'admin' }))).toBe(404);
  });
});

describe('an admin', () => {
  it.each(['categories', 'products'])('deletes %s, outright and as a tombstone', async (name) => {
    const first = await newRecords(user);
    const second = await newRecords(user);
    const [tombstoned, removed] = name === 'categories' ? [first.category, second.category] : [first.product, second.product];
    await admin.collection(name).update(tombstoned, { deleted: true });
    expect((await admin.collection(name).getOne(tombstoned)).deleted).toBe(true);
    // Whether a delete removes the row or leaves a tombstone is the ledger rules' business:
    // what matters here is that an admin's delete is accepted.
    await admin.collection(name).delete(removed);
  });

  it('lists, creates, promotes and removes users', async () => {
    const listed = (await admin.collection('users').getFullList()).map((account) => account.email).sort();
    expect(listed).toEqual(['boss@example.com', 'packer@example.com']);
    const made = await admin
      .collection('users')
      .create({ email: 'temp@example.com', password: TEST_PASSWORD, passwordConfirm: TEST_PASSWORD, verified: true });
    expect(made.role).toBe('user');
    expect((await admin.collection('users').update(made.id, { role: 'admin' })).role).toBe('admin');
    await admin.collection('users').delete(made.id);
    expect(await refusalStatus(admin.collection('users').getOne(made.id))).toBe(404);
  });

  it('cannot remove their own account (the last admin would lock everyone out of user management)', async () => {
    expect(await refusalStatus(admin.collection('users').delete(admin.authStore.record?.id ?? ''))).toBe(404);
  });
});

describe('the accounts the scripts make', () => {
  const dirs: string[] = [];
  const servers: RunningPocketBase[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((running) => running.stop()));
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  const roleOf = async (dataDir: string, email: string, password: string): Promise<unknown> => {
    const running = await startPocketBase({ dataDir });
    servers.push(running);
    const auth = await newClient(running.url).collection('users').authWithPassword(email, password);
    await running.stop();
    return auth.record.role;
  };

  it('the first user of `npm start` is an admin', async () => {
    const dataDir = await makeTempDataDir();
    dirs.push(dataDir);
    const first = await ensureFirstUser(dataDir);
    expect(await roleOf(dataDir, first?.email ?? '', first?.password ?? '')).toBe('admin');
  });

  it('`npm run user:add -- EMAIL PASSWORD --admin` makes an admin, without --admin a user', async () => {
    const dataDir = await makeTempDataDir();
    dirs.push(dataDir);
    const userAdd = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'pocketbase/scripts/user-add.ts', ...args, '--dir', dataDir], {
        cwd: REPO_ROOT,
      });
    const made = await userAdd('chief@example.com', 'chief-password-1', '--admin');
    expect(made.stdout).toContain('Created user chief@example.com (role admin');
    await userAdd('helper@example.com', 'helper-password-1');
    expect(await roleOf(dataDir, 'chief@example.com', 'chief-password-1')).toBe('admin');
    expect(await roleOf(dataDir, 'helper@example.com', 'helper-password-1')).toBe('user');
  });
});
