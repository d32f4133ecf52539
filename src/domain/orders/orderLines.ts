import { orderLineQuantity } from '../inventory/orderStock';
import { indexCatalogue } from '../labels/catalogue';
import type { SummaryLine } from '../labels/mergeSummary';
import type { Catalogue, OrderLine } from '../records';
import { courierOf } from './couriers';

/**
 * Order lines as a merge makes them (docs/SPEC.md §3, order line; the order-day document is the
 * view of one date): the date they are recorded for, and one line per platform + order id + SKU.
 */

/** An order line before it is recorded: the id, stamps and batch are given at recording time. */
export type OrderLineDraft = Omit<OrderLine, 'id' | 'updated' | 'deleted' | 'createdAt' | 'batchId' | 'syncSeq' | 'courier'> & {
  /** '' when not known: a draft not made from labels. */
  courier?: string;
};

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The yyyy-MM-dd key of a day in the station's own time zone. */
export function localDateKey(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Orders are recorded for today or a later day; a real calendar day, written yyyy-MM-dd. */
export function orderDateProblem(date: string, today: string): string | null {
  const match = DATE_KEY.exec(date);
  const calendarDay = match && new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (!calendarDay || localDateKey(calendarDay) !== date) return `Order date must be a day written yyyy-MM-dd: ${date}`;
  if (date < today) return `Order date must be today (${today}) or later`;
  return null;
}

/**
 * An order line's natural key, platform + order id + SKU + AWB: unique among the recorded lines.
 * The AWB tells the parcels of one order apart (Flipkart ships an order as several parcels, each
 * with its own AWB, sometimes on different days); Amazon's is read from its label's barcode, '' when
 * unread. A recorded line is matched with an unread AWB taken as any (recordedLines.ts).
 */
const orderLineKey = (line: Pick<OrderLine, 'type' | 'orderId' | 'sku' | 'awb'>): [string, string, string, string] => [
  line.type,
  line.orderId,
  line.sku,
  line.awb,
];

/**
 * One draft per platform + order id + SKU + AWB, in the order they first appear: the same SKU on
 * two rows of one parcel is one line whose quantity is the sum, with the name and category of the
 * first; the same SKU in two parcels of one order (two AWBs) is two lines. Each quantity counts
 * as the stock it takes (orderLineQuantity), so the line takes what the separate ones would have.
 * A draft without an order id is kept as it is: it cannot be told apart from another.
 */
export function combineOrderLineDrafts(drafts: readonly OrderLineDraft[]): OrderLineDraft[] {
  const combined: OrderLineDraft[] = [];
  const byKey = new Map<string, { at: number; quantity: number; count: number }>();
  for (const draft of drafts) {
    if (draft.orderId === '') {
      combined.push(draft);
      continue;
    }
    const key = orderLineKey(draft).join('\u0000');
    const seen = byKey.get(key);
    if (!seen) {
      byKey.set(key, { at: combined.length, quantity: orderLineQuantity(draft.quantity), count: 1 });
      combined.push(draft);
      continue;
    }
    seen.quantity += orderLineQuantity(draft.quantity);
    seen.count += 1;
  }
  // A line met once keeps its quantity as written.
  for (const { at, quantity, count } of byKey.values()) {
    if (count > 1) combined[at] = { ...(combined[at] as OrderLineDraft), quantity: String(quantity) };
  }
  return combined;
}

/**
 * The order lines of a merge's summary: one per SKU of each parcel, with the category the
 * catalogue gives. A page with several items is one order of several SKUs; an order shipped as
 * several parcels has several pages, each its own AWB and its own lines; the quantities of one
 * SKU in one parcel are added up. A parcel printed twice (the same order id and parcel again, when
 * duplicates are kept: Flipkart's AWB, Amazon's items) is counted once.
 */
export function orderLineDrafts(lines: readonly SummaryLine[], catalogue: Catalogue, date: string): OrderLineDraft[] {
  const index = indexCatalogue(catalogue);
  const byName = new Map<string, string>();
  for (const category of catalogue.categories) byName.set(category.name, byName.has(category.name) ? '' : category.id);
  const parcels = new Set<string>();
  const drafts = lines.flatMap((line) => {
    if (line.orderId !== '') {
      const parcel = [line.platform, line.orderId, line.parcel].join('\u0000');
      if (parcels.has(parcel)) return [];
      parcels.add(parcel);
    }
    const items = line.items.length > 0 ? line.items : [line];
    return items.map((item) => ({
      date,
      name: item.name,
      quantity: String(item.quantity),
      type: line.platform,
      sku: item.sku,
      orderId: line.orderId,
      awb: line.awb,
      courier: courierOf(line.platform, line.courier ?? ''),
      categoryId: index.find(item.sku, line.platform)?.category?.id ?? byName.get(item.category) ?? '',
      category: item.category,
    }));
  });
  return combineOrderLineDrafts(drafts);
}
