import { afterEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../src/db/database';
import {
  addStoredFiles,
  deleteStoredFiles,
  dropRefusedUpload,
  editFileMetadata,
  holdFileOpen,
  letGoOfFile,
  markUploaded,
  refusedUploads,
  UPLOAD_REFUSED,
  waitingUploads,
} from '../../../src/db/storedFiles';
import { keepRefusedChanges } from '../../../src/db/refusedChanges';
import { freshDatabase } from './fixtures';

let db: AppDatabase;

afterEach(async () => {
  await db?.delete();
});

const pdf = () => new Blob(['%PDF-1.7\n'], { type: 'application/pdf' });
const NOW = new Date('2026-11-24T10:00:00.000Z');

describe('stored files on the station', () => {
  it('keeps added files with their bytes, waiting, and queues each record once without its bytes', async () => {
    db = freshDatabase();
    const added = await addStoredFiles(
      db,
      [
        { name: 'merged.pdf', blob: pdf(), kind: 'merged-labels', day: '2026-11-24' },
        { name: 'report.csv', blob: new Blob(['a,b\n'], { type: '' }), kind: 'report', day: '2026-11-24', keepDays: 7 },
      ],
      'st-1',
      NOW,
    );
    expect(added.map((f) => [f.contentType, f.expiresAt, f.station])).toEqual([
      ['application/pdf', '2026-12-24T10:00:00.000Z', 'st-1'],
      ['text/csv', '2026-12-01T10:00:00.000Z', 'st-1'],
    ]);
    expect((await waitingUploads(db)).map((f) => f.name)).toEqual(['merged.pdf', 'report.csv']);
    const entries = await db.outbox.toArray();
    expect(entries.map((e) => [e.collection, e.op])).toEqual([
      ['files', 'upsert'],
      ['files', 'upsert'],
    ]);
    expect(entries[0]?.payload.blob).toBeUndefined();
  });

  it('refuses the lot, writing nothing, when one file would be refused', async () => {
    db = freshDatabase();
    const files = [
      { name: 'ok.pdf', blob: pdf(), kind: 'other' as const, day: '2026-11-24' },
      { name: 'tool.exe', blob: new Blob(['MZ']), kind: 'other' as const, day: '2026-11-24' },
    ];
    await expect(addStoredFiles(db, files, 'st-1')).rejects.toThrow(
      'tool.exe: only PDF, image, CSV, TXT and Excel files are stored',
    );
    expect(await db.files.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends only the changed metadata and tombstones a deletion', async () => {
    db = freshDatabase();
    const [file] = await addStoredFiles(db, [{ name: 'a.pdf', blob: pdf(), kind: 'other', day: '2026-11-24' }], 'st-1');
    const id = file?.id ?? '';
    await editFileMetadata(db, id, { description: 'for the packer' });
    await deleteStoredFiles(db, [id]);
    const entries = await db.outbox.toArray();
    expect(entries.slice(1).map((e) => [e.op, e.payload])).toEqual([
      ['upsert', { description: 'for the packer' }],
      ['delete', { deleted: true }],
    ]);
    expect((await db.files.get(id))?.deleted).toBe(true);
    expect(await waitingUploads(db)).toEqual([]);
  });

  it('releases the local bytes once uploaded, unless the viewer holds the file open', async () => {
    db = freshDatabase();
    const [a, b] = await addStoredFiles(
      db,
      [
        { name: 'a.pdf', blob: pdf(), kind: 'other', day: '2026-11-24' },
        { name: 'b.pdf', blob: pdf(), kind: 'other', day: '2026-11-24' },
      ],
      'st-1',
    );
    holdFileOpen(b?.id ?? '');
    await markUploaded(db, a?.id ?? '');
    await markUploaded(db, b?.id ?? '');
    expect(await db.files.get(a?.id ?? '')).toMatchObject({ uploaded: true, blob: null });
    expect((await db.files.get(b?.id ?? ''))?.blob).toBeInstanceOf(Blob);
    await letGoOfFile(db, b?.id ?? '');
    expect((await db.files.get(b?.id ?? ''))?.blob).toBeNull();
  });

  it('tells a file the server refused from one still queued, with the reason while it is kept, and lets go of it', async () => {
    db = freshDatabase();
    const [big, small, old] = await addStoredFiles(
      db,
      ['big.pdf', 'small.pdf', 'old.pdf'].map((name) => ({ name, blob: pdf(), kind: 'other' as const, day: '2026-11-24' })),
      'st-1',
      NOW,
    );
    // The push drops a refused change from the outbox and keeps the server's reason for the top bar.
    await db.outbox.where('recordId').anyOf([big!.id, old!.id]).delete();
    await keepRefusedChanges(db, [
      {
        collection: 'files',
        recordId: big!.id,
        op: 'upsert',
        payload: {},
        status: 400,
        message: 'file: the maximum allowed file size is 52428800 bytes',
        refusedAt: NOW.toISOString(),
      },
    ]);

    const refused = await refusedUploads(db, [big!.id, small!.id, old!.id]);
    expect([...refused]).toEqual([
      [big!.id, 'file: the maximum allowed file size is 52428800 bytes'],
      [old!.id, UPLOAD_REFUSED],
    ]);

    await dropRefusedUpload(db, big!.id);
    await dropRefusedUpload(db, small!.id);
    expect((await db.files.toArray()).map((file) => file.name).sort()).toEqual(['old.pdf', 'small.pdf']);
    expect(await db.outbox.where('recordId').equals(big!.id).count()).toBe(0);
  });
});
