import { CATEGORY_NOT_FOUND_AFTER_UPDATE, categoryInventoryError } from '../domain/inventory/categoryMessages';
import type { InventoryReport } from '../domain/inventory/inventoryReport';
import type { LowStockEntry } from '../domain/inventory/lowStock';
import { inventoryOrDefault, normalizedThreshold } from '../domain/inventory/stockStatus';
import { newId } from '../domain/ids';
import type { Category, StockMovement, TransferMetadata } from '../domain/records';
import {
  applyStockMovement,
  CATEGORY_NOT_FOUND,
  quantityProblem,
  SAME_CATEGORY_TRANSFER,
  thresholdProblem,
  type MovementInput,
} from '../domain/stock';
import {
  categoriesWithShownQuantity,
  DEFAULT_HISTORY_LIMIT,
  inventoryHistory,
  lowStockOf,
  reportOf,
  sequenced,
  stockState,
  type CategoryWithInventory,
  type InventoryHistoryEntry,
} from './categoryStock';
import type { AppDatabase } from './database';
import { patchRecord, saveRecords } from './writes';

export {
  categoriesWithShownQuantity,
  DEFAULT_HISTORY_LIMIT,
  lowStockOf,
  reportOf,
  type CategoryWithInventory,
  type InventoryHistoryEntry,
} from './categoryStock';

/**
 * The category inventory service (docs/SPEC.md §7). A category's quantity belongs to the server
 * (pocketbase/pb_hooks/stock.js): every change made here is a stock movement in the local ledger,
 * written with its outbox entry in one transaction, and what the station shows is the server's
 * quantity with its own pending movements on top (categoryStock.ts). The threshold is an
 * ordinary category field. Each failure is thrown with its docs/SPEC.md §8 prefix.
 */

export interface BulkInventoryUpdate {
  categoryId: string;
  /** The counted quantity: the difference from the shown quantity becomes one movement. */
  totalQuantity?: number;
  lowStockThreshold?: number;
  reason?: string;
  performedBy?: string;
}

const BULK_UPDATE_REASON = 'Bulk inventory update';
export const transferReason = (targetName: string) => `Transfer to ${targetName}`;

/** One category with its shown stock, or null when there is no such live category. */
export async function getCategoryInventory(db: AppDatabase, categoryId: string): Promise<CategoryWithInventory | null> {
  try {
    return (await categoriesWithShownQuantity(db)).find((category) => category.id === categoryId) ?? null;
  } catch (error) {
    throw categoryInventoryError('fetchOne', error);
  }
}

export async function getCategoriesWithInventory(db: AppDatabase): Promise<CategoryWithInventory[]> {
  try {
    return await categoriesWithShownQuantity(db);
  } catch (error) {
    throw categoryInventoryError('fetchAll', error);
  }
}

export async function getLowStockCategories(db: AppDatabase): Promise<LowStockEntry[]> {
  try {
    return lowStockOf(await categoriesWithShownQuantity(db));
  } catch (error) {
    throw categoryInventoryError('lowStock', error);
  }
}

export async function generateInventoryReport(db: AppDatabase, now: Date = new Date()): Promise<InventoryReport> {
  try {
    return reportOf(await categoriesWithShownQuantity(db, now), now);
  } catch (error) {
    throw categoryInventoryError('report', error);
  }
}

/** docs/SPEC.md §4: the action re-reads the category after a change and fails when it is gone. */
async function reread(db: AppDatabase, categoryId: string): Promise<CategoryWithInventory> {
  const category = (await categoriesWithShownQuantity(db)).find((entry) => entry.id === categoryId);
  if (!category) throw new Error(CATEGORY_NOT_FOUND_AFTER_UPDATE);
  return category;
}

/** `problem` of the value, thrown. */
function check<T>(value: T, problem: (value: T) => string | null): T {
  const found = problem(value);
  if (found) throw new Error(found);
  return value;
}

/** A movement as this station expects the server to apply it, or the refusal the server would give. */
function movementOn(
  quantities: Map<string, number>,
  input: MovementInput,
  details: Pick<StockMovement, 'reason' | 'performedBy' | 'timestamp'>,
): { movement: StockMovement; quantities: Map<string, number> } {
  const outcome = applyStockMovement(quantities, input);
  if (!outcome.ok) throw new Error(outcome.message);
  return {
    movement: { id: newId(), updated: '', deleted: false, ...input, ...outcome.change, ...details, sequence: 0 },
    quantities: outcome.quantities,
  };
}

const stockTables = (db: AppDatabase) => [db.categories, db.stockMovements, db.outbox];

/**
 * Changes a category's stock by a signed delta: one 'add' or 'remove' movement recording who did
 * it and why. The stock never goes below 0 (a larger removal empties it). A delta of 0 changes
 * nothing and records nothing. Returns the category as re-read afterwards.
 */
export async function updateCategoryInventory(
  db: AppDatabase,
  categoryId: string,
  delta: number,
  reason = '',
  performedBy = '',
  now: Date = new Date(),
): Promise<CategoryWithInventory> {
  try {
    if (delta !== 0) check(Math.abs(delta), quantityProblem);
    await db.transaction('rw', stockTables(db), async () => {
      const { quantities } = await stockState(db);
      if (!quantities.has(categoryId)) throw new Error(CATEGORY_NOT_FOUND);
      if (delta === 0) return;
      const input: MovementInput = { categoryId, type: delta > 0 ? 'add' : 'remove', quantity: Math.abs(delta), metadata: null };
      const { movement } = movementOn(quantities, input, { reason, performedBy, timestamp: now.toISOString() });
      await saveRecords(db, 'stockMovements', await sequenced(db, [movement]));
    });
  } catch (error) {
    throw categoryInventoryError('update', error);
  }
  return reread(db, categoryId);
}

function thresholdPatch(category: Category, threshold: number, now: string): Pick<Category, 'inventory' | 'updatedAt'> {
  const inventory = inventoryOrDefault(category.inventory, now);
  return {
    inventory: { ...inventory, lowStockThreshold: normalizedThreshold(check(threshold, thresholdProblem)), lastUpdated: now },
    updatedAt: now,
  };
}

/**
 * Sets the low-stock threshold (at least 1: a smaller one is raised to 1). The push leaves the
 * quantity out of the inventory it sends (batchRequests.ts); the server keeps its own.
 */
export async function updateCategoryThreshold(
  db: AppDatabase,
  categoryId: string,
  threshold: number,
  now: Date = new Date(),
): Promise<CategoryWithInventory> {
  try {
    await db.transaction('rw', db.categories, db.outbox, async () => {
      const category = await db.categories.get(categoryId);
      if (!category || category.deleted) throw new Error(CATEGORY_NOT_FOUND);
      await patchRecord(db, 'categories', categoryId, thresholdPatch(category, threshold, now.toISOString()));
    });
  } catch (error) {
    throw categoryInventoryError('threshold', error);
  }
  return reread(db, categoryId);
}

/**
 * Moves stock from one category to another as one 'transfer' movement, which the server applies
 * to both in one transaction. Both must exist ('One or both categories not found') and the
 * source must show enough ('Insufficient inventory in source category').
 */
export async function transferInventory(
  db: AppDatabase,
  fromId: string,
  toId: string,
  quantity: number,
  reason = '',
  performedBy = '',
  productSkus: readonly string[] = [],
  now: Date = new Date(),
): Promise<StockMovement> {
  try {
    check(quantity, quantityProblem);
    return await db.transaction('rw', stockTables(db), async () => {
      const { categories, quantities } = await stockState(db);
      if (fromId === toId && quantities.has(fromId)) throw new Error(SAME_CATEGORY_TRANSFER);
      const target = categories.find((category) => category.id === toId);
      const metadata: TransferMetadata = {
        targetCategoryId: toId,
        targetCategoryName: target?.name ?? '',
        productSkus: [...productSkus],
      };
      const input: MovementInput = { categoryId: fromId, type: 'transfer', quantity, metadata };
      const details = {
        reason: reason || transferReason(metadata.targetCategoryName),
        performedBy,
        timestamp: now.toISOString(),
      };
      const numbered = await sequenced(db, [movementOn(quantities, input, details).movement]);
      await saveRecords(db, 'stockMovements', numbered);
      return numbered[0] as StockMovement;
    });
  } catch (error) {
    throw categoryInventoryError('transfer', error);
  }
}

/**
 * Applies several counts and thresholds in one transaction: all are written, or none when one
 * names a missing category. A counted quantity becomes the movement from the shown quantity to it.
 */
export async function bulkUpdateCategoryInventory(
  db: AppDatabase,
  updates: readonly BulkInventoryUpdate[],
  now: Date = new Date(),
): Promise<StockMovement[]> {
  const at = now.toISOString();
  try {
    return await db.transaction('rw', stockTables(db), async () => {
      const state = await stockState(db);
      let quantities = state.quantities;
      const movements: StockMovement[] = [];
      const thresholds = new Map<string, number>();
      for (const update of updates) {
        if (!quantities.has(update.categoryId)) throw new Error(CATEGORY_NOT_FOUND);
        if (update.lowStockThreshold !== undefined) thresholds.set(update.categoryId, update.lowStockThreshold);
        if (update.totalQuantity === undefined) continue;
        const counted = update.totalQuantity <= 0 ? 0 : check(update.totalQuantity, quantityProblem);
        const delta = counted - (quantities.get(update.categoryId) ?? 0);
        if (delta === 0) continue;
        const input: MovementInput = {
          categoryId: update.categoryId,
          type: delta > 0 ? 'add' : 'remove',
          quantity: Math.abs(delta),
          metadata: null,
        };
        const details = { reason: update.reason || BULK_UPDATE_REASON, performedBy: update.performedBy ?? '', timestamp: at };
        const next = movementOn(quantities, input, details);
        quantities = next.quantities;
        movements.push(next.movement);
      }
      for (const [categoryId, threshold] of thresholds) {
        const category = state.categories.find((entry) => entry.id === categoryId) as Category;
        await patchRecord(db, 'categories', categoryId, thresholdPatch(category, threshold, at));
      }
      const numbered = await sequenced(db, movements);
      if (numbered.length > 0) await saveRecords(db, 'stockMovements', numbered);
      return numbered;
    });
  } catch (error) {
    throw categoryInventoryError('bulkUpdate', error);
  }
}

export async function getInventoryHistory(
  db: AppDatabase,
  categoryId: string,
  limit = DEFAULT_HISTORY_LIMIT,
): Promise<InventoryHistoryEntry[]> {
  try {
    return await inventoryHistory(db, categoryId, limit);
  } catch (error) {
    throw categoryInventoryError('history', error);
  }
}
