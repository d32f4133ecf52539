import { orderLineQuantity } from '../domain/inventory/orderStock';
import { parcelsNamedBy, parcelsOf, type Parcel } from '../domain/orders/parcels';
import type { DateRange } from '../domain/orders/dayKeys';
import type { OrderLine, ReturnedLine, StockMovement } from '../domain/records';
import {
  receiptProblem,
  returnedLine,
  returnedLineId,
  returnReason,
  returnWindow,
  returnStockMovementId,
  type ReturnReceipt,
} from '../domain/returns/returnedLines';
import { applyStockMovement } from '../domain/stock';
import { sequenced, stockState } from './categoryStock';
import type { AppDatabase } from './database';
import { readableRows } from './readableRows';
import { saveRecords } from './writes';

/**
 * Returns received by scan (docs/SPEC.md §19). The return records and their stock movements are written
 * locally with their outbox entries, so receiving works offline; both have ids made from the
 * order line, so the same line received on two stations is one record and one movement. The
 * record that stands on the server decides whether the stock comes back (the server makes the
 * movement with it, pocketbase/pb_hooks/returns.js); the station's own movement shows the stock
 * meanwhile, and is acknowledged or dropped when it reaches the server.
 */

/** A parcel found by a scan, with the lines of it already received (by line id). */
export interface ReturnParcel {
  parcel: Parcel;
  received: Map<string, ReturnedLine>;
}

async function linesOf(db: AppDatabase, days: DateRange): Promise<OrderLine[]> {
  const rows = await db.orderLines.where('date').between(days.from, days.to, true, true).toArray();
  return readableRows(db, 'orderLines', rows);
}

async function receivedLines(db: AppDatabase, lines: readonly OrderLine[]): Promise<Map<string, ReturnedLine>> {
  const ids = lines.map((line) => returnedLineId(line));
  const rows = (await db.orderReturns.bulkGet(ids)).flatMap((row) => (row ? [row] : []));
  return new Map(readableRows(db, 'orderReturns', rows).flatMap((row) => (row.deleted ? [] : [[row.id, row] as const])));
}

/**
 * The parcels of the last 90 order days that `code` (an AWB or an order id) names, the latest day
 * first, each with its lines already received. Read-only, so a screen can keep it live: a line
 * received on another station shows as soon as it is pulled.
 */
export async function returnParcels(db: AppDatabase, code: string, today: string): Promise<ReturnParcel[]> {
  return db.transaction('r', db.orderLines, db.orderReturns, async () => {
    const named = parcelsNamedBy(parcelsOf(await linesOf(db, returnWindow(today))), code);
    named.sort((a, b) => b.date.localeCompare(a.date));
    return Promise.all(named.map(async (parcel) => ({ parcel, received: await receivedLines(db, parcel.lines) })));
  });
}

export type ReceiveOutcome =
  | { outcome: 'received'; record: ReturnedLine; movement: StockMovement | null }
  /** `record` says by whom and when. */
  | { outcome: 'already-received'; record: ReturnedLine };

/** The movement that puts the line's quantity back in its category, as the station expects the server to apply it. */
async function restockMovement(db: AppDatabase, line: OrderLine, record: ReturnedLine): Promise<StockMovement[]> {
  if ((await db.stockMovements.get(record.stockMovementId)) !== undefined) return [];
  const { quantities } = await stockState(db);
  const applied = applyStockMovement(quantities, {
    categoryId: line.categoryId,
    type: 'add',
    quantity: orderLineQuantity(line.quantity),
    metadata: null,
  });
  if (!applied.ok) throw new Error(applied.message);
  const movement: StockMovement = {
    id: returnStockMovementId(line),
    updated: '',
    deleted: false,
    categoryId: line.categoryId,
    type: 'add',
    quantity: orderLineQuantity(line.quantity),
    ...applied.change,
    reason: returnReason(line.orderId, line.sku),
    performedBy: record.receivedBy,
    timestamp: record.receivedAt,
    metadata: null,
    sequence: 0,
  };
  return sequenced(db, [movement]);
}

/**
 * Receives one returned line: its record and, back in stock, the movement that gives its quantity
 * back (reason 'Return of order {orderId}: {sku}'), both in one transaction with their outbox
 * entries, the record first: it must reach the server before the movement it decides. A line
 * received already, here or pulled from another station, is not received again. Throws the
 * reason when the receipt cannot be recorded (no reason given, no category, the category gone).
 */
export async function receiveReturnedLine(db: AppDatabase, line: OrderLine, receipt: ReturnReceipt): Promise<ReceiveOutcome> {
  const problem = receiptProblem(line, receipt.outcome, receipt.reason);
  if (problem !== null) throw new Error(problem);
  const record = returnedLine(line, receipt);
  return db.transaction('rw', [db.orderReturns, db.categories, db.stockMovements, db.outbox], async () => {
    const stored = await db.orderReturns.get(record.id);
    if (stored && !stored.deleted) return { outcome: 'already-received', record: stored };
    const movements = receipt.outcome === 'back-in-stock' ? await restockMovement(db, line, record) : [];
    await saveRecords(db, 'orderReturns', [record]);
    await saveRecords(db, 'stockMovements', movements);
    return { outcome: 'received', record, movement: movements[0] ?? null };
  });
}

/** The returns received on `day`, as stored (the screen orders and sums them). */
export async function returnsReceivedOn(db: AppDatabase, day: string): Promise<ReturnedLine[]> {
  return readableRows(db, 'orderReturns', await db.orderReturns.where('receivedDay').equals(day).toArray());
}

/** The returns of the lines merged within `days`, for return rates over a range. */
export async function returnsOfOrderDays(db: AppDatabase, days: DateRange): Promise<ReturnedLine[]> {
  const rows = await db.orderReturns.where('mergedDate').between(days.from, days.to, true, true).toArray();
  return readableRows(db, 'orderReturns', rows);
}
