import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppDatabase } from '../../src/db/database';
import { saveRecord } from '../../src/db/writes';
import { newId } from '../../src/domain/ids';
import { pushOutbox } from '../../src/sync/push';
import { signedInUser } from '../support/pocketbase';
import { serverForTests } from '../support/serverForTests';
import { category, storedFile } from '../unit/db/fixtures';

/**
 * A file the server refuses on its way up (docs/SPEC.md §15): one over 50 MB queued by a station whose
 * check let it through (an older build). The push names the reason, goes on with the changes after
 * it, and the station keeps the file and its bytes.
 */

const server = serverForTests();
let db: AppDatabase;

beforeAll(async () => {
  db = new AppDatabase(`refused-upload-${newId()}`);
});

afterAll(async () => {
  await db?.delete();
});

describe('a file the server refuses', () => {
  it('is reported with the reason, does not hold up the queue, and stays on the station', async () => {
    const pb = await signedInUser(server);
    const bytes = new Uint8Array(51 * 1024 * 1024);
    bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
    const file = storedFile({ name: 'too-large.pdf', size: bytes.length, blob: new Blob([bytes], { type: 'application/pdf' }) });
    const after = category({ name: 'Pens' });
    await saveRecord(db, 'files', file);
    await saveRecord(db, 'categories', after);

    const result = await pushOutbox(db, pb, { sleep: async () => {} });
    expect(result.error).toBeNull();
    expect(result.refused.map(({ recordId, status, message }) => ({ recordId, status, message }))).toEqual([
      {
        recordId: file.id,
        status: 400,
        message: expect.stringMatching(/^file: Failed to upload .*the maximum allowed file size is 52428800 bytes$/),
      },
    ]);
    expect(result.pushed).toBe(1);
    expect((await pb.collection('categories').getOne(after.id)).name).toBe('Pens');
    expect(await pb.collection('files').getList(1, 1, { filter: `id = "${file.id}"` })).toMatchObject({ totalItems: 0 });
    const kept = await db.files.get(file.id);
    expect(kept).toMatchObject({ name: 'too-large.pdf', uploaded: false });
    expect(kept?.blob?.size).toBe(bytes.length);
  });
});
