import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../src/db/database';
import { markPacked, packingDayOf } from '../../../src/db/packing';
import { packingMarkId } from '../../../src/domain/orders/parcels';
import { freshDatabase, orderLine } from './fixtures';

let db: AppDatabase;
const DAY = '2025-01-02';
const AT = new Date('2025-01-02T11:00:00.000Z');

beforeEach(async () => {
  db = freshDatabase();
  await db.orderLines.bulkPut([
    orderLine({ type: 'amazon', orderId: '403-1111111-0000001', sku: 'A', createdAt: '2025-01-02T09:00:00.000Z' }),
    orderLine({ type: 'amazon', orderId: '403-1111111-0000001', sku: 'B', createdAt: '2025-01-02T09:00:00.000Z' }),
    orderLine({ type: 'flipkart', orderId: 'OD1', awb: 'FMPP0000000001', sku: 'A', createdAt: '2025-01-02T09:00:01.000Z' }),
    orderLine({ type: 'flipkart', orderId: 'OD1', awb: 'FMPP0000000002', sku: 'A', createdAt: '2025-01-02T09:00:02.000Z' }),
    orderLine({ type: 'flipkart', orderId: 'OD2', awb: 'FMPP0000000003', sku: 'C', createdAt: '2025-01-02T09:00:03.000Z' }),
    // Another day's parcel is not one of this day's.
    orderLine({ date: '2025-01-01', type: 'flipkart', orderId: 'OD0', awb: 'FMPP0000000000', sku: 'C' }),
  ]);
});

afterEach(async () => {
  await db.delete();
});

describe('markPacked', () => {
  it('marks the parcel an AWB names packed, by whom and when, queued for the server', async () => {
    const outcome = await markPacked(db, ' fmpp0000000002\n', DAY, 'packer@example.com', AT);
    expect(outcome.outcome).toBe('packed');
    if (outcome.outcome !== 'packed') return;
    expect(outcome.parcel).toMatchObject({ platform: 'flipkart', orderId: 'OD1', awb: 'FMPP0000000002', date: DAY });
    expect(outcome.mark).toEqual({
      id: packingMarkId({ platform: 'flipkart', orderId: 'OD1', awb: 'FMPP0000000002', date: DAY }),
      updated: '',
      deleted: false,
      platform: 'flipkart',
      orderId: 'OD1',
      awb: 'FMPP0000000002',
      date: DAY,
      packedBy: 'packer@example.com',
      packedAt: AT.toISOString(),
    });
    expect(await db.packingMarks.toArray()).toEqual([outcome.mark]);
    expect(await db.outbox.toArray()).toMatchObject([{ collection: 'packing_marks', recordId: outcome.mark.id, op: 'upsert' }]);
  });

  it('marks an Amazon order by its order id, all its lines one parcel', async () => {
    const outcome = await markPacked(db, '403-1111111-0000001', DAY, 'packer@example.com', AT);
    expect(outcome).toMatchObject({ outcome: 'packed', parcel: { platform: 'amazon', awb: '' } });
    if (outcome.outcome === 'packed') expect(outcome.parcel.lines.map((line) => line.sku).sort()).toEqual(['A', 'B']);
  });

  it('says a code names no parcel of the day, and writes nothing', async () => {
    expect(await markPacked(db, '999999', DAY, 'packer@example.com', AT)).toEqual({ outcome: 'unknown', code: '999999' });
    expect(await markPacked(db, 'FMPP0000000000', DAY, 'packer@example.com', AT)).toMatchObject({ outcome: 'unknown' });
    expect(await markPacked(db, '   ', DAY, 'packer@example.com', AT)).toMatchObject({ outcome: 'unknown' });
    expect(await db.packingMarks.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('says a parcel is already packed, by whom and when, and keeps the first mark', async () => {
    const first = await markPacked(db, 'FMPP0000000003', DAY, 'first@example.com', AT);
    const again = await markPacked(db, 'OD2', DAY, 'second@example.com', new Date('2025-01-02T12:00:00.000Z'));
    expect(again).toMatchObject({
      outcome: 'already-packed',
      parcel: { orderId: 'OD2', awb: 'FMPP0000000003' },
      mark: { packedBy: 'first@example.com', packedAt: AT.toISOString() },
    });
    if (first.outcome === 'packed') expect(await db.packingMarks.toArray()).toEqual([first.mark]);
    expect(await db.outbox.count()).toBe(1);
  });

  it('marks the parcels of an order of two one scan of its order id at a time', async () => {
    expect(await markPacked(db, 'OD1', DAY, 'p', AT)).toMatchObject({ outcome: 'packed', parcel: { awb: 'FMPP0000000001' } });
    expect(await markPacked(db, 'OD1', DAY, 'p', AT)).toMatchObject({ outcome: 'packed', parcel: { awb: 'FMPP0000000002' } });
    expect(await markPacked(db, 'OD1', DAY, 'p', AT)).toMatchObject({
      outcome: 'already-packed',
      parcel: { awb: 'FMPP0000000001' },
    });
  });
});

describe('packingDayOf', () => {
  it("splits the day's parcels into packed (with the mark) and not packed yet, in the day's order", async () => {
    const empty = await packingDayOf(db, DAY);
    expect(empty.packed).toEqual([]);
    expect(empty.notPacked.map((parcel) => [parcel.orderId, parcel.awb])).toEqual([
      ['403-1111111-0000001', ''],
      ['OD1', 'FMPP0000000001'],
      ['OD1', 'FMPP0000000002'],
      ['OD2', 'FMPP0000000003'],
    ]);
    await markPacked(db, 'FMPP0000000001', DAY, 'packer@example.com', AT);
    await markPacked(db, '403-1111111-0000001', DAY, 'packer@example.com', AT);
    const day = await packingDayOf(db, DAY);
    expect(day.packed.map(({ parcel, mark }) => [parcel.orderId, parcel.awb, mark.packedBy])).toEqual([
      ['403-1111111-0000001', '', 'packer@example.com'],
      ['OD1', 'FMPP0000000001', 'packer@example.com'],
    ]);
    expect(day.notPacked.map((parcel) => parcel.awb)).toEqual(['FMPP0000000002', 'FMPP0000000003']);
  });
});
