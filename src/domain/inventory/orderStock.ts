import { sha256 } from '@noble/hashes/sha2.js';
import { ID_LENGTH } from '../ids';
import type { OrderLine, StockMovement } from '../records';
import type { AppliedChange } from '../stock';

/**
 * Stock taken by orders (SPEC sections 4 and 5): each recorded order line lowers its category's
 * stock by its quantity, once.
 */

const ORDER_STOCK_PERFORMER = 'system';
export const orderFulfillmentReason = (sku: string) => `Order fulfillment for SKU: ${sku}`;

/** A missing or non-numeric quantity counts as 1; the amount is taken whatever its sign. */
export function orderLineQuantity(quantity: string | number | null | undefined): number {
  const text = typeof quantity === 'number' ? String(quantity) : (quantity ?? '').trim();
  const value = text === '' ? Number.NaN : Number(text);
  return Number.isFinite(value) ? Math.abs(value) : 1;
}

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The id of the movement that takes an order line's stock, the same on every station: two
 * stations merging the same labels make the same movement, which the server applies once and
 * acknowledges the second time (pocketbase/pb_hooks/stock.pb.js, stock_push.js).
 */
export function orderStockMovementId(line: Pick<OrderLine, 'type' | 'orderId' | 'sku'>): string {
  const key = ['order-stock', line.type, line.orderId, line.sku].join('\u0000');
  // A pure hash, not crypto.subtle: that one exists only on HTTPS or localhost, and a station may
  // open the app by its LAN address.
  const digest = sha256(new TextEncoder().encode(key));
  let id = '';
  for (const byte of digest.subarray(0, ID_LENGTH)) id += ID_ALPHABET[byte % ID_ALPHABET.length];
  return id;
}

type StockLine = Pick<OrderLine, 'sku' | 'quantity' | 'categoryId'>;

/** Lines that take stock: those with an SKU and a category. */
export function takesStock(line: StockLine): boolean {
  return line.sku.trim() !== '' && line.categoryId !== '';
}

/** The movement of one order line, with the change the station expects the server to make. */
export function orderStockMovement(
  line: Pick<OrderLine, 'sku' | 'quantity' | 'categoryId'>,
  id: string,
  change: AppliedChange,
  timestamp: string,
): StockMovement {
  return {
    id,
    updated: '',
    deleted: false,
    categoryId: line.categoryId,
    type: 'remove',
    quantity: orderLineQuantity(line.quantity),
    ...change,
    reason: orderFulfillmentReason(line.sku),
    performedBy: ORDER_STOCK_PERFORMER,
    timestamp,
    metadata: null,
    sequence: 0,
  };
}

/** A category the lines would take below 0. */
export interface StockShortfall {
  categoryId: string;
  categoryName: string;
  needed: number;
  available: number;
}

/**
 * The categories whose shown quantity is smaller than what the lines take from them, in the order
 * the lines name them. A category unknown to `stock` has nothing to warn about: its lines take nothing.
 */
export function stockShortfalls(
  lines: readonly StockLine[],
  stock: ReadonlyMap<string, { name: string; quantity: number }>,
): StockShortfall[] {
  const needed = new Map<string, number>();
  for (const line of lines) {
    if (!takesStock(line) || !stock.has(line.categoryId)) continue;
    needed.set(line.categoryId, (needed.get(line.categoryId) ?? 0) + orderLineQuantity(line.quantity));
  }
  const shortfalls: StockShortfall[] = [];
  for (const [categoryId, amount] of needed) {
    const category = stock.get(categoryId) as { name: string; quantity: number };
    if (amount > category.quantity) {
      shortfalls.push({ categoryId, categoryName: category.name, needed: amount, available: category.quantity });
    }
  }
  return shortfalls;
}

/** An order line whose stock could not be taken, and why. */
export interface OrderStockFailure {
  sku: string;
  orderId: string;
  message: string;
}

export const stockNotTakenMessage = (failure: OrderStockFailure) =>
  `Stock not taken for order ${failure.orderId}, SKU ${failure.sku}: ${failure.message}`;

/** Taking the stock failed as a whole: no line's stock was taken. */
export const stockTakingFailed = (cause: string) => `Stock was not taken: ${cause}`;

export const shortfallMessage = (shortfall: StockShortfall) =>
  `Stock for ${shortfall.categoryName} would go below 0 (needs ${shortfall.needed}, has ${shortfall.available})`;
