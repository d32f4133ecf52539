import { afterEach, describe, expect, it } from 'vitest';
import { applyPulledPage, type PulledRecord, type PullPass } from '../../../src/db/applyPulled';
import type { AppDatabase } from '../../../src/db/database';
import { patchRecord, saveRecord } from '../../../src/db/writes';
import type { Product } from '../../../src/domain/records';
import { freshDatabase, product } from '../db/fixtures';

const T1 = '2025-02-01 10:00:00.100Z';
const T2 = '2025-02-01 10:00:00.200Z';
const DONE = { at: '2025-02-01T10:00:05.000Z' };

function serverCopy(base: Product, syncSeq: number, updated: string, changes: Partial<Product> = {}): PulledRecord {
  return { ...base, ...changes, syncSeq, updated };
}

const sameIncarnation = (incarnation: string): PullPass => ({ incarnation, fromStart: null });
const fromStart = (incarnation: string, listed: readonly string[]): PullPass => ({
  incarnation,
  fromStart: { listed: new Set(listed) },
});

describe('a pull again from the start, under a new server incarnation', () => {
  let db: AppDatabase;

  afterEach(async () => {
    await db?.delete();
  });

  it("takes the server's copy over one numbered higher by writes the server lost, and skips the same version", async () => {
    db = freshDatabase();
    const renamed = product({ sku: 'RENAMED' });
    const untouched = product({ sku: 'UNTOUCHED' });
    await applyPulledPage(db, 'products', [serverCopy(untouched, 3, T1)], 3, null, sameIncarnation('A'));
    // Renamed after the backup: the station saw write 9, the restored server has write 4.
    await applyPulledPage(db, 'products', [serverCopy(renamed, 9, T2, { name: 'lost name' })], 9, DONE, sameIncarnation('A'));

    const page = [serverCopy(untouched, 3, T1), serverCopy(renamed, 4, T1, { name: 'backup name' })];
    const outcome = await applyPulledPage(db, 'products', page, 4, DONE, fromStart('B', [untouched.id, renamed.id]));

    expect(outcome).toEqual({ written: 1, deleted: 0, unchanged: 1 });
    expect(await db.products.get(renamed.id)).toMatchObject({ name: 'backup name', syncSeq: 4, updated: T1 });
  });

  it('drops on its last page the records the server did not list, except those still in the outbox', async () => {
    db = freshDatabase();
    const kept = product({ sku: 'KEPT' });
    const ghost = product({ sku: 'GHOST' });
    const editedGhost = product({ sku: 'EDITED-GHOST' });
    const pass = sameIncarnation('A');
    await applyPulledPage(
      db,
      'products',
      [serverCopy(kept, 1, T1), serverCopy(ghost, 2, T1), serverCopy(editedGhost, 3, T1)],
      3,
      DONE,
      pass,
    );
    await patchRecord(db, 'products', editedGhost.id, { name: 'edited offline' });
    const madeOffline = product({ sku: 'MADE-OFFLINE' });
    await saveRecord(db, 'products', madeOffline);
    await db.users.put({ id: 'user00000000001', email: 'a@example.com', role: 'user', created: T1, lastLoginAt: '' });

    const notLast = await applyPulledPage(db, 'products', [serverCopy(kept, 1, T1)], 1, null, fromStart('B', [kept.id]));
    expect(notLast.deleted).toBe(0);
    expect(await db.products.get(ghost.id)).toBeDefined();

    const last = await applyPulledPage(db, 'products', [], null, DONE, fromStart('B', [kept.id]));
    expect(last.deleted).toBe(1);
    expect((await db.products.toArray()).map((row) => row.sku).sort()).toEqual(['EDITED-GHOST', 'KEPT', 'MADE-OFFLINE']);
    expect(await db.products.get(editedGhost.id)).toMatchObject({ name: 'edited offline' });
    expect(await db.outbox.count()).toBe(2);

    // The local user record is the signed-in user's own, not a mirror of a server list.
    await applyPulledPage(db, 'users', [], null, DONE, fromStart('B', []));
    expect(await db.users.count()).toBe(1);
  });

  it('saves the new incarnation only with the last page, so a pull cut short starts again from the start', async () => {
    db = freshDatabase();
    const record = product();
    await applyPulledPage(db, 'products', [serverCopy(record, 5, T1)], 5, DONE, sameIncarnation('A'));
    expect(await db.syncState.get('products')).toMatchObject({ cursorSeq: 5, incarnation: 'A' });

    await db.syncState.update('products', { cursorSeq: 0 });
    await applyPulledPage(db, 'products', [serverCopy(record, 2, T1)], 2, null, fromStart('B', [record.id]));
    expect(await db.syncState.get('products')).toMatchObject({ cursorSeq: 2, incarnation: 'A' });

    await applyPulledPage(db, 'products', [], null, DONE, fromStart('B', [record.id]));
    expect(await db.syncState.get('products')).toMatchObject({ cursorSeq: 2, incarnation: 'B', lastSyncedAt: DONE.at });
  });

  it('keeps the saved incarnation when a page comes without one', async () => {
    db = freshDatabase();
    await applyPulledPage(db, 'products', [], 4, DONE, sameIncarnation('A'));
    await applyPulledPage(db, 'products', [], 6, null);
    expect(await db.syncState.get('products')).toMatchObject({ cursorSeq: 6, incarnation: 'A' });
  });
});
