import { perPlatform } from '../marketplaces';
import type { MergeBatch } from '../records';
import type { OrderLineDraft } from './orderLines';

/** What the merging station knows of a batch besides its order lines. */
export type MergeBatchDetails = Pick<MergeBatch, 'date' | 'createdBy' | 'station' | 'files'>;

/** Orders (distinct platform + order id) in a merge's lines, in all and per platform. */
function orderCounts(drafts: readonly Pick<OrderLineDraft, 'type' | 'orderId'>[]): Pick<MergeBatch, 'orders' | 'platformCounts'> {
  const seen = new Set<string>();
  const platformCounts = perPlatform(() => 0);
  for (const draft of drafts) {
    if (draft.orderId === '') continue;
    const key = `${draft.type}\u0000${draft.orderId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    platformCounts[draft.type] += 1;
  }
  return { orders: seen.size, platformCounts };
}

/** The batch record of one merge. */
export function mergeBatchRecord(
  id: string,
  details: MergeBatchDetails,
  drafts: readonly Pick<OrderLineDraft, 'type' | 'orderId'>[],
  recordedLines: number,
  now: Date,
): MergeBatch {
  return {
    id,
    updated: '',
    deleted: false,
    ...details,
    files: details.files.map((file) => ({ ...file })),
    createdAt: now.toISOString(),
    ...orderCounts(drafts),
    recordedLines,
  };
}
