import type { OrderLine } from '../records';
import type { OrderLineDraft } from './orderLines';

/** A recorded line without an AWB, and the AWB a later merge read for it. */
export interface AwbFill {
  line: OrderLine;
  awb: string;
}

export interface LineMatches {
  /** The drafts that are no line recorded before. */
  unrecorded: OrderLineDraft[];
  /** Recorded lines whose AWB is filled in rather than their parcel recorded again. */
  filled: AwbFill[];
}

const sameOrderSku = (line: Pick<OrderLine, 'type' | 'orderId' | 'sku'>) => [line.type, line.orderId, line.sku].join('\u0000');

/**
 * Which drafts (with order ids, combined) are lines recorded before: the same platform + order id
 * + SKU + AWB, or the same platform + order id + SKU where either AWB is empty. An empty AWB is one
 * not read: Amazon lines recorded before the label's barcode was read are the same
 * parcels as the same lines with their AWB read now, so the AWB is filled in (by the first draft
 * that reads one) and nothing is recorded or taken twice.
 */
export function matchRecordedLines(drafts: readonly OrderLineDraft[], recorded: readonly OrderLine[]): LineMatches {
  const byOrderSku = new Map<string, OrderLine[]>();
  for (const line of recorded) {
    const key = sameOrderSku(line);
    byOrderSku.set(key, [...(byOrderSku.get(key) ?? []), line]);
  }
  const filling = new Map<OrderLine, string>();
  const unrecorded: OrderLineDraft[] = [];
  for (const draft of drafts) {
    const lines = byOrderSku.get(sameOrderSku(draft)) ?? [];
    if (lines.some((line) => line.awb === draft.awb) || (draft.awb === '' && lines.length > 0)) continue;
    const unread = lines.find((line) => line.awb === '');
    if (!unread) {
      unrecorded.push(draft);
      continue;
    }
    if (!unread.deleted && !filling.has(unread)) filling.set(unread, draft.awb);
  }
  return { unrecorded, filled: [...filling].map(([line, awb]) => ({ line, awb })) };
}
