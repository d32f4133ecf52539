import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { recordOrderLines } from '../../src/db/orderLines';
import { receiveReturnedLine, returnParcels } from '../../src/db/returns';
import { returnedLineId, returnReason, returnStockMovementId } from '../../src/domain/returns/returnedLines';
import type { StockMovement } from '../../src/domain/records';
import { pushOutbox } from '../../src/sync/push';
import { STOCK_PUSH_ROUTE } from '../../src/sync/stockPush';
import { refusal, refusalStatus, superuserClient } from '../support/pocketbase';
import { pushFirstRequestOnly, receipt, returnStations, shownQuantity, sync, TODAY, type Shop } from '../support/returnStations';
import { serverForTests } from '../support/serverForTests';

/**
 * Returns between two stations and the real PocketBase (docs/SPEC.md §19): the same returned line
 * received on both, offline, ends as one return record on the server and on both stations, the
 * first to arrive, which both then name when the parcel is scanned again; its quantity comes back
 * once if that record says back in stock, and not at all otherwise, whatever the order in which
 * the stations' records and movements reach the server.
 */

const server = serverForTests();
const { shop } = returnStations(server);

describe('returns between two stations', () => {
  it('puts a line received on both stations back in stock once, and names who received it first', async () => {
    const { first, second, categoryId, line } = await shop('OD-RETURN-1', 'FMPP5000000001');
    expect(await shownQuantity(second, categoryId)).toBe(7);

    // Both stations, offline, receive the same parcel back, the second a few minutes later.
    expect(await receiveReturnedLine(second.db, line, receipt(second, 5))).toMatchObject({ outcome: 'received' });
    expect(await receiveReturnedLine(first.db, line, receipt(first, 7))).toMatchObject({ outcome: 'received' });
    expect(await shownQuantity(first, categoryId)).toBe(10);
    await sync(second);
    await sync(first);
    await sync(second);

    const admin = await superuserClient(server);
    expect((await admin.collection('categories').getOne(categoryId)).inventory.totalQuantity).toBe(10);
    const movements = await admin
      .collection('stock_movements')
      .getFullList<StockMovement>({ filter: `categoryId = "${categoryId}"` });
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

const returnMovementOf = (movements: readonly { reason: string }[]) =>
  movements.filter((movement) => movement.reason.startsWith('Return of order'));

/** What a ledger entry must agree on between the server and a station. */
const ledgerEntry = ({ id, appliedDelta, newQuantity, sequence, performedBy, reason }: StockMovement) => ({
  id,
  appliedDelta,
  newQuantity,
  sequence,
  performedBy,
  reason,
});

/**
 * The server's quantity, ledger of the category and return record of the line, which every
 * station must hold after syncing, its Returns screen naming the record's receiver.
 */
async function expectStationsMatchServer({ first, second, categoryId, line }: Shop) {
  const admin = await superuserClient(server);
  const quantity = (await admin.collection('categories').getOne(categoryId)).inventory.totalQuantity as number;
  const ledger = (
    await admin
      .collection('stock_movements')
      .getFullList<StockMovement>({ filter: `categoryId = "${categoryId}"`, sort: 'sequence' })
  ).map(ledgerEntry);
  const record = await admin.collection('order_returns').getOne(returnedLineId(line));
  for (const member of [first, second]) {
    expect(await shownQuantity(member, categoryId)).toBe(quantity);
    const local = (await member.db.stockMovements.toArray())
      .filter((movement) => movement.categoryId === categoryId)
      .sort((a, b) => a.sequence - b.sequence)
      .map(ledgerEntry);
    expect(local).toEqual(ledger);
    const [parcel] = await returnParcels(member.db, line.awb, TODAY);
    expect(parcel?.received.get(record.id)).toMatchObject({
      outcome: record.outcome,
      receivedBy: record.receivedBy,
      receivedAt: record.receivedAt,
      stockMovementId: record.stockMovementId,
    });
    expect(await receiveReturnedLine(member.db, line, receipt(member, 9))).toMatchObject({
      outcome: 'already-received',
      record: { outcome: record.outcome, receivedBy: record.receivedBy, receivedAt: record.receivedAt },
    });
  }
  return { quantity, returned: returnMovementOf(ledger), record };
}

describe('the standing return record decides whether the stock comes back', () => {
  it('adds nothing when the damaged record reaches the server before the back-in-stock one', async () => {
    const parties = await shop('OD-RETURN-2', 'FMPP5000000002');
    const { first, second, line } = parties;
    await receiveReturnedLine(first.db, line, receipt(first, 5));
    await receiveReturnedLine(second.db, line, receipt(second, 7, 'damaged'));
    expect(await shownQuantity(first, parties.categoryId)).toBe(10);
    await sync(second);
    await sync(first);
    await sync(second);

    const { quantity, returned, record } = await expectStationsMatchServer(parties);
    expect(quantity).toBe(7);
    expect(returned).toEqual([]);
    expect(record).toMatchObject({ outcome: 'damaged', receivedBy: second.email, stockMovementId: '' });
    expect(await first.db.stockMovements.get(returnStockMovementId(line))).toBeUndefined();
  });

  it('gives the stock back once when the back-in-stock record arrives first, its movement after the damaged record', async () => {
    const parties = await shop('OD-RETURN-3', 'FMPP5000000003');
    const { first, second, line } = parties;
    await receiveReturnedLine(first.db, line, receipt(first, 5));
    await receiveReturnedLine(second.db, line, receipt(second, 7, 'damaged'));
    await pushFirstRequestOnly(first);
    await sync(second);
    await sync(first);
    await sync(second);

    const { quantity, returned, record } = await expectStationsMatchServer(parties);
    expect(record).toMatchObject({ outcome: 'back-in-stock', receivedBy: first.email });
    expect(record.stockMovementId).toBe(returnStockMovementId(line));
    expect(quantity).toBe(10);
    expect(returned).toMatchObject([{ id: returnStockMovementId(line), appliedDelta: 3, performedBy: first.email }]);
  });

  it('gives the stock back once when both receive it back in stock, as the standing record says', async () => {
    const parties = await shop('OD-RETURN-4', 'FMPP5000000004');
    const { first, second, line } = parties;
    await receiveReturnedLine(first.db, line, receipt(first, 5));
    await receiveReturnedLine(second.db, line, receipt(second, 7));
    await pushFirstRequestOnly(first);
    // The second station's push answers its movement with the category as the first's record left it.
    expect(await pushOutbox(second.db, second.pb, { sleep: async () => {} })).toMatchObject({
      pushed: 2,
      refused: [],
      error: null,
    });
    expect(await shownQuantity(second, parties.categoryId)).toBe(10);
    await sync(second);
    await sync(first);
    await sync(second);

    const { quantity, returned, record } = await expectStationsMatchServer(parties);
    expect(record).toMatchObject({ outcome: 'back-in-stock', receivedBy: first.email, receivedAt: '2030-05-20T10:05:00.000Z' });
    expect(quantity).toBe(10);
    expect(returned).toMatchObject([{ id: returnStockMovementId(line), appliedDelta: 3, performedBy: first.email }]);
    const admin = await superuserClient(server);
    expect((await admin.collection('stock_movements').getOne(returnStockMovementId(line))).timestamp).toBe(record.receivedAt);
  });

  it('keeps a back-in-stock record whose category is gone, and refuses its movement as any movement of a missing category', async () => {
    const { first, categoryId, line } = await shop('OD-RETURN-6', 'FMPP5000000006');
    await receiveReturnedLine(first.db, line, receipt(first, 5));
    const admin = await superuserClient(server);
    await admin.collection('categories').delete(categoryId);
    const result = await pushOutbox(first.db, first.pb, { sleep: async () => {} });
    expect(result.error).toBeNull();
    expect(result.refused).toMatchObject([
      { collection: 'stock_movements', recordId: returnStockMovementId(line), message: 'Category not found' },
    ]);
    expect(await admin.collection('order_returns').getOne(returnedLineId(line))).toMatchObject({
      outcome: 'back-in-stock',
      receivedBy: first.email,
      stockMovementId: '',
    });
    expect(
      await admin.collection('stock_movements').getFullList<StockMovement>({ filter: `id = "${returnStockMovementId(line)}"` }),
    ).toEqual([]);
  });

  it('applies no return movement a client sends without a back-in-stock record, and makes one for a record sent without it', async () => {
    const { first, categoryId, line } = await shop('OD-RETURN-5', 'FMPP5000000005');
    const admin = await superuserClient(server);
    const quantity = async () => (await admin.collection('categories').getOne(categoryId)).inventory.totalQuantity as number;
    const movement = {
      id: returnStockMovementId(line),
      categoryId,
      type: 'add',
      quantity: 3,
      reason: returnReason(line.orderId, line.sku),
      timestamp: '2030-05-20T10:05:00.000Z',
      metadata: null,
    };
    const pushed = () => first.pb.send(STOCK_PUSH_ROUTE, { method: 'POST', body: { movements: [movement] } });
    const stored = () => admin.collection('stock_movements').getFullList({ filter: `id = "${movement.id}"` });

    // No record of the return at all: through the stock route, the records API or a batch.
    expect(await pushed()).toMatchObject({ acknowledged: 1, movements: [{ id: movement.id, deleted: true, appliedDelta: 0 }] });
    expect((await refusal(first.pb.collection('stock_movements').create(movement))).status).toBe(400);
    const batch = first.pb.createBatch();
    batch.collection('stock_movements').upsert(movement);
    expect(await refusalStatus(batch.send())).toBe(400);
    expect(await quantity()).toBe(7);
    expect(await stored()).toEqual([]);

    // A damaged record stands.
    const record = {
      id: returnedLineId(line),
      platform: line.type,
      orderId: line.orderId,
      awb: line.awb,
      sku: line.sku,
      quantity: 3,
      categoryId,
      mergedDate: line.date,
      outcome: 'damaged',
      reason: 'Torn',
      receivedDay: TODAY,
      receivedAt: '2030-05-20T10:05:00.000Z',
    };
    await first.pb.collection('order_returns').create(record);
    expect(await pushed()).toMatchObject({ movements: [{ deleted: true }] });
    expect(await quantity()).toBe(7);
    expect(await stored()).toEqual([]);

    // Another line's back-in-stock record sent through the API without its movement id: the server
    // computes it and gives the stock back with the record; the movement sent after is acknowledged.
    const other = { ...line, sku: 'KAUDI-22' };
    await recordOrderLines(first.db, [{ ...other, quantity: '3' }]);
    await sync(first);
    const restocked = await first.pb
      .collection('order_returns')
      .create({ ...record, id: returnedLineId(other), sku: other.sku, outcome: 'back-in-stock' });
    expect(restocked.stockMovementId).toBe(returnStockMovementId(other));
    expect(await quantity()).toBe(10);
    const again = { ...movement, id: returnStockMovementId(other), reason: returnReason(other.orderId, other.sku) };
    expect(await first.pb.send(STOCK_PUSH_ROUTE, { method: 'POST', body: { movements: [again] } })).toMatchObject({
      movements: [{ id: again.id, deleted: false, appliedDelta: 3 }],
    });
    expect(await quantity()).toBe(10);
  });
});
