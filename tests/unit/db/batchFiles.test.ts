import { afterEach, describe, expect, it } from 'vitest';
import { batchFilesOfDay } from '../../../src/db/batchFiles';
import type { AppDatabase } from '../../../src/db/database';
import { saveRecords } from '../../../src/db/writes';
import { freshDatabase, storedFile } from './fixtures';

let db: AppDatabase;

afterEach(async () => {
  await db?.delete();
});

describe("the files of a day's merges", () => {
  it('lists the merged labels first, then the marketplace downloads, oldest first, waiting or stored', async () => {
    db = freshDatabase();
    await saveRecords(db, 'files', [
      storedFile({ name: 'amazon.pdf', kind: 'marketplace-download', batchId: 'b1', createdAt: '2025-01-02T09:00:00.000Z' }),
      storedFile({ name: 'merged-2.pdf', kind: 'merged-labels', batchId: 'b2', createdAt: '2025-01-02T11:00:00.000Z' }),
      storedFile({ name: 'merged-1.pdf', kind: 'merged-labels', batchId: 'b1', uploaded: true, blob: null }),
      storedFile({ name: 'flipkart.pdf', kind: 'marketplace-download', batchId: 'b1', createdAt: '2025-01-02T09:00:00.000Z' }),
    ]);
    expect((await batchFilesOfDay(db, '2025-01-02')).map((file) => file.name)).toEqual([
      'merged-1.pdf',
      'merged-2.pdf',
      'amazon.pdf',
      'flipkart.pdf',
    ]);
  });

  it('leaves out other days, files of no merge and deleted files', async () => {
    db = freshDatabase();
    await saveRecords(db, 'files', [
      storedFile({ name: 'kept.pdf', kind: 'merged-labels', batchId: 'b1' }),
      storedFile({ name: 'yesterday.pdf', kind: 'merged-labels', batchId: 'b0', day: '2025-01-01' }),
      storedFile({ name: 'report.csv', kind: 'report', batchId: '' }),
      storedFile({ name: 'deleted.pdf', kind: 'merged-labels', batchId: 'b1', deleted: true }),
    ]);
    expect((await batchFilesOfDay(db, '2025-01-02')).map((file) => file.name)).toEqual(['kept.pdf']);
    expect(await batchFilesOfDay(db, '2025-01-03')).toEqual([]);
  });
});
