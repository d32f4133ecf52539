import 'fake-indexeddb/auto';
import { request } from 'node:http';
import type PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { AppDatabase } from '../../src/db/database';
import {
  addStoredFiles,
  deleteStoredFiles,
  editFileMetadata,
  holdFileOpen,
  letGoOfFile,
  waitingUploads,
} from '../../src/db/storedFiles';
import { newId } from '../../src/domain/ids';
import { pullAll } from '../../src/sync/pull';
import { pushOutbox } from '../../src/sync/push';
import { startLossyProxy } from '../support/lossyProxy';
import { newClient, signedInUser, superuserClient } from '../support/pocketbase';
import { serverForTests } from '../support/serverForTests';
import { signedInAdmin } from '../support/signedInAdmin';
import { stationDatabases } from '../support/stationDatabases';

/**
 * Stored files between stations and the real PocketBase (docs/SPEC.md §15): the offline queue uploads each
 * file once, with its record, releases the local bytes once the server has them, and every station
 * sees the same files, their metadata edits and their deletion.
 */

const server = serverForTests();
const stationDb = stationDatabases('files');
const noWait = { sleep: async () => {} };

async function sync(db: AppDatabase, pb: PocketBase): Promise<void> {
  const result = await pushOutbox(db, pb, noWait);
  expect(result.error).toBeNull();
  expect(result.refused).toEqual([]);
  await pullAll(db, pb, { collections: ['files'] });
}

const pdf = (text: string) => new Blob([`%PDF-1.7\n% ${text}\n`], { type: 'application/pdf' });

async function serverBytes(pb: PocketBase, id: string): Promise<string> {
  const record = await pb.collection('files').getOne(id);
  const token = await pb.files.getToken();
  return (await fetch(pb.files.getURL(record, record.file as string, { token }))).text();
}

describe('stored files between stations', () => {
  it('uploads a waiting file once with its record, releases the local bytes, and another station sees it', async () => {
    const a = stationDb();
    const b = stationDb();
    const packer = await signedInUser(server);
    const other = await signedInUser(server);
    const [file] = await addStoredFiles(
      a,
      [{ name: 'flipkart.pdf', blob: pdf('one'), kind: 'marketplace-download', day: '2026-11-24' }],
      'st-a',
    );
    expect((await waitingUploads(a)).map((f) => f.id)).toEqual([file?.id]);

    await sync(a, packer);
    const local = await a.files.get(file?.id ?? '');
    expect(local).toMatchObject({ uploaded: true, blob: null, name: 'flipkart.pdf' });
    expect(await waitingUploads(a)).toEqual([]);
    expect(await serverBytes(packer, file?.id ?? '')).toBe('%PDF-1.7\n% one\n');

    await sync(b, other);
    const seen = await b.files.get(file?.id ?? '');
    expect(seen).toMatchObject({
      name: 'flipkart.pdf',
      kind: 'marketplace-download',
      day: '2026-11-24',
      station: 'st-a',
      uploaded: true,
    });
    expect(seen?.uploadedBy).toBe(packer.authStore.record?.email);

    await editFileMetadata(b, file?.id ?? '', { description: 'morning batch' });
    await sync(b, other);
    await sync(a, packer);
    expect((await a.files.get(file?.id ?? ''))?.description).toBe('morning batch');
    expect((await a.files.get(file?.id ?? ''))?.uploadedBy).toBe(packer.authStore.record?.email);
  });

  it('keeps the bytes of a file the viewer has open until it lets go', async () => {
    const db = stationDb();
    const packer = await signedInUser(server);
    const [file] = await addStoredFiles(db, [{ name: 'open.pdf', blob: pdf('open'), kind: 'other', day: '2026-11-24' }], 'st-a');
    const id = file?.id ?? '';
    holdFileOpen(id);
    await sync(db, packer);
    expect((await db.files.get(id))?.blob).toBeInstanceOf(Blob);
    await letGoOfFile(db, id);
    expect((await db.files.get(id))?.blob).toBeNull();
  });

  it("carries an admin's deletion to the other stations as a tombstone", async () => {
    const a = stationDb();
    const b = stationDb();
    const packer = await signedInUser(server);
    const admin = await signedInAdmin(server);
    const [file] = await addStoredFiles(a, [{ name: 'old.pdf', blob: pdf('old'), kind: 'other', day: '2026-11-20' }], 'st-a');
    await sync(a, packer);
    await sync(b, admin);
    await deleteStoredFiles(b, [file?.id ?? '']);
    await sync(b, admin);
    await sync(a, packer);
    expect(await a.files.get(file?.id ?? '')).toBeUndefined();
  });

  it('stores a file once when the answer to its upload is lost and the push tries again', async () => {
    const db = stationDb();
    const packer = await signedInUser(server);
    const proxy = await startLossyProxy(server.url);
    try {
      const viaProxy = newClient(proxy.url);
      viaProxy.authStore.save(packer.authStore.token, packer.authStore.record);
      const [file] = await addStoredFiles(
        db,
        [{ name: 'lost.pdf', blob: pdf('lost'), kind: 'other', day: '2026-11-24' }],
        'st-a',
      );
      proxy.dropResponses(1, (method, path) => method === 'POST' && path.startsWith('/api/batch'));
      const result = await pushOutbox(db, viaProxy, noWait);
      expect(proxy.dropped).toHaveLength(1);
      expect(result.error).toBeNull();
      const stored = await packer.collection('files').getFullList({ filter: `name = "lost.pdf"` });
      expect(stored.map((r) => r.id)).toEqual([file?.id]);
      expect((await db.files.get(file?.id ?? ''))?.uploaded).toBe(true);
    } finally {
      await proxy.close();
    }
  });

  it('leaves neither a record nor a half file when an upload is cut off half-way', async () => {
    const packer = await signedInUser(server);
    const superuser = await superuserClient(server);
    const id = newId();
    const form = new FormData();
    form.append('id', id);
    form.append('name', 'half.pdf');
    form.append('file', new Blob([new Uint8Array(2 * 1024 * 1024).fill(65)], { type: 'application/pdf' }), 'half.pdf');
    const body = new Request('http://x', { method: 'POST', body: form });
    const bytes = new Uint8Array(await body.arrayBuffer());
    const url = new URL(`${server.url}/api/collections/files/records`);
    await new Promise<void>((resolve) => {
      const req = request({
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          'Content-Type': body.headers.get('Content-Type') ?? '',
          'Content-Length': String(bytes.length),
          Authorization: packer.authStore.token,
        },
      });
      req.on('error', () => resolve());
      req.write(bytes.subarray(0, bytes.length / 2), () => {
        req.destroy();
        setTimeout(resolve, 300);
      });
    });
    const found = await superuser.collection('files').getList(1, 1, { filter: `id = "${id}"` });
    expect(found.totalItems).toBe(0);
  });
});
