import { idFromKey } from '../ids';
import type { OrderLine, StockMovement } from '../records';
import type { AppliedChange } from '../stock';

/**
 * Stock taken by orders (docs/SPEC.md §4 and §5): each recorded order line lowers its category's
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

/**
 * The id of the movement that takes an order line's stock, the same on every station: two
 * stations merging the same labels make the same movement, which the server applies once and
 * acknowledges the second time (pocketbase/pb_hooks/stock.pb.js, stock_push.js). The AWB is part
 * of the key only when the line has one, so lines without (Amazon, and Flipkart lines recorded
 * before AWBs were kept) keep the ids their movements already have.
 */
export function orderStockMovementId(line: Pick<OrderLine, 'type' | 'orderId' | 'sku'> & { awb?: string }): string {
  const parts = ['order-stock', line.type, line.orderId, line.sku];
  if (line.awb) parts.push(line.awb);
  return idFromKey(parts);
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

/** One wording for a category short of stock: before the merge is recorded (its plan) and after. */
export const shortfallMessage = (shortfall: Pick<StockShortfall, 'categoryName' | 'needed' | 'available'>) =>
  `Stock for ${shortfall.categoryName} would go below 0 (needs ${shortfall.needed}, has ${shortfall.available})`;

/** What a merge's new lines would take from one category, worked out before anything is recorded. */
export interface StockPlanEntry {
  categoryId: string;
  categoryName: string;
  needed: number;
  available: number;
  /** The quantity left; below 0 is a shortfall (the category would be emptied instead). */
  after: number;
}

/**
 * The stock plan of a merge: per category the lines take from, what they need, what it has and
 * what is left, in the order the lines name the categories. Lines without an SKU, or whose
 * category `stock` does not know, take nothing.
 */
export function orderStockPlan(
  lines: readonly StockLine[],
  stock: ReadonlyMap<string, { name: string; quantity: number }>,
): StockPlanEntry[] {
  const needed = new Map<string, number>();
  for (const line of lines) {
    if (!takesStock(line) || !stock.has(line.categoryId)) continue;
    needed.set(line.categoryId, (needed.get(line.categoryId) ?? 0) + orderLineQuantity(line.quantity));
  }
  return [...needed].map(([categoryId, amount]) => {
    const category = stock.get(categoryId) as { name: string; quantity: number };
    return {
      categoryId,
      categoryName: category.name,
      needed: amount,
      available: category.quantity,
      after: category.quantity - amount,
    };
  });
}

/** The plan's entries that would go below 0. */
export const planShortfalls = (plan: readonly StockPlanEntry[]): StockPlanEntry[] => plan.filter((entry) => entry.after < 0);
