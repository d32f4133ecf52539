import { idFromKey } from '../ids';
import { orderLineQuantity } from '../inventory/orderStock';
import { addDays, type DateRange } from '../orders/dayKeys';
import type { OrderLine, ReturnedLine, ReturnOutcome } from '../records';
import { REASON_REQUIRED } from '../stock';

/**
 * Returned parcels (docs/SPEC.md §19): a parcel that comes back (undelivered, or returned by the customer)
 * is scanned by its AWB or order id, and each of its lines is received back in stock or damaged.
 * A line back in stock gives its quantity back to its category, once, whichever station receives it.
 */

/** How far back a scanned code is looked for: a return may come weeks after the merge. */
export const RETURN_WINDOW_DAYS = 90;

/** The order days a return received on `today` may belong to, `today` included. */
export const returnWindow = (today: string): DateRange => ({ from: addDays(today, -(RETURN_WINDOW_DAYS - 1)), to: today });

type LineKey = Pick<OrderLine, 'type' | 'orderId' | 'awb' | 'sku' | 'date'>;

const keyParts = (line: LineKey) => [line.type, line.orderId, line.awb, line.sku, line.date];

/**
 * The id of a line's return record, the same on every station: the same line received on two
 * stations is one record (the server keeps the first to arrive, pb_hooks/order_returns.pb.js).
 */
export const returnedLineId = (line: LineKey): string => idFromKey(['order-return', ...keyParts(line)]);

/**
 * The id of the movement that puts a returned line's quantity back, the same on every station and
 * on the server, which makes the movement itself with the line's standing back-in-stock record
 * (pb_hooks/returns.js) and acknowledges a station's copy of it: the stock goes back once even when
 * two stations, offline, both receive the line back in stock, and not at all when the record that
 * stands says damaged.
 */
export const returnStockMovementId = (line: LineKey): string => idFromKey(['return-stock', ...keyParts(line)]);

const RETURN_REASON_START = 'Return of order ';

/** The reason the movement records (docs/SPEC.md §19). */
export const returnReason = (orderId: string, sku: string) => `${RETURN_REASON_START}${orderId}: ${sku}`;

/**
 * Every order id and SKU that returnReason could have made `reason` of, none when it is not a
 * return's reason: an order id may itself hold ': ', so each split is one.
 */
export function returnReasonParts(reason: string): { orderId: string; sku: string }[] {
  if (!reason.startsWith(RETURN_REASON_START)) return [];
  const named = reason.slice(RETURN_REASON_START.length);
  const parts: { orderId: string; sku: string }[] = [];
  for (let at = named.indexOf(': '); at >= 0; at = named.indexOf(': ', at + 1)) {
    parts.push({ orderId: named.slice(0, at), sku: named.slice(at + 2) });
  }
  return parts;
}

/** Only a line with an SKU and a category can go back in stock: it has a category to go back to. */
export const canGoBackInStock = (line: Pick<OrderLine, 'sku' | 'categoryId'>): boolean =>
  line.sku.trim() !== '' && line.categoryId !== '';

const NO_CATEGORY_TO_RESTOCK = 'This line has no category to go back to: receive it as damaged';

export interface ReturnReceipt {
  outcome: ReturnOutcome;
  reason: string;
  receivedBy: string;
  /** The station's day. */
  receivedDay: string;
  at: Date;
}

/** The record of a returned line, as the station that receives it writes it. */
export function returnedLine(line: OrderLine, receipt: ReturnReceipt): ReturnedLine {
  const restocked = receipt.outcome === 'back-in-stock';
  return {
    id: returnedLineId(line),
    updated: '',
    deleted: false,
    platform: line.type,
    orderId: line.orderId,
    awb: line.awb,
    sku: line.sku,
    name: line.name,
    quantity: orderLineQuantity(line.quantity),
    categoryId: line.categoryId,
    category: line.category,
    mergedDate: line.date,
    outcome: receipt.outcome,
    reason: receipt.reason.trim(),
    receivedDay: receipt.receivedDay,
    receivedBy: receipt.receivedBy,
    receivedAt: receipt.at.toISOString(),
    stockMovementId: restocked ? returnStockMovementId(line) : '',
  };
}

/** Why a receipt cannot be recorded for the line, or null. */
export function receiptProblem(
  line: Pick<OrderLine, 'sku' | 'categoryId'>,
  outcome: ReturnOutcome,
  reason: string,
): string | null {
  if (reason.trim() === '') return REASON_REQUIRED;
  if (outcome === 'back-in-stock' && !canGoBackInStock(line)) return NO_CATEGORY_TO_RESTOCK;
  return null;
}
