import Dexie from 'dexie';
import { inventoryReport, type InventoryReport } from '../domain/inventory/inventoryReport';
import { lowStockList, type LowStockEntry } from '../domain/inventory/lowStock';
import { serverQuantities, shownStock } from '../domain/inventory/pendingStock';
import {
  categoryStock,
  inventoryOrDefault,
  normalizedThreshold,
  stockStatus,
  type CategoryStock,
  type StockStatus,
} from '../domain/inventory/stockStatus';
import type { Category, CategoryInventory, StockMovement } from '../domain/records';
import type { MovementInput } from '../domain/stock';
import type { AppDatabase } from './database';
import { refusalsOf } from './refusedChanges';
import { readableRows } from './readableRows';

/**
 * Category stock as a station shows it (docs/ARCHITECTURE.md, Data): the server's quantity with this
 * station's pending movements on top, the live product count, and the ledger history. Everything
 * here only reads, so a screen can run it inside useLiveQuery; categoryInventory.ts writes.
 */

/** A category with the stock the station shows for it. */
export interface CategoryWithInventory extends Category {
  /** totalQuantity is the shown quantity; productCount the live products in the category. */
  inventory: CategoryInventory;
  status: StockStatus;
  /** The quantity as the server last gave it. */
  serverQuantity: number;
  /** How many of this station's movements of the category still wait to be sent. */
  pendingMovements: number;
}

/** A ledger entry as the history of one category shows it. */
export interface InventoryHistoryEntry extends StockMovement {
  /** A transfer into this category, from the category named by categoryId. */
  incoming: boolean;
  /** For a transfer in, the name of the category it came from (also when that one is deleted since). */
  sourceCategoryName: string;
  /** Still in this station's outbox. */
  pending: boolean;
  /** The server has it (its figures are the server's); neither pending nor confirmed: sent, or refused by the server. */
  confirmed: boolean;
  /** The server's reason when it refused the movement (e.g. 'Category not found'), else null. */
  refusal: string | null;
}

export const DEFAULT_HISTORY_LIMIT = 50;

const STOCK_COLLECTION = 'stock_movements';

/** The live categories and their stock as this station shows it. */
export interface StockState {
  categories: Category[];
  quantities: Map<string, number>;
  pending: Map<string, number>;
  server: Map<string, number>;
}

async function pendingMovements(db: AppDatabase): Promise<MovementInput[]> {
  const entries = await db.outbox.where('collection').equals(STOCK_COLLECTION).sortBy('seq');
  return entries.filter((entry) => entry.op === 'upsert').map((entry) => entry.payload as unknown as MovementInput);
}

/** Reads categories and outbox: the caller's transaction must include both. */
export async function stockState(db: AppDatabase): Promise<StockState> {
  const [rows, movements] = await Promise.all([db.categories.toArray(), pendingMovements(db)]);
  const categories = readableRows(db, 'categories', rows).filter((category) => !category.deleted);
  const server = serverQuantities(categories);
  const { quantities, pending } = shownStock(server, movements);
  return { categories, quantities, pending, server };
}

/** Live products per category; a product whose deletion is still pending is not counted. */
async function productCounts(db: AppDatabase): Promise<Map<string, number>> {
  const [categoryIds, deletions] = await Promise.all([
    db.products.orderBy('categoryId').keys(),
    db.outbox
      .where('collection')
      .equals('products')
      .filter((entry) => entry.op === 'delete')
      .toArray(),
  ]);
  const counts = new Map<string, number>();
  for (const id of categoryIds) counts.set(String(id), (counts.get(String(id)) ?? 0) + 1);
  const removed = await db.products.bulkGet(deletions.map((entry) => entry.recordId));
  for (const product of removed) {
    if (product?.deleted) counts.set(product.categoryId, (counts.get(product.categoryId) ?? 0) - 1);
  }
  return counts;
}

function withInventory(category: Category, state: StockState, counts: Map<string, number>, now: string): CategoryWithInventory {
  const stored = inventoryOrDefault(category.inventory, now);
  const quantity = state.quantities.get(category.id) ?? 0;
  const threshold = normalizedThreshold(stored.lowStockThreshold);
  return {
    ...category,
    inventory: { ...stored, totalQuantity: quantity, lowStockThreshold: threshold, productCount: counts.get(category.id) ?? 0 },
    status: stockStatus(quantity, threshold),
    serverQuantity: state.server.get(category.id) ?? 0,
    pendingMovements: state.pending.get(category.id) ?? 0,
  };
}

const byName = (a: Pick<Category, 'name'>, b: Pick<Category, 'name'>) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/**
 * Every live category with its shown stock, by name. It only reads, so a screen can run it inside
 * useLiveQuery and see every movement, pull and threshold change as it happens.
 */
export async function categoriesWithShownQuantity(db: AppDatabase, now: Date = new Date()): Promise<CategoryWithInventory[]> {
  return db.transaction('r', db.categories, db.products, db.outbox, async () => {
    const [state, counts] = await Promise.all([stockState(db), productCounts(db)]);
    return state.categories.map((category) => withInventory(category, state, counts, now.toISOString())).sort(byName);
  });
}

const asStock = (category: CategoryWithInventory): CategoryStock =>
  categoryStock(category, { quantity: category.inventory.totalQuantity, productCount: category.inventory.productCount });

/** The low-stock list of the given categories (pure; for a screen that already has them). */
export function lowStockOf(categories: readonly CategoryWithInventory[]): LowStockEntry[] {
  return lowStockList(categories.map(asStock));
}

/** The inventory report of the given categories (pure; for a screen that already has them). */
export function reportOf(categories: readonly CategoryWithInventory[], now: Date = new Date()): InventoryReport {
  return inventoryReport(categories.map(asStock), now);
}

/**
 * By sequence; on a tie (a pulled movement numbered by the server as a pending one was numbered
 * here), the pending one first: the server applies it after everything it has numbered.
 */
const newestFirst = (a: StockMovement, b: StockMovement) =>
  b.sequence - a.sequence || Number(a.updated !== '') - Number(b.updated !== '') || (a.id < b.id ? 1 : -1);

/**
 * The movements numbered after the last one this station knows, in the given order (see
 * StockMovement.sequence). The caller's transaction must include the stock movements.
 */
export async function sequenced(db: AppDatabase, movements: readonly StockMovement[]): Promise<StockMovement[]> {
  const last = (await db.stockMovements.orderBy('sequence').last())?.sequence ?? 0;
  return movements.map((movement, index) => ({ ...movement, sequence: last + 1 + index }));
}

/**
 * The category's movements, newest first, at most `limit`: its own (adjustments, orders,
 * transfers out) and transfers into it. Read-only, so a screen can run it inside useLiveQuery.
 */
export async function inventoryHistory(
  db: AppDatabase,
  categoryId: string,
  limit = DEFAULT_HISTORY_LIMIT,
): Promise<InventoryHistoryEntry[]> {
  return db.transaction('r', [db.stockMovements, db.outbox, db.categories, db.refusedChanges], async () => {
    const [own, incoming, pending] = await Promise.all([
      db.stockMovements
        .where('[categoryId+sequence]')
        .between([categoryId, Dexie.minKey], [categoryId, Dexie.maxKey], true, true)
        .reverse()
        .limit(limit)
        .toArray(),
      db.stockMovements
        .where('metadata.targetCategoryId')
        .equals(categoryId)
        .filter((movement) => movement.type === 'transfer' && movement.categoryId !== categoryId)
        .toArray(),
      db.outbox.where('collection').equals(STOCK_COLLECTION).toArray(),
    ]);
    const waiting = new Set(pending.map((entry) => entry.recordId));
    const entries = readableRows(db, 'stockMovements', [...own, ...incoming])
      .sort(newestFirst)
      .slice(0, Math.max(0, limit));
    const sourceIds = [
      ...new Set(entries.filter((movement) => movement.categoryId !== categoryId).map((movement) => movement.categoryId)),
    ];
    const sources = new Map(
      (await db.categories.bulkGet(sourceIds)).flatMap((source) => (source ? [[source.id, source.name]] : [])),
    );
    const refusals = await refusalsOf(
      db,
      STOCK_COLLECTION,
      entries.map((movement) => movement.id),
    );
    return entries.map((movement) => ({
      ...movement,
      incoming: movement.categoryId !== categoryId,
      sourceCategoryName: movement.categoryId !== categoryId ? (sources.get(movement.categoryId) ?? '') : '',
      pending: waiting.has(movement.id),
      confirmed: movement.updated !== '',
      refusal: refusals.get(movement.id)?.message ?? null,
    }));
  });
}
