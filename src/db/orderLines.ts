import { newId } from '../domain/ids';
import { combineOrderLineDrafts, orderLineKey, type OrderLineDraft } from '../domain/orders/orderLines';
import type { OrderLine } from '../domain/records';
import type { AppDatabase } from './database';
import { saveRecords } from './writes';

export interface RecordOutcome {
  recorded: OrderLine[];
  /** Lines whose platform + order id + SKU was recorded before, by an earlier merge or station. */
  alreadyRecorded: number;
  /** Lines whose order id could not be read: they cannot be told apart, so they are not recorded. */
  withoutOrderId: number;
}

/** Records per write: one write of a whole busy day would hold the main thread for long. */
const WRITE_CHUNK = 100;

/**
 * Records order lines once per platform + order id + SKU (the table's unique index). The drafts
 * are one merge: those sharing a key are one line, their quantities added up
 * (combineOrderLineDrafts). A line recorded before, by an earlier merge or another station, is
 * skipped rather than failing the batch, so merging the same labels again takes no stock twice.
 * The check and the write share one transaction, so two tabs cannot both record a line.
 */
export async function recordOrderLines(
  db: AppDatabase,
  drafts: readonly OrderLineDraft[],
  now: Date = new Date(),
): Promise<RecordOutcome> {
  const combined = combineOrderLineDrafts(drafts);
  const identified = combined.filter((draft) => draft.orderId !== '');
  return db.transaction('rw', db.orderLines, db.outbox, async () => {
    const existing = await db.orderLines.where('[type+orderId+sku]').anyOf(identified.map(orderLineKey)).toArray();
    const seen = new Set(existing.map((line) => orderLineKey(line).join('\u0000')));
    const createdAt = now.toISOString();
    const recorded: OrderLine[] = [];
    for (const draft of identified) {
      if (seen.has(orderLineKey(draft).join('\u0000'))) continue;
      recorded.push({ ...draft, id: newId(), updated: '', deleted: false, createdAt });
    }
    for (let at = 0; at < recorded.length; at += WRITE_CHUNK) {
      await saveRecords(db, 'orderLines', recorded.slice(at, at + WRITE_CHUNK));
    }
    return {
      recorded,
      alreadyRecorded: identified.length - recorded.length,
      withoutOrderId: combined.length - identified.length,
    };
  });
}
