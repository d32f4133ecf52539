import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { categoriesWithShownQuantity } from '../../../src/db/categoryStock';
import type { AppDatabase } from '../../../src/db/database';
import { receiveReturnedLine, returnParcels, returnsReceivedOn } from '../../../src/db/returns';
import type { OrderLine } from '../../../src/domain/records';
import { returnedLineId, returnStockMovementId, type ReturnReceipt } from '../../../src/domain/returns/returnedLines';
import { category, freshDatabase, orderLine } from './fixtures';

let db: AppDatabase;
const TODAY = '2025-03-31';
const AT = new Date('2025-03-31T11:00:00.000Z');
const kaudi = category({
  id: 'kaudi0000000001',
  name: 'Kaudi',
  inventory: { totalQuantity: 5, lowStockThreshold: 1, lastUpdated: '', productCount: 0 },
});

const receipt = (overrides: Partial<ReturnReceipt> = {}): ReturnReceipt => ({
  outcome: 'back-in-stock',
  reason: 'Undelivered (RTO)',
  receivedBy: 'packer@example.com',
  receivedDay: TODAY,
  at: AT,
  ...overrides,
});

const lines: OrderLine[] = [
  orderLine({ date: '2025-01-02', orderId: 'OD1', awb: 'FMPP0000000001', sku: 'KAUDI-21', quantity: '2' }),
  orderLine({ date: '2025-01-02', orderId: 'OD1', awb: 'FMPP0000000001', sku: 'NOCAT', categoryId: '', category: '' }),
  orderLine({ date: '2025-03-30', type: 'amazon', orderId: '403-1', sku: 'KAUDI-21', quantity: '1' }),
  // 91 days before today: outside the window.
  orderLine({ date: '2024-12-30', orderId: 'OD0', awb: 'FMPP0000000000', sku: 'KAUDI-21' }),
];

beforeEach(async () => {
  db = freshDatabase();
  await db.categories.put(kaudi);
  await db.orderLines.bulkPut(lines);
});

afterEach(async () => {
  await db.delete();
});

const shownKaudi = async () =>
  (await categoriesWithShownQuantity(db)).find((one) => one.id === kaudi.id)?.inventory.totalQuantity;

describe('returnParcels', () => {
  it('finds a parcel of any of the last 90 order days by AWB or order id, and none older', async () => {
    const [found] = await returnParcels(db, ' fmpp0000000001 ', TODAY);
    expect(found?.parcel).toMatchObject({ platform: 'flipkart', orderId: 'OD1', date: '2025-01-02' });
    expect(found?.parcel.lines.map((line) => line.sku).sort()).toEqual(['KAUDI-21', 'NOCAT']);
    expect(found?.received.size).toBe(0);
    expect(await returnParcels(db, '403-1', TODAY)).toHaveLength(1);
    expect(await returnParcels(db, 'FMPP0000000000', TODAY)).toEqual([]);
  });
});

describe('receiveReturnedLine', () => {
  it('puts a line back in stock once, with the reason of the return, queued for the server', async () => {
    const line = lines[0] as OrderLine;
    const first = await receiveReturnedLine(db, line, receipt());
    expect(first.outcome).toBe('received');
    if (first.outcome !== 'received') return;
    expect(first.movement).toMatchObject({
      id: returnStockMovementId(line),
      categoryId: kaudi.id,
      type: 'add',
      quantity: 2,
      previousQuantity: 5,
      newQuantity: 7,
      reason: 'Return of order OD1: KAUDI-21',
    });
    expect(first.record).toMatchObject({ id: returnedLineId(line), outcome: 'back-in-stock', mergedDate: '2025-01-02' });
    expect(await shownKaudi()).toBe(7);
    expect((await db.outbox.toArray()).map((entry) => entry.collection)).toEqual(['order_returns', 'stock_movements']);

    // Scanned again (here, or after another station's record was pulled): said by whom and when.
    const again = await receiveReturnedLine(db, line, receipt({ receivedBy: 'other@example.com' }));
    expect(again).toEqual({ outcome: 'already-received', record: first.record });
    expect(await shownKaudi()).toBe(7);
    expect(await db.outbox.count()).toBe(2);
    const [parcel] = await returnParcels(db, 'OD1', TODAY);
    expect(parcel?.received.get(returnedLineId(line))?.receivedBy).toBe('packer@example.com');
  });

  it('adds no stock for a line whose movement the station already has from another station', async () => {
    const line = lines[0] as OrderLine;
    await db.stockMovements.put({
      id: returnStockMovementId(line),
      updated: '2025-03-31 10:00:00.000Z',
      deleted: false,
      categoryId: kaudi.id,
      type: 'add',
      quantity: 2,
      previousQuantity: 3,
      newQuantity: 5,
      appliedDelta: 2,
      reason: 'Return of order OD1: KAUDI-21',
      performedBy: 'other@example.com',
      timestamp: '2025-03-31T10:00:00.000Z',
      metadata: null,
      sequence: 9,
    });
    const outcome = await receiveReturnedLine(db, line, receipt());
    expect(outcome).toMatchObject({ outcome: 'received', movement: null });
    expect(await shownKaudi()).toBe(5);
  });

  it('records a damaged line without stock, and refuses one without a reason or a category to go back to', async () => {
    const noCategory = lines[1] as OrderLine;
    await expect(receiveReturnedLine(db, noCategory, receipt())).rejects.toThrow('no category to go back to');
    await expect(receiveReturnedLine(db, noCategory, receipt({ outcome: 'damaged', reason: '  ' }))).rejects.toThrow(
      'A reason is required',
    );
    expect(await db.outbox.count()).toBe(0);
    const damaged = await receiveReturnedLine(db, noCategory, receipt({ outcome: 'damaged', reason: 'Torn packet' }));
    expect(damaged).toMatchObject({
      outcome: 'received',
      movement: null,
      record: { stockMovementId: '', reason: 'Torn packet' },
    });
    expect(await shownKaudi()).toBe(5);
    expect((await returnsReceivedOn(db, TODAY)).map((row) => row.sku)).toEqual(['NOCAT']);
  });
});
