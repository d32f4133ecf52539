import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/domain/ids';
import { TEST_PASSWORD, refusalStatus, signedInUser, superuserClient } from '../support/pocketbase';
import { plainMovement } from '../support/records';
import { serverForTests } from '../support/serverForTests';
import { signedInAdmin } from '../support/signedInAdmin';
import { SOUND } from '../support/malformedShapes';

/** Transaction data of the shape the server takes (pb_hooks/record_shapes.js). */
const DATA = SOUND.transactions('2026-01-02').data;

/**
 * docs/OPERATIONS.md, "Who may do what": one test per row of the table, each acting through the raw API as
 * a plain user, another plain user, an admin or a superuser (docs/SPEC.md §17).
 */

const server = serverForTests();
let user: PocketBase;
let other: PocketBase;
let admin: PocketBase;
let root: PocketBase;

beforeAll(async () => {
  user = await signedInUser(server);
  other = await signedInUser(server);
  admin = await signedInAdmin(server);
  root = await superuserClient(server);
});

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number): string => new Date(Date.now() + days * DAY_MS).toISOString();
const emailOf = (pb: PocketBase): string => String(pb.authStore.record?.email ?? '');
const idOf = (pb: PocketBase): string => String(pb.authStore.record?.id ?? '');

function pdf(text: string, name = 'labels.pdf'): Blob {
  return new File([`%PDF-1.4 ${text}`], name, { type: 'application/pdf' });
}

function fileForm(fields: Record<string, string>, bytes?: Blob): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (bytes) form.append('file', bytes);
  return form;
}

async function upload(by: PocketBase, kind: string, expiresAt = ''): Promise<RecordModel> {
  const fields = { id: newId(), name: 'labels.pdf', kind, day: '2026-01-02', expiresAt };
  return by.collection('files').create(fileForm(fields, pdf(`bytes of ${fields.id}`)));
}

/** Starts the hourly job that deletes expired files (pb_hooks/files.pb.js): it runs in the background. */
async function runExpiryJob(): Promise<void> {
  await root.send('/api/crons/expiredFiles', { method: 'POST' });
}

const stored = (collection: string, id: string): Promise<RecordModel> => root.collection(collection).getOne(id);

describe('stored files', () => {
  it('bytes: only come with the upload; no edit or resend, by anyone, replaces them', async () => {
    const file = await upload(user, 'report');
    expect((await other.collection('files').update(file.id, fileForm({}, pdf('other bytes')))).file).toBe(file.file);
    // The uploader's station sends its upload again (its answer was lost): the stored file stands.
    const resend = user.createBatch();
    resend.collection('files').upsert(fileForm({ id: file.id, name: 'labels.pdf', kind: 'report' }, pdf('again')));
    const [answer] = await resend.send();
    expect((answer?.body as RecordModel).file).toBe(file.file);
    expect((await user.collection('files').update(file.id, fileForm({}, pdf('new bytes')))).file).toBe(file.file);
    expect((await admin.collection('files').update(file.id, fileForm({}, pdf('admin bytes')))).file).toBe(file.file);
    expect(await stored('files', file.id)).toMatchObject({ file: file.file, uploadedBy: emailOf(user) });
  });

  it("name, kind, day and description: any user describes the shop's files; the uploader stays who it was", async () => {
    const file = await upload(user, 'report');
    await other.collection('files').update(file.id, { description: 'packed on Monday', day: '2026-01-05' });
    await admin.collection('files').update(file.id, { name: 'monday.pdf', kind: 'other', uploadedBy: emailOf(admin) });
    expect(await stored('files', file.id)).toMatchObject({
      name: 'monday.pdf',
      kind: 'other',
      day: '2026-01-05',
      description: 'packed on Monday',
      uploadedBy: emailOf(user),
    });
  });

  it('expiry: the uploader or an admin changes it, nobody else', async () => {
    const file = await upload(user, 'report');
    expect(await refusalStatus(other.collection('files').update(file.id, { expiresAt: inDays(3) }))).toBe(403);
    const resend = other.createBatch();
    resend.collection('files').upsert({ id: file.id, name: 'labels.pdf', expiresAt: '' });
    await resend.send();
    await user.collection('files').update(file.id, { expiresAt: inDays(3) });
    await admin.collection('files').update(file.id, { expiresAt: inDays(5) });
    await user.collection('files').update(file.id, { expiresAt: '' });
    expect((await stored('files', file.id)).expiresAt).toBe('');
  });

  it('deletion: only an admin deletes a file, by a DELETE, a tombstone or an expiry in the past', async () => {
    const file = await upload(user, 'report');
    for (const by of [other, user]) {
      expect(await refusalStatus(by.collection('files').update(file.id, { expiresAt: inDays(-1) }))).toBe(403);
      expect(await refusalStatus(by.collection('files').update(file.id, { deleted: true }))).toBe(404);
      expect(await refusalStatus(by.collection('files').delete(file.id))).toBe(404);
    }
    const expired = await upload(user, 'report');
    await admin.collection('files').update(expired.id, { expiresAt: inDays(-1) });
    await runExpiryJob();
    await expect.poll(async () => (await stored('files', expired.id)).deleted, { timeout: 10_000 }).toBe(true);
    expect((await stored('files', expired.id)).file).toBe('');
    expect((await stored('files', file.id)).deleted).toBe(false);
    const second = await upload(user, 'report');
    await admin.collection('files').delete(second.id);
    expect((await stored('files', second.id)).deleted).toBe(true);
  });

  it("merged labels (customers' addresses): always expire, within 365 days, and stay merged labels", async () => {
    const file = await upload(user, 'merged-labels');
    expect(Date.parse(String(file.expiresAt))).toBeGreaterThan(Date.now() + 29 * DAY_MS);
    for (const by of [user, admin]) {
      expect(await refusalStatus(by.collection('files').update(file.id, { expiresAt: '' }))).toBe(403);
      expect(await refusalStatus(by.collection('files').update(file.id, { expiresAt: inDays(400) }))).toBe(403);
      expect(await refusalStatus(by.collection('files').update(file.id, { kind: 'other' }))).toBe(403);
      expect(await refusalStatus(by.collection('files').update(file.id, { expiresAt: '9999-12-31' }))).toBe(400);
    }
    expect(await refusalStatus(upload(user, 'merged-labels', inDays(400)))).toBe(403);
    await user.collection('files').update(file.id, { expiresAt: inDays(90) });
    expect(await stored('files', file.id)).toMatchObject({ kind: 'merged-labels', deleted: false });
  });
});

describe('order lines and transactions', () => {
  const line = () => ({
    id: newId(),
    date: '2026-01-02',
    name: 'Chandan',
    quantity: '2',
    type: 'amazon',
    sku: 'SKU-1',
    orderId: `O-${newId()}`,
    awb: 'AWB-1',
    createdAt: '2026-01-02T08:00:00.000Z',
    categoryId: '',
    category: '',
    batchId: '',
    deleted: false,
  });
  const transaction = () => ({ id: newId(), hash: `hash-${newId()}`, data: { ...DATA, amount: 450 } });

  it.each([
    ['order_lines', line, { quantity: '1' }],
    ['transactions', transaction, { data: { ...DATA, amount: 1 } }],
  ] as const)(
    '%s: a user records one; nobody changes it (a resend passes); only an admin deletes it',
    async (name, make, change) => {
      const record = make();
      await user.collection(name).create(record);
      const resend = other.createBatch();
      resend.collection(name).upsert({ ...record, syncSeq: 0 });
      await resend.send();
      for (const by of [user, other, admin]) expect(await refusalStatus(by.collection(name).update(record.id, change))).toBe(403);
      expect(await refusalStatus(other.collection(name).update(record.id, { deleted: true }))).toBe(404);
      expect(await refusalStatus(other.collection(name).delete(record.id))).toBe(404);
      expect((await stored(name, record.id)).deleted).toBe(false);
      expect(await stored(name, record.id)).toMatchObject(name === 'order_lines' ? { quantity: '2' } : { data: { amount: 450 } });

      await admin.collection(name).update(record.id, { deleted: true });
      const second = make();
      await user.collection(name).create(second);
      await admin.collection(name).delete(second.id);
      expect([(await stored(name, record.id)).deleted, (await stored(name, second.id)).deleted]).toEqual([true, true]);
    },
  );
});

describe('stock movements', () => {
  it('a user records one and it is always stored live (`deleted` is never taken); nobody changes it; only a superuser deletes one', async () => {
    const category = newId();
    await user.collection('categories').create({ id: category, name: `Category ${category}` });
    await user.send('/api/stock/movements', {
      method: 'POST',
      body: { movements: [plainMovement(category, 100)] },
    });
    const hidden = plainMovement(category, 50, { type: 'remove', deleted: true });
    await user.send('/api/stock/movements', { method: 'POST', body: { movements: [hidden] } });
    const byApi = plainMovement(category, 10, { type: 'remove', deleted: true });
    await user.collection('stock_movements').create(byApi);
    const history = await user
      .collection('stock_movements')
      .getFullList({ filter: `categoryId = "${category}" && deleted = false` });
    expect(history.map((movement) => movement.quantity).sort()).toEqual([10, 100, 50]);
    expect((await stored('categories', category)).inventory.totalQuantity).toBe(40);

    for (const by of [user, admin]) {
      expect(await refusalStatus(by.collection('stock_movements').update(hidden.id, { quantity: 1 }))).toBe(403);
      expect(await refusalStatus(by.collection('stock_movements').update(hidden.id, { deleted: true }))).toBe(403);
      expect(await refusalStatus(by.collection('stock_movements').delete(hidden.id))).toBe(403);
    }
    await root.collection('stock_movements').delete(hidden.id);
    expect((await stored('stock_movements', hidden.id)).deleted).toBe(true);
  });
});

describe('monitoring', () => {
  const record = (payload: unknown) => ({ id: newId(), kind: 'event', station: 'station-1', payload });

  it('a user sends records of at most 64 KB, up to a daily bound; only an admin reads and deletes them', async () => {
    const sender = await signedInUser(server);
    const sent = record({ event: 'scan', page: '/activeOrders/' });
    await sender.collection('monitoring').create(sent);
    expect(await refusalStatus(sender.collection('monitoring').create(record({ text: 'x'.repeat(70_000) })))).toBe(400);
    expect(await refusalStatus(sender.collection('monitoring').delete(sent.id))).toBe(404);
    expect(await refusalStatus(sender.collection('monitoring').update(sent.id, { kind: 'error' }))).toBe(403);

    // 16 MB a day: the first record and 256 of 64 KB; the next one is over it.
    const big = { text: 'y'.repeat(64 * 1024 - 20) };
    let accepted = 1;
    let status = 0;
    while (status === 0 && accepted < 400) {
      try {
        await sender.collection('monitoring').create(record(big));
        accepted += 1;
      } catch (error) {
        status = (error as { status: number }).status;
      }
    }
    expect({ status, accepted }).toEqual({ status: 429, accepted: 257 });
    // Another user's station is not held up by it.
    await other.collection('monitoring').create(record({ event: 'heartbeat' }));

    expect((await admin.collection('monitoring').getOne(sent.id)).kind).toBe('event');
    await admin.collection('monitoring').delete(sent.id);
    expect(await refusalStatus(admin.collection('monitoring').getOne(sent.id))).toBe(404);
  });
});

describe('users', () => {
  it("a user changes their own lastLoginAt, name and password, nothing of anyone else's, and not their role, e-mail or verification", async () => {
    const self = await signedInUser(server);
    const id = idOf(self);
    await self.collection('users').update(id, { lastLoginAt: new Date().toISOString(), name: 'Packer' });
    expect(await refusalStatus(self.collection('users').update(id, { role: 'admin' }))).toBe(404);
    expect(await refusalStatus(self.collection('users').update(id, { email: 'someone@example.com' }))).toBe(400);
    expect(await refusalStatus(self.collection('users').update(id, { verified: false }))).toBe(400);
    expect(await refusalStatus(self.collection('users').update(idOf(other), { name: 'x' }))).toBe(404);
    expect(await refusalStatus(self.collection('users').delete(id))).toBe(404);
    // Last: a new password ends the sign-in's token.
    const password = 'another-horse-7';
    await self.collection('users').update(id, { oldPassword: TEST_PASSWORD, password, passwordConfirm: password });
    expect(await stored('users', id)).toMatchObject({ name: 'Packer', role: 'user', verified: true });
  });

  it('an admin manages the accounts but not their own removal, and the last admin stays an admin', async () => {
    const boss = await signedInAdmin(server);
    const account = await boss
      .collection('users')
      .create({ email: `new-${newId()}@example.com`, password: TEST_PASSWORD, passwordConfirm: TEST_PASSWORD, role: 'user' });
    await boss.collection('users').update(account.id, { role: 'admin' });
    await boss.collection('users').update(account.id, { role: 'user' });
    await boss.collection('users').delete(account.id);
    expect(await refusalStatus(boss.collection('users').delete(idOf(boss)))).toBe(404);

    // Two admins (boss and the suite's): one may step down, the one left may not.
    try {
      await admin.collection('users').update(idOf(admin), { role: 'user' });
      expect(await refusalStatus(boss.collection('users').update(idOf(boss), { role: 'user' }))).toBe(403);
      expect(await refusalStatus(root.collection('users').update(idOf(boss), { role: 'user' }))).toBe(403);
      expect(await refusalStatus(root.collection('users').delete(idOf(boss)))).toBe(403);
      expect((await stored('users', idOf(boss))).role).toBe('admin');
    } finally {
      await root.collection('users').update(idOf(admin), { role: 'admin' });
      await root.collection('users').update(idOf(boss), { role: 'admin' });
    }
  });
});

describe('the other collections', () => {
  it('categories and products: a user creates and changes them; only an admin deletes one', async () => {
    const category = newId();
    await user.collection('categories').create({ id: category, name: `Category ${category}` });
    await other.collection('categories').update(category, { description: 'Sandalwood' });
    expect(await refusalStatus(other.collection('categories').update(category, { deleted: true }))).toBe(404);
    expect(await refusalStatus(other.collection('categories').delete(category))).toBe(404);
    await admin.collection('categories').delete(category);
    expect(await stored('categories', category)).toMatchObject({ description: 'Sandalwood', deleted: true });
  });

  it('merge batches and packing marks: a user records one; nobody but a superuser changes or deletes it', async () => {
    const mark = { id: newId(), platform: 'amazon', orderId: `O-${newId()}`, awb: 'A', date: '2026-01-02', packedAt: '' };
    await user.collection('packing_marks').create(mark);
    const answer = await admin.collection('packing_marks').update(mark.id, { orderId: 'changed', deleted: true });
    expect(answer).toMatchObject({ orderId: mark.orderId, deleted: false, packedBy: emailOf(user) });
    expect(await refusalStatus(admin.collection('packing_marks').delete(mark.id))).toBe(403);
  });

  it('every collection: who made a record and its pull number are the server’s, whatever a station sends', async () => {
    const transaction = await user
      .collection('transactions')
      .create({ id: newId(), hash: `hash-${newId()}`, data: DATA, syncSeq: 999_999, recordedBy: 'x' });
    const file = await user
      .collection('files')
      .create(fileForm({ id: newId(), name: 'a.pdf', kind: 'report', uploadedBy: emailOf(admin) }, pdf('a')));
    const self = await user.collection('users').update(idOf(user), { syncSeq: 999_999 });
    expect([transaction.syncSeq, self.syncSeq].every((seq) => Number(seq) < 999_999)).toBe(true);
    expect(file.uploadedBy).toBe(emailOf(user));
  });
});
