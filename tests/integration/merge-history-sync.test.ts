import 'fake-indexeddb/auto';
import type PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { AppDatabase } from '../../src/db/database';
import { mergeBatchesOfDay } from '../../src/db/mergeBatches';
import { recordMerge } from '../../src/db/mergeRecording';
import { markPacked, packingDayOf } from '../../src/db/packing';
import { newId } from '../../src/domain/ids';
import type { MergeBatchDetails } from '../../src/domain/orders/mergeBatch';
import type { OrderLineDraft } from '../../src/domain/orders/orderLines';
import { pullAll } from '../../src/sync/pull';
import { pushOutbox } from '../../src/sync/push';
import { refusalStatus, signedInUser, superuserClient } from '../support/pocketbase';
import { serverForTests } from '../support/serverForTests';
import { stationDatabases } from '../support/stationDatabases';

/**
 * Merge batches and packing marks between two stations and the real PocketBase (docs/SPEC.md §13): each
 * batch reaches the other station once; the same parcel scanned on both, offline, ends as one mark
 * on the server and on both stations, the first to arrive; nobody but a superuser changes history.
 */

const server = serverForTests();
const newDatabase = stationDatabases('merge-history');

interface Station {
  db: AppDatabase;
  pb: PocketBase;
  email: string;
}

async function station(): Promise<Station> {
  const db = newDatabase();
  const email = `packer-${newId()}@example.com`;
  return { db, pb: await signedInUser(server, email), email };
}

async function sync(member: Station): Promise<void> {
  const result = await pushOutbox(member.db, member.pb, { sleep: async () => {} });
  expect(result.error).toBeNull();
  expect(result.refused).toEqual([]);
  await pullAll(member.db, member.pb);
  expect(await member.db.outbox.count()).toBe(0);
}

const DAY = '2030-03-04';

const draft = (orderId: string, awb = ''): OrderLineDraft => ({
  date: DAY,
  name: 'Kaudi shells',
  quantity: '1',
  type: awb ? 'flipkart' : 'amazon',
  sku: 'KAUDI-21',
  orderId,
  awb,
  categoryId: '',
  category: '',
});

const details = (member: Station, name: string): MergeBatchDetails => ({
  date: DAY,
  createdBy: member.email,
  station: `station-of-${member.email}`,
  files: [{ name, platform: 'flipkart', pages: 2 }],
});

describe('merge batches and packing marks between two stations', () => {
  it('brings each batch to the other station once, with its lines, and the same parcel packed on both to one mark', async () => {
    const [first, second] = [await station(), await station()];
    const one = await recordMerge(first.db, details(first, 'first.pdf'), [draft('OD-A', 'FMPP1000000001'), draft('402-1')]);
    const two = await recordMerge(second.db, details(second, 'second.pdf'), [draft('OD-B', 'FMPP1000000002')]);
    await sync(first);
    await sync(second);
    await sync(first);

    for (const member of [first, second]) {
      const batches = await mergeBatchesOfDay(member.db, DAY);
      expect(batches.map((batch) => batch.id).sort()).toEqual([one.batch.id, two.batch.id].sort());
      expect(batches.find((batch) => batch.id === one.batch.id)).toMatchObject({
        createdBy: first.email,
        recordedLines: 2,
        files: [{ name: 'first.pdf', platform: 'flipkart', pages: 2 }],
        platformCounts: { amazon: 1, flipkart: 1 },
      });
      expect(await member.db.orderLines.count()).toBe(3);
    }
    const admin = await superuserClient(server);
    expect(await admin.collection('merge_batches').getFullList({ filter: `date = "${DAY}"` })).toHaveLength(2);

    // Both stations offline scan the same parcel; each has its own mark until it syncs.
    const packedFirst = await markPacked(first.db, 'FMPP1000000002', DAY, first.email, new Date('2030-03-04T10:00:00.000Z'));
    const packedSecond = await markPacked(second.db, 'OD-B', DAY, second.email, new Date('2030-03-04T10:05:00.000Z'));
    expect([packedFirst.outcome, packedSecond.outcome]).toEqual(['packed', 'packed']);
    await sync(second);
    await sync(first);
    await sync(second);

    const marks = await admin.collection('packing_marks').getFullList({ filter: `date = "${DAY}"` });
    expect(marks).toHaveLength(1);
    expect(marks[0]).toMatchObject({ orderId: 'OD-B', awb: 'FMPP1000000002', packedBy: second.email });
    for (const member of [first, second]) {
      const day = await packingDayOf(member.db, DAY);
      expect(day.packed.map(({ mark }) => [mark.id, mark.packedBy, mark.packedAt])).toEqual([
        [marks[0]?.id, second.email, '2030-03-04T10:05:00.000Z'],
      ]);
      // One merge's parcels: Amazon before Flipkart (domain/orders/parcels.ts).
      expect(day.notPacked.map((parcel) => parcel.orderId)).toEqual(['402-1', 'OD-A']);
      expect(await markPacked(member.db, 'FMPP1000000002', DAY, member.email)).toMatchObject({
        outcome: 'already-packed',
        mark: { packedBy: second.email },
      });
    }
  });

  it('sets who made a batch or mark from the sign-in, and lets no user change or delete one', async () => {
    const member = await station();
    const { batch } = await recordMerge(member.db, { ...details(member, 'x.pdf'), createdBy: 'someone-else@example.com' }, [
      draft('OD-C', 'FMPP1000000003'),
    ]);
    const marked = await markPacked(member.db, 'OD-C', DAY, 'someone-else@example.com');
    await sync(member);
    const stored = await member.pb.collection('merge_batches').getOne(batch.id);
    expect(stored.createdBy).toBe(member.email);
    expect((await member.db.mergeBatches.get(batch.id))?.createdBy).toBe(member.email);
    if (marked.outcome !== 'packed') throw new Error('not packed');
    expect((await member.pb.collection('packing_marks').getOne(marked.mark.id)).packedBy).toBe(member.email);

    const changed = await member.pb.collection('merge_batches').update(batch.id, { recordedLines: 99, deleted: true });
    expect(changed).toMatchObject({ recordedLines: 1, deleted: false });
    expect(await refusalStatus(member.pb.collection('merge_batches').delete(batch.id))).toBe(403);
    expect(await refusalStatus(member.pb.collection('packing_marks').delete(marked.mark.id))).toBe(403);
    const admin = await superuserClient(server);
    expect((await admin.collection('merge_batches').getOne(batch.id)).recordedLines).toBe(1);
  });
});
