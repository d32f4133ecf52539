import 'fake-indexeddb/auto';
import type PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { AppDatabase } from '../../src/db/database';
import { handoverDayOf, markHandedOver } from '../../src/db/handover';
import { recordOrderLines } from '../../src/db/orderLines';
import { markPacked } from '../../src/db/packing';
import { newId } from '../../src/domain/ids';
import type { OrderLineDraft } from '../../src/domain/orders/orderLines';
import { pullAll } from '../../src/sync/pull';
import { pushOutbox } from '../../src/sync/push';
import { refusalStatus, signedInUser, superuserClient } from '../support/pocketbase';
import { serverForTests } from '../support/serverForTests';
import { stationDatabases } from '../support/stationDatabases';

/**
 * The courier handover between two stations and the real PocketBase (docs/SPEC.md §19): each line keeps
 * its courier; the same parcel scanned into the bag on both stations, offline, ends as one mark,
 * the first to arrive, on the server and on both; a parcel of another courier is not handed over.
 */

const server = serverForTests();
const newDatabase = stationDatabases('handover');

interface Station {
  db: AppDatabase;
  pb: PocketBase;
  email: string;
}

async function station(): Promise<Station> {
  const email = `packer-${newId()}@example.com`;
  return { db: newDatabase(), pb: await signedInUser(server, email), email };
}

async function sync(member: Station): Promise<void> {
  const result = await pushOutbox(member.db, member.pb, { sleep: async () => {} });
  expect(result.error).toBeNull();
  expect(result.refused).toEqual([]);
  await pullAll(member.db, member.pb);
  expect(await member.db.outbox.count()).toBe(0);
}

const DAY = '2030-06-01';
const draft = (orderId: string, awb: string, courier: string): OrderLineDraft => ({
  date: DAY,
  name: 'Kaudi shells',
  quantity: '1',
  type: awb ? 'flipkart' : 'amazon',
  sku: 'KAUDI-21',
  orderId,
  awb,
  courier,
  categoryId: '',
  category: '',
});

describe('the courier handover between two stations', () => {
  it('makes the same parcel scanned on both one mark, and counts each courier', async () => {
    const [first, second] = [await station(), await station()];
    await recordOrderLines(first.db, [
      draft('OD-H1', 'FMPP6000000001', 'E-Kart Logistics'),
      draft('OD-H2', 'FMPP6000000002', 'E-Kart Logistics'),
      draft('OD-H3', 'FMPP6000000003', 'Delhivery'),
      draft('403-H4', '', 'Amazon'),
    ]);
    await markPacked(first.db, 'OD-H1', DAY, first.email);
    await sync(first);
    await sync(second);
    const admin = await superuserClient(server);
    expect((await admin.collection('order_lines').getFullList({ filter: 'orderId = "OD-H3"' }))[0]?.courier).toBe('Delhivery');

    expect(await markHandedOver(second.db, 'FMPP6000000003', DAY, 'E-Kart Logistics', second.email)).toMatchObject({
      outcome: 'other-courier',
      courier: 'Delhivery',
    });
    const at = (minute: number) => new Date(`2030-06-01T16:0${minute}:00.000Z`);
    expect((await markHandedOver(second.db, 'FMPP6000000001', DAY, 'E-Kart Logistics', second.email, at(1))).outcome).toBe(
      'handed-over',
    );
    expect((await markHandedOver(first.db, 'OD-H1', DAY, 'E-Kart Logistics', first.email, at(3))).outcome).toBe('handed-over');
    await sync(second);
    await sync(first);
    await sync(second);

    const marks = await admin.collection('handover_marks').getFullList({ filter: `date = "${DAY}"` });
    expect(marks).toHaveLength(1);
    expect(marks[0]).toMatchObject({ orderId: 'OD-H1', courier: 'E-Kart Logistics', handedOverBy: second.email });
    for (const member of [first, second]) {
      const day = await handoverDayOf(member.db, DAY);
      expect(
        day.map(({ courier, parcels, packed, handedOver, left }) => [
          courier,
          parcels,
          packed,
          handedOver,
          left.map((p) => p.orderId),
        ]),
      ).toEqual([
        ['Amazon', 1, 0, 0, ['403-H4']],
        ['Delhivery', 1, 0, 0, ['OD-H3']],
        ['E-Kart Logistics', 2, 1, 1, ['OD-H2']],
      ]);
      expect(await markHandedOver(member.db, 'FMPP6000000001', DAY, 'E-Kart Logistics', member.email)).toMatchObject({
        outcome: 'already-handed-over',
        mark: { handedOverBy: second.email, handedOverAt: '2030-06-01T16:01:00.000Z' },
      });
    }
    const id = marks[0]?.id as string;
    expect(await first.pb.collection('handover_marks').update(id, { courier: 'Delhivery' })).toMatchObject({
      courier: 'E-Kart Logistics',
    });
    expect(await refusalStatus(first.pb.collection('handover_marks').delete(id))).toBe(403);
  });
});
