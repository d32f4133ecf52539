import type PocketBase from 'pocketbase';
import { expect } from 'vitest';
import { addCategory } from '../../src/db/categories';
import { categoriesWithShownQuantity, updateCategoryInventory } from '../../src/db/categoryInventory';
import type { AppDatabase } from '../../src/db/database';
import { recordOrderLines } from '../../src/db/orderLines';
import { takeOrderStock } from '../../src/db/orderStock';
import { returnParcels } from '../../src/db/returns';
import { newId } from '../../src/domain/ids';
import type { OrderLine, ReturnOutcome } from '../../src/domain/records';
import type { ReturnReceipt } from '../../src/domain/returns/returnedLines';
import { pullAll } from '../../src/sync/pull';
import { pushOutbox } from '../../src/sync/push';
import type { RunningPocketBase } from '../../pocketbase/scripts/server';
import { signedInUser } from './pocketbase';
import { stationDatabases } from './stationDatabases';

/**
 * Packing stations for the returns tests against the real PocketBase: each with its own database
 * and signed-in packer, synced in full or cut off mid-push.
 */

export interface Station {
  db: AppDatabase;
  pb: PocketBase;
  email: string;
}

export interface Shop {
  first: Station;
  second: Station;
  categoryId: string;
  line: OrderLine;
}

export const TODAY = '2030-05-20';

export const receipt = (member: Station, minute: number, outcome: ReturnOutcome = 'back-in-stock'): ReturnReceipt => ({
  outcome,
  reason: 'Undelivered (RTO)',
  receivedBy: member.email,
  receivedDay: TODAY,
  at: new Date(`2030-05-20T10:0${minute}:00.000Z`),
});

export const shownQuantity = async (member: Station, id: string) =>
  (await categoriesWithShownQuantity(member.db)).find((entry) => entry.id === id)?.inventory.totalQuantity;

/** Pushes the station's outbox, expecting nothing refused, and pulls. */
export async function sync(member: Station): Promise<void> {
  const result = await pushOutbox(member.db, member.pb, { sleep: async () => {} });
  expect(result.error).toBeNull();
  expect(result.refused).toEqual([]);
  await pullAll(member.db, member.pb);
  expect(await member.db.outbox.count()).toBe(0);
}

/**
 * Pushes the station's outbox until its first request has been answered, then loses the network
 * (requests go to a closed loopback port), as a station whose cable is pulled mid-push.
 */
export async function pushFirstRequestOnly(member: Station): Promise<void> {
  let sent = 0;
  member.pb.beforeSend = (url, options) => {
    sent += 1;
    return { url: sent > 1 ? url.replace(/^http:\/\/[^/]+/, 'http://127.0.0.1:1') : url, options };
  };
  try {
    const result = await pushOutbox(member.db, member.pb, { sleep: async () => {} });
    expect(result.pushed).toBe(1);
    expect(result.error?.kind).toBe('unavailable');
  } finally {
    member.pb.beforeSend = undefined;
  }
}

/** Stations of `server`, their databases deleted after the calling file's tests. */
export function returnStations(server: RunningPocketBase) {
  const newDatabase = stationDatabases('returns');

  async function station(): Promise<Station> {
    const email = `packer-${newId()}@example.com`;
    return { db: newDatabase(), pb: await signedInUser(server, email), email };
  }

  /**
   * Two stations that both hold a category of 10 and a merged line of 3 of it (so 7 left), its
   * order `orderId` and parcel `awb`.
   */
  async function shop(orderId: string, awb: string): Promise<Shop> {
    const [first, second] = [await station(), await station()];
    const categoryId = await addCategory(first.db, { name: `Kaudi ${newId()}` });
    await updateCategoryInventory(first.db, categoryId, 10, 'Opening stock', first.email);
    const { recorded } = await recordOrderLines(first.db, [
      {
        date: '2030-03-01',
        name: 'Kaudi shells',
        quantity: '3',
        type: 'flipkart',
        sku: 'KAUDI-21',
        orderId,
        awb,
        categoryId,
        category: 'Kaudi',
      },
    ]);
    await takeOrderStock(first.db, recorded);
    await sync(first);
    await sync(second);
    const [parcel] = await returnParcels(second.db, awb, TODAY);
    return { first, second, categoryId, line: parcel?.parcel.lines[0] as OrderLine };
  }

  return { shop };
}
