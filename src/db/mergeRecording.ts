import { newId } from '../domain/ids';
import { orderStockPlan, takesStock, type StockPlanEntry } from '../domain/inventory/orderStock';
import { mergeBatchRecord, type MergeBatchDetails } from '../domain/orders/mergeBatch';
import type { OrderLineDraft } from '../domain/orders/orderLines';
import type { MergeBatch } from '../domain/records';
import { stockState } from './categoryStock';
import type { AppDatabase } from './database';
import { storeOrderLines, unrecordedOrderLines, type RecordOutcome } from './orderLines';
import { logFailures, takeOrderStockInTransaction, type OrderStockOutcome } from './orderStock';
import { saveRecord } from './writes';

/**
 * A label merge recorded as one thing (docs/SPEC.md §13, "the merge records first"): its batch, its new
 * order lines and the stock they take are written in one local transaction, before the merged PDF
 * is offered, so a tab closed at any moment leaves either all of it or none of it.
 */

export interface MergeRecording extends RecordOutcome {
  batch: MergeBatch;
  stock: OrderStockOutcome;
}

/**
 * Records a merge: the batch, the lines not recorded before (each pointing at the batch) and one
 * stock movement per new line with an SKU and a category, with their outbox entries, all in one
 * transaction. A line whose stock cannot be taken (its category is gone) is reported in
 * `stock.failed` and the rest stands; any failed write throws and records nothing.
 */
export async function recordMerge(
  db: AppDatabase,
  details: MergeBatchDetails,
  drafts: readonly OrderLineDraft[],
  now: Date = new Date(),
): Promise<MergeRecording> {
  const batchId = newId();
  const tables = [db.mergeBatches, db.orderLines, db.categories, db.stockMovements, db.outbox];
  const recording = await db.transaction('rw', tables, async () => {
    const lines = await unrecordedOrderLines(db, drafts, { now, batchId });
    const batch = mergeBatchRecord(batchId, details, drafts, lines.recorded.length, now);
    await saveRecord(db, 'mergeBatches', batch);
    await storeOrderLines(db, lines);
    const stockLines = lines.recorded.filter(takesStock);
    const stock = await takeOrderStockInTransaction(db, stockLines, now);
    return { ...lines, batch, stock: { ...stock, skipped: lines.recorded.length - stockLines.length } };
  });
  await logFailures(db, recording.stock.failed);
  return recording;
}

/**
 * The stock plan of a merge before it is recorded: what its lines not recorded yet would take
 * from each category, against the quantities the station shows now (its pending movements
 * included). Read-only, so a screen may keep it live.
 */
export async function mergeStockPlan(db: AppDatabase, drafts: readonly OrderLineDraft[]): Promise<StockPlanEntry[]> {
  return db.transaction('r', db.orderLines, db.categories, db.outbox, async () => {
    const { recorded } = await unrecordedOrderLines(db, drafts, { now: new Date(), batchId: '' });
    const state = await stockState(db);
    const stock = new Map(
      state.categories.map((category) => [
        category.id,
        { name: category.name, quantity: state.quantities.get(category.id) ?? 0 },
      ]),
    );
    return orderStockPlan(recorded, stock);
  });
}
