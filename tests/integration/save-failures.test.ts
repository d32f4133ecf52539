import 'fake-indexeddb/auto';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOOKS_DIR } from '../../pocketbase/scripts/server';
import { AppDatabase } from '../../src/db/database';
import { saveRecords } from '../../src/db/writes';
import { newId } from '../../src/domain/ids';
import { pushOutbox } from '../../src/sync/push';
import { signedInUser, startTestServer, type TestServer } from '../support/pocketbase';
import { plainCategory, plainMovement } from '../support/records';

/**
 * Test only: while the file `save-fault` is in the hooks dir, every record save fails inside the
 * database layer with a plain Go error, as a locked or busy SQLite database fails it: no field of
 * the record is at fault.
 */
const FAULT_HOOK = `
onRecordCreate((e) => {
  try {
    $os.stat(__hooks + '/save-fault');
  } catch (notThere) {
    return e.next();
  }
  e.app.db().newQuery('SELECT * FROM database_is_locked').execute();
});
`;

let server: TestServer;
let hooksDir: string;
let pb: PocketBase;
const fault = () => join(hooksDir, 'save-fault');

beforeAll(async () => {
  hooksDir = await mkdtemp(join(tmpdir(), 'pb-hooks-'));
  await cp(HOOKS_DIR, hooksDir, { recursive: true });
  await writeFile(join(hooksDir, 'test_save_fault.pb.js'), FAULT_HOOK);
  server = await startTestServer({ hooksDir });
  pb = await signedInUser(server);
});

afterAll(async () => {
  await server.cleanup();
  await rm(hooksDir, { recursive: true, force: true });
});

/**
 * Pushes the outbox while saves fail; the first retry comes after the fault is gone. Answers what
 * the push did and the statuses of the failed answers.
 */
async function pushThroughFault(db: AppDatabase) {
  await writeFile(fault(), '');
  let waits = 0;
  const result = await pushOutbox(db, pb, {
    sleep: async () => {
      waits += 1;
      await rm(fault(), { force: true });
    },
  });
  return { result, waits };
}

describe('a save that fails for a reason that is not the record (docs/SPEC.md §18: busy is not refused)', () => {
  it('keeps stock movements in the outbox and pushes them once the fault is gone', async () => {
    const category = newId();
    await pb.collection('categories').create({ id: category, name: `Category ${category}` });
    const db = new AppDatabase(`save-failures-${newId()}`);
    await saveRecords(db, 'stockMovements', [plainMovement(category, 5), plainMovement(category, 2)]);

    const { result, waits } = await pushThroughFault(db);

    expect(result.refused).toEqual([]);
    expect(waits).toBe(1);
    expect(result).toMatchObject({ pushed: 2, error: null });
    expect(await db.outbox.count()).toBe(0);
    expect((await pb.collection('categories').getOne(category)).inventory?.totalQuantity).toBe(7);
    await db.delete();
  });

  it('keeps records sent through /api/batch in the outbox and pushes them once the fault is gone', async () => {
    const db = new AppDatabase(`save-failures-${newId()}`);
    const categories = [plainCategory(`Fault ${newId()}`), plainCategory(`Fault ${newId()}`)];
    await saveRecords(db, 'categories', categories);

    const { result, waits } = await pushThroughFault(db);

    expect(result.refused).toEqual([]);
    expect(waits).toBe(1);
    expect(result).toMatchObject({ pushed: 2, error: null });
    expect(await db.outbox.count()).toBe(0);
    for (const { id } of categories) expect((await pb.collection('categories').getOne(id)).id).toBe(id);
    await db.delete();
  });
});
