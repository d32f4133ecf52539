import { newId } from '../domain/ids';
import { combineOrderLineDrafts, type OrderLineDraft } from '../domain/orders/orderLines';
import { type AwbFill, matchRecordedLines } from '../domain/orders/recordedLines';
import type { OrderLine } from '../domain/records';
import type { AppDatabase } from './database';
import { savePatches, saveRecords } from './writes';

export interface RecordOutcome {
  recorded: OrderLine[];
  /** Lines recorded before without an AWB, whose AWB this merge read (matchRecordedLines). */
  filled: AwbFill[];
  /** Lines whose platform + order id + SKU + AWB was recorded before, by an earlier merge or station. */
  alreadyRecorded: number;
  /** Lines whose order id could not be read: they cannot be told apart, so they are not recorded. */
  withoutOrderId: number;
}

/** Records per write: one write of a whole busy day would hold the main thread for long. */
const WRITE_CHUNK = 100;

/**
 * The lines of one merge that are not recorded yet, ready to store, without storing them. The
 * drafts sharing a key (platform + order id + SKU + AWB) are one line, their quantities added up
 * (combineOrderLineDrafts); a line recorded before, by an earlier merge or another station, is
 * left out, so merging the same labels again records and takes nothing twice. Reads orderLines:
 * run it in the transaction that writes the lines, so that two tabs cannot both record a line.
 */
export async function unrecordedOrderLines(
  db: AppDatabase,
  drafts: readonly OrderLineDraft[],
  { now, batchId }: { now: Date; batchId: string },
): Promise<RecordOutcome> {
  const combined = combineOrderLineDrafts(drafts);
  const identified = combined.filter((draft) => draft.orderId !== '');
  // Every recorded AWB of each platform + order id + SKU: an empty one matches any (matchRecordedLines).
  const existing = await db.orderLines
    .where('[type+orderId+sku+awb]')
    .inAnyRange(
      identified.map((draft) => [
        [draft.type, draft.orderId, draft.sku, ''],
        [draft.type, draft.orderId, draft.sku, '\uffff'],
      ]),
      {
        includeUppers: true,
      },
    )
    .toArray();
  const { unrecorded, filled } = matchRecordedLines(identified, existing);
  const createdAt = now.toISOString();
  const recorded = unrecorded.map((draft): OrderLine => ({
    ...draft,
    courier: draft.courier ?? '',
    id: newId(),
    updated: '',
    deleted: false,
    createdAt,
    batchId,
  }));
  return {
    recorded,
    filled,
    alreadyRecorded: identified.length - recorded.length,
    withoutOrderId: combined.length - identified.length,
  };
}

/**
 * Stores new order lines and the AWBs filled in on recorded ones, and queues them, in chunks,
 * inside the caller's transaction when there is one.
 */
export async function storeOrderLines(
  db: AppDatabase,
  { recorded, filled }: Pick<RecordOutcome, 'recorded' | 'filled'>,
): Promise<void> {
  for (let at = 0; at < recorded.length; at += WRITE_CHUNK) {
    await saveRecords(db, 'orderLines', recorded.slice(at, at + WRITE_CHUNK));
  }
  await savePatches(
    db,
    'orderLines',
    filled.map(({ line, awb }) => ({ record: { ...line, awb }, changes: { awb } })),
  );
}

/**
 * Records order lines once per platform + order id + SKU + AWB (the table's unique index), without
 * a batch; the label merge records its lines with recordMerge (mergeRecording.ts).
 */
export async function recordOrderLines(
  db: AppDatabase,
  drafts: readonly OrderLineDraft[],
  now: Date = new Date(),
): Promise<RecordOutcome> {
  return db.transaction('rw', db.orderLines, db.outbox, async () => {
    const outcome = await unrecordedOrderLines(db, drafts, { now, batchId: '' });
    await storeOrderLines(db, outcome);
    return outcome;
  });
}
