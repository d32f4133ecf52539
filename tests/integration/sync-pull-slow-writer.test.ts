import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AppDatabase } from '../../src/db/database';
import { newId } from '../../src/domain/ids';
import { pullCollection } from '../../src/sync/pull';
import { signedInUser } from '../support/pocketbase';
import { startSlowWriterServer, type SlowWriterServer } from '../support/slowWriter';

// docs/SPEC.md §18: a records-API edit stamped while the server's writer is busy commits after
// records stamped seconds later. A station that pulled those first must still get the edit.

let server: SlowWriterServer;

beforeAll(async () => {
  server = await startSlowWriterServer();
});

afterAll(async () => {
  await server?.cleanup();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function product(name: string) {
  return { id: newId(), deleted: false, sku: `SKU-${newId()}`, name, description: '', platform: 'amazon', sellingPrice: 0 };
}

it('pulls an edit that waited for a busy writer after a later edit was pulled', async () => {
  const pb = await signedInUser(server);
  const slow = product(`Slow ${newId()}`);
  const quick = product(`Quick ${newId()}`);
  for (const record of [slow, quick]) await pb.collection('products').create(record);
  const db = new AppDatabase(`station-${newId()}`);
  await pullCollection(db, pb, 'products');

  const held = server.holdWriter(12_000);
  await sleep(300);
  // Stamped now, committed when the writer is free again.
  const slowEdit = pb.collection('products').update(slow.id, { description: 'edited while the writer was busy' });
  await sleep(6_000);
  // Another writer commits an edit stamped 6 s later, and the station pulls it.
  await server.setFromOtherProcess('products', quick.id, 'description', 'edited later');
  await pullCollection(db, pb, 'products');
  expect((await db.products.get(quick.id))?.description).toBe('edited later');
  expect((await db.products.get(slow.id))?.description, 'the writer was free too early for this test').toBe('');

  await held;
  await slowEdit;
  await pullCollection(db, pb, 'products');
  expect((await db.products.get(slow.id))?.description).toBe('edited while the writer was busy');
  await db.delete();
}, 60_000);
