import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/domain/ids';
import { signedInAdmin } from '../support/signedInAdmin';
import { refusalStatus, signedInUser, superuserClient } from '../support/pocketbase';
import { serverForTests } from '../support/serverForTests';

/**
 * Stored files on the real PocketBase (docs/SPEC.md §15; migration 1767225740_files_metadata.js and
 * pb_hooks/files.pb.js): token-only downloads, metadata, admin-only deletion, expiry by the cron job.
 */

const server = serverForTests();
let user: PocketBase;
let admin: PocketBase;
let superuser: PocketBase;

const PDF = new TextEncoder().encode('%PDF-1.7\n% stored file test\n');

function form(fields: Record<string, string>, bytes: Uint8Array<ArrayBuffer> | null = PDF, type = 'application/pdf'): FormData {
  const body = new FormData();
  body.append('id', newId());
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (bytes) body.append('file', new Blob([bytes], { type }), fields.name ?? 'file.pdf');
  return body;
}

const upload = (pb: PocketBase, fields: Record<string, string> = {}) =>
  pb.collection('files').create(
    form({
      name: 'labels.pdf',
      contentType: 'application/pdf',
      size: String(PDF.length),
      day: '2026-11-24',
      kind: 'other',
      ...fields,
    }),
  );

beforeAll(async () => {
  user = await signedInUser(server, 'packer@example.com');
  admin = await signedInAdmin(server);
  superuser = await superuserClient(server);
});

describe('stored files', () => {
  it('stores an upload with its metadata and the uploader from the sign-in', async () => {
    const record = await upload(user, { uploadedBy: 'someone-else@example.com', station: 'st-1', description: 'the day' });
    expect(record).toMatchObject({
      name: 'labels.pdf',
      day: '2026-11-24',
      kind: 'other',
      station: 'st-1',
      description: 'the day',
    });
    expect(record.uploadedBy).toBe('packer@example.com');
    expect(record.file).toMatch(/^labels.*\.pdf$/);
    expect(record.expiresAt).toBe('');
  });

  it('gives merged labels a 30-day expiry unless one is chosen', async () => {
    const merged = await upload(user, { kind: 'merged-labels' });
    const days = (Date.parse(merged.expiresAt as string) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const chosen = await upload(user, { kind: 'merged-labels', expiresAt: '2027-01-01T00:00:00.000Z' });
    expect(chosen.expiresAt).toBe('2027-01-01T00:00:00.000Z');
  });

  it('refuses a record without its bytes, a file over 50 MB and a type it does not keep', async () => {
    expect(await refusalStatus(user.collection('files').create(form({ name: 'empty.pdf' }, null)))).toBe(400);
    const big = new Uint8Array(50 * 1024 * 1024 + 1);
    expect(await refusalStatus(user.collection('files').create(form({ name: 'big.pdf' }, big)))).toBe(400);
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]);
    expect(
      await refusalStatus(user.collection('files').create(form({ name: 'tool.exe' }, exe, 'application/octet-stream'))),
    ).toBe(400);
  });

  it('keeps CSV, text and spreadsheet files', async () => {
    const csv = await user
      .collection('files')
      .create(form({ name: 'report.csv' }, new TextEncoder().encode('a,b\n1,2\n'), 'text/csv'));
    expect(csv.file).toMatch(/\.csv$/);
  });

  it('serves the bytes with a file token only, never anonymously', async () => {
    const record = await upload(user);
    const url = user.files.getURL(record, record.file as string);
    expect((await fetch(url)).status).toBeGreaterThanOrEqual(400);
    const token = await user.files.getToken();
    const response = await fetch(user.files.getURL(record, record.file as string, { token }));
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF);
    const anonymous = await fetch(`${server.url}/api/collections/files/records/${record.id}`);
    expect(anonymous.status).toBe(404);
  });

  it('lets a user edit the metadata but not the uploader', async () => {
    const record = await upload(user);
    const edited = await user.collection('files').update(record.id, {
      description: 'Flipkart labels, morning',
      kind: 'marketplace-download',
      day: '2026-11-23',
      uploadedBy: 'mallory@example.com',
    });
    expect(edited).toMatchObject({ description: 'Flipkart labels, morning', kind: 'marketplace-download', day: '2026-11-23' });
    expect(edited.uploadedBy).toBe('packer@example.com');
    expect(edited.file).toBe(record.file);
  });

  it('lets only an admin delete, leaving a tombstone without the bytes', async () => {
    const record = await upload(user);
    expect(await refusalStatus(user.collection('files').delete(record.id))).toBe(404);
    expect(await refusalStatus(user.collection('files').update(record.id, { deleted: true }))).toBe(404);
    await admin.collection('files').delete(record.id);
    const tombstone = await admin.collection('files').getOne(record.id);
    expect(tombstone.deleted).toBe(true);
    expect(tombstone.file).toBe('');
    const token = await admin.files.getToken();
    expect((await fetch(admin.files.getURL(record, record.file as string, { token }))).status).toBe(404);
  });

  it('deletes expired files when the cron job runs, and leaves the others', async () => {
    const jobs = await superuser.crons.getFullList();
    expect(jobs.map((job) => job.id)).toContain('expiredFiles');
    const expired = await upload(user, { kind: 'merged-labels', expiresAt: new Date(Date.now() - 1000).toISOString() });
    const later = await upload(user, { kind: 'merged-labels' });
    const never = await upload(user, { kind: 'report' });

    // PocketBase runs a cron job asked for by the API in the background: its effect is polled for.
    await superuser.crons.run('expiredFiles');
    const read = () => Promise.all([expired, later, never].map((r) => admin.collection('files').getOne<RecordModel>(r.id)));
    await expect.poll(async () => (await read())[0]?.deleted, { timeout: 10_000 }).toBe(true);

    const states = await read();
    expect(states.map((r) => r.deleted)).toEqual([true, false, false]);
    expect(states[0]?.file).toBe('');
    expect(states[1]?.file).toBe(later.file);
  });
});
