import { causeMessage } from '../domain/errors';
import {
  orderLineQuantity,
  orderStockMovement,
  orderStockMovementId,
  stockNotTakenMessage,
  stockShortfalls as shortfallsOf,
  takesStock,
  type OrderStockFailure,
  type StockShortfall,
} from '../domain/inventory/orderStock';
import type { OrderLine, StockMovement } from '../domain/records';
import { applyStockMovement, type MovementInput } from '../domain/stock';
import { sequenced, stockState, type StockState } from './categoryStock';
import type { AppDatabase } from './database';
import { logQuietly } from './quietErrorLog';
import { saveRecords } from './writes';

/**
 * Stock taken by orders (docs/SPEC.md §4): after the day's order lines are recorded, each new line
 * lowers its category's stock by its quantity, through a movement whose id is made from the
 * line's platform, order id and SKU, so that the same line merged twice, here or on another
 * station, is taken once (the server acknowledges a movement id it has and applies it no more).
 */

export interface OrderStockOutcome {
  taken: StockMovement[];
  /** Lines whose movement this station has already (taken before). */
  alreadyTaken: number;
  /** Lines without an SKU or without a category: nothing to take. */
  skipped: number;
  /** Lines whose stock could not be taken; each is in the error log too. */
  failed: OrderStockFailure[];
  /** Categories the lines took below 0 (each was emptied instead), from the quantities before. */
  shortfalls: StockShortfall[];
}

type StockLine = Pick<OrderLine, 'type' | 'orderId' | 'sku' | 'quantity' | 'categoryId'> & { awb?: string };

function shortfallsFrom(
  lines: readonly Pick<OrderLine, 'sku' | 'quantity' | 'categoryId'>[],
  state: StockState,
): StockShortfall[] {
  const stock = new Map(
    state.categories.map((category) => [category.id, { name: category.name, quantity: state.quantities.get(category.id) ?? 0 }]),
  );
  return shortfallsOf(lines, stock);
}

/** The categories the lines would take below 0, from the quantities the station shows now. */
export async function stockShortfalls(
  db: AppDatabase,
  lines: readonly Pick<OrderLine, 'sku' | 'quantity' | 'categoryId'>[],
): Promise<StockShortfall[]> {
  return db.transaction('r', db.categories, db.outbox, async () => shortfallsFrom(lines, await stockState(db)));
}

type Outcome = Omit<OrderStockOutcome, 'skipped'>;

/**
 * The stock taking of lines about to be (or just) recorded, inside the caller's transaction, which
 * must include categories, stockMovements and outbox: one 'remove' movement per line with an SKU
 * and a category that this station has not taken before, saved and queued. A line that cannot be
 * taken (its category is gone) is reported in `failed`; a failed write throws, so that the
 * caller's transaction records nothing.
 */
export async function takeOrderStockInTransaction(
  db: AppDatabase,
  stockLines: readonly StockLine[],
  now: Date,
): Promise<Outcome> {
  const ids = stockLines.map((line) => orderStockMovementId(line));
  const known = new Set((await db.stockMovements.bulkGet(ids)).flatMap((row) => (row ? [row.id] : [])));
  const stock = await stockState(db);
  const fresh: { line: StockLine; id: string }[] = [];
  stockLines.forEach((line, index) => {
    const id = ids[index] as string;
    if (known.has(id)) return;
    known.add(id);
    fresh.push({ line, id });
  });
  const result: Outcome = {
    taken: [],
    alreadyTaken: stockLines.length - fresh.length,
    failed: [],
    shortfalls: shortfallsFrom(
      fresh.map(({ line }) => line),
      stock,
    ),
  };
  let quantities = stock.quantities;
  for (const { line, id } of fresh) {
    const input: MovementInput = {
      categoryId: line.categoryId,
      type: 'remove',
      quantity: orderLineQuantity(line.quantity),
      metadata: null,
    };
    const applied = applyStockMovement(quantities, input);
    if (!applied.ok) {
      result.failed.push({ sku: line.sku, orderId: line.orderId, message: applied.message });
      continue;
    }
    quantities = applied.quantities;
    result.taken.push(orderStockMovement(line, id, applied.change, now.toISOString()));
  }
  result.taken = await sequenced(db, result.taken);
  await saveRecords(db, 'stockMovements', result.taken);
  return result;
}

/**
 * Takes the stock of recorded order lines: one 'remove' movement per line with an SKU and a
 * category, reason 'Order fulfillment for SKU: {sku}', performed by 'system'. It never fails:
 * a line that cannot be taken (its category is gone) or a failed write is logged and reported in
 * `failed`, and the merge goes on.
 */
export async function takeOrderStock(
  db: AppDatabase,
  lines: readonly StockLine[],
  now: Date = new Date(),
): Promise<OrderStockOutcome> {
  const stockLines = lines.filter(takesStock);
  const skipped = lines.length - stockLines.length;
  if (stockLines.length === 0) return { taken: [], alreadyTaken: 0, skipped, failed: [], shortfalls: [] };
  try {
    const outcome = await db.transaction('rw', db.categories, db.stockMovements, db.outbox, () =>
      takeOrderStockInTransaction(db, stockLines, now),
    );
    await logFailures(db, outcome.failed);
    return { ...outcome, skipped };
  } catch (error) {
    await logQuietly(db, error, ['order-stock']);
    const message = causeMessage(error);
    return {
      taken: [],
      alreadyTaken: 0,
      skipped,
      failed: stockLines.map(({ sku, orderId }) => ({ sku, orderId, message })),
      shortfalls: [],
    };
  }
}

/** Lines whose stock could not be taken go to the error log too. */
export async function logFailures(db: AppDatabase, failed: readonly OrderStockFailure[]): Promise<void> {
  for (const failure of failed) {
    await logQuietly(db, new Error(stockNotTakenMessage(failure)), ['order-stock']);
  }
}
