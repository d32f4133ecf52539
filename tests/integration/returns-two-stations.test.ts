import 'fake-indexeddb/auto';
import type PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { addCategory } from '../../src/db/categories';
import { categoriesWithShownQuantity, updateCategoryInventory } from '../../src/db/categoryInventory';
import { AppDatabase } from '../../src/db/database';
import { recordOrderLines } from '../../src/db/orderLines';
import { takeOrderStock } from '../../src/db/orderStock';
import { receiveReturnedLine, returnParcels } from '../../src/db/returns';
import { newId } from '../../src/domain/ids';
import type { OrderLine } from '../../src/domain/records';
import type { ReturnReceipt } from '../../src/domain/returns/returnedLines';
import { pullAll } from '../../src/sync/pull';
import { pushOutbox } from '../../src/sync/push';
import { refusalStatus, signedInUser, superuserClient } from '../support/pocketbase';
import { serverForTests } from '../support/serverForTests';
import { stationDatabases } from '../support/stationDatabases';

/**
 * Returns between two stations and the real PocketBase (docs/SPEC.md §19): the same returned line
 * received back in stock on both, offline, gives its quantity back once, and ends as one return
 * record on the server and on both stations, the first to arrive, which both then name when the
 * parcel is scanned again.
 */

const server = serverForTests();
const newDatabase = stationDatabases('returns');

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

const shownQuantity = async (member: Station, id: string) =>
  (await categoriesWithShownQuantity(member.db)).find((entry) => entry.id === id)?.inventory.totalQuantity;

const TODAY = '2030-05-20';
const receipt = (member: Station, minute: number): ReturnReceipt => ({
  outcome: 'back-in-stock',
  reason: 'Undelivered (RTO)',
  receivedBy: member.email,
  receivedDay: TODAY,
  at: new Date(`2030-05-20T10:0${minute}:00.000Z`),
});

describe('returns between two stations', () => {
  it('puts a line received on both stations back in stock once, and names who received it first', async () => {
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
        orderId: 'OD-RETURN-1',
        awb: 'FMPP5000000001',
        categoryId,
        category: 'Kaudi',
      },
    ]);
    expect((await takeOrderStock(first.db, recorded)).taken).toHaveLength(1);
    await sync(first);
    await sync(second);
    expect(await shownQuantity(second, categoryId)).toBe(7);

    // Both stations, offline, receive the same parcel back, the second a few minutes later.
    const [parcel] = await returnParcels(second.db, 'FMPP5000000001', TODAY);
    const line = parcel?.parcel.lines[0] as OrderLine;
    expect(await receiveReturnedLine(second.db, line, receipt(second, 5))).toMatchObject({ outcome: 'received' });
    expect(await receiveReturnedLine(first.db, line, receipt(first, 7))).toMatchObject({ outcome: 'received' });
    expect(await shownQuantity(first, categoryId)).toBe(10);
    await sync(second);
    await sync(first);
    await sync(second);

    const admin = await superuserClient(server);
    expect((await admin.collection('categories').getOne(categoryId)).inventory.totalQuantity).toBe(10);
    const movements = await admin.collection('stock_movements').getFullList({ filter: `categoryId = "${categoryId}"` });
    expect(movements.map((movement) => [movement.type, movement.quantity, movement.reason])).toEqual([
      ['add', 10, 'Opening stock'],
      ['remove', 3, 'Order fulfillment for SKU: KAUDI-21'],
      ['add', 3, 'Return of order OD-RETURN-1: KAUDI-21'],
    ]);
    expect(movements[2]?.performedBy).toBe(second.email);
    const returns = await admin.collection('order_returns').getFullList({ filter: 'orderId = "OD-RETURN-1"' });
    expect(returns).toHaveLength(1);
    expect(returns[0]).toMatchObject({
      receivedBy: second.email,
      receivedAt: '2030-05-20T10:05:00.000Z',
      mergedDate: '2030-03-01',
    });

    for (const member of [first, second]) {
      expect(await shownQuantity(member, categoryId)).toBe(10);
      const again = await receiveReturnedLine(member.db, line, receipt(member, 9));
      expect(again).toMatchObject({ outcome: 'already-received', record: { receivedBy: second.email } });
      expect(again.record.receivedAt).toBe('2030-05-20T10:05:00.000Z');
    }
    // History: no user changes or deletes a return.
    const id = returns[0]?.id as string;
    expect(await first.pb.collection('order_returns').update(id, { outcome: 'damaged', deleted: true })).toMatchObject({
      outcome: 'back-in-stock',
      deleted: false,
    });
    expect(await refusalStatus(first.pb.collection('order_returns').delete(id))).toBe(403);
  });
});
