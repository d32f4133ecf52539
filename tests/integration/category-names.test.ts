import 'fake-indexeddb/auto';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../pocketbase/scripts/server';
import { AppDatabase } from '../../src/db/database';
import { saveRecord } from '../../src/db/writes';
import { newId } from '../../src/domain/ids';
import type { Category, StockMovement } from '../../src/domain/records';
import { pushOutbox } from '../../src/sync/push';
import { refusal, signedInUser, startTestServer, superuserClient, type TestServer } from '../support/pocketbase';
import { plainCategory } from '../support/records';
import { signedInAdmin } from '../support/signedInAdmin';

describe('category names on the server', () => {
  let server: TestServer;
  let pb: PocketBase;

  beforeAll(async () => {
    server = await startTestServer();
    pb = await signedInUser(server);
  });

  afterAll(async () => {
    await server?.cleanup();
  });

  it('refuses a name another live category has, ignoring case and surrounding spaces', async () => {
    const chandan = await pb.collection('categories').create(plainCategory('Chandan'));
    const taken = { status: 400, message: "name: A category named 'Chandan' already exists" };
    expect(await refusal(pb.collection('categories').create(plainCategory('Chandan')))).toEqual(taken);
    expect(await refusal(pb.collection('categories').create(plainCategory('  chandan ')))).toEqual(taken);

    const kaudi = await pb.collection('categories').create(plainCategory('Kaudi'));
    expect(await refusal(pb.collection('categories').update(kaudi.id, { name: 'CHANDAN' }))).toEqual(taken);
    // Saving a category under its own name, or changing its case, is no clash.
    await pb.collection('categories').update(chandan.id, { name: 'chandan', description: 'Powder' });
  });

  it('lets a deleted category name be used again', async () => {
    const flags = await pb.collection('categories').create(plainCategory('Flags'));
    // Only an admin deletes a category.
    await (await signedInAdmin(server)).collection('categories').update(flags.id, { deleted: true });
    await pb.collection('categories').create(plainCategory('Flags'));
  });

  it('holds the rule in a unique index, so that concurrent creates cannot both win', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => pb.collection('categories').create(plainCategory('Gomti'), { requestKey: null })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });

  it('refuses a station’s duplicate when it syncs: set aside with the reason, the rest still sent', async () => {
    const [first, second] = [new AppDatabase(`station-${newId()}`), new AppDatabase(`station-${newId()}`)];
    await saveRecord(first, 'categories', plainCategory('Camphor'));
    await saveRecord(second, 'categories', plainCategory('camphor'));
    const other = plainCategory('Guggal');
    await saveRecord(second, 'categories', other);

    expect(await pushOutbox(first, pb)).toEqual({ pushed: 1, refused: [], error: null });
    const pushed = await pushOutbox(second, pb);
    expect(pushed.pushed).toBe(1);
    expect(pushed.refused.map(({ collection, status, message }) => ({ collection, status, message }))).toEqual([
      { collection: 'categories', status: 400, message: "name: A category named 'Camphor' already exists" },
    ]);
    expect(await pb.collection('categories').getOne(other.id)).toMatchObject({ name: 'Guggal' });
  });
});

describe('upgrading a server that has duplicate category names and unnumbered stock movements', () => {
  let server: TestServer;
  let migrations: string;

  beforeAll(async () => {
    // The migrations before these rules, then old data, then the rest.
    migrations = await mkdtemp(join(tmpdir(), 'pb-migrations-'));
    await cp(MIGRATIONS_DIR, migrations, { recursive: true });
    await writeFile(
      join(migrations, '1767225604_9_old_data.js'),
      `migrate((app) => {
        const insert = (table, row) => {
          const columns = Object.keys(row);
          app.db().newQuery('INSERT INTO ' + table + ' (' + columns.join(', ') + ') VALUES (' +
            columns.map((column) => '{:' + column + '}').join(', ') + ')').bind(row).execute();
        };
        const stamp = '2025-01-01 00:00:00.000Z';
        for (const [id, name, created] of [
          ['chandan0000001a', 'Chandan', '2025-01-01 00:00:00.000Z'],
          ['chandan0000002b', ' chandan ', '2025-01-02 00:00:00.000Z'],
          ['chandan0000003c', 'Chandan (2)', '2025-01-03 00:00:00.000Z'],
          ['chandan0000004d', 'CHANDAN', '2025-01-04 00:00:00.000Z'],
          ['kaudi0000000001', 'Kaudi', '2025-01-01 00:00:00.000Z'],
          ['kaudi0000000002', 'kaudi', '2025-01-01 00:00:00.000Z'],
        ]) {
          insert('categories', { id, name, deleted: id === 'kaudi0000000002', created, updated: stamp });
        }
        for (const id of ['movementzzzzzz1', 'movementaaaaaa2', 'movementmmmmmm3']) {
          insert('stock_movements', { id, categoryId: 'kaudi0000000001', type: 'add', quantity: 1, created: stamp, updated: stamp });
        }
      });`,
    );
    server = await startTestServer({ migrationsDir: migrations });
  });

  afterAll(async () => {
    await server?.cleanup();
    await rm(migrations, { recursive: true, force: true });
  });

  it('keeps the oldest holder of a name and numbers the others, stamping them for the stations to pull', async () => {
    const admin = await superuserClient(server);
    const categories = await admin.collection('categories').getFullList<Category>({ sort: 'created' });
    expect(categories.map((entry) => [entry.id, entry.name])).toEqual([
      ['chandan0000001a', 'Chandan'],
      ['kaudi0000000001', 'Kaudi'],
      ['kaudi0000000002', 'kaudi'],
      ['chandan0000002b', 'chandan (3)'],
      ['chandan0000003c', 'Chandan (2)'],
      ['chandan0000004d', 'CHANDAN (4)'],
    ]);
    const renamed = categories.filter((entry) => ['chandan0000002b', 'chandan0000004d'].includes(entry.id));
    for (const entry of renamed) expect(entry.updated > '2025-01-01 00:00:00.000Z').toBe(true);
  });

  it('numbers the stored stock movements in the order they were applied, stamping them for the stations to pull', async () => {
    const admin = await superuserClient(server);
    const movements = await admin.collection('stock_movements').getFullList<StockMovement>({ sort: 'sequence' });
    expect(movements.map((movement) => [movement.id, movement.sequence])).toEqual([
      ['movementzzzzzz1', 1],
      ['movementaaaaaa2', 2],
      ['movementmmmmmm3', 3],
    ]);
    expect(movements.every((movement) => movement.updated > '2025-01-01 00:00:00.000Z')).toBe(true);
  });
});
