import { indexCatalog, type LabelCatalog } from '../domain/labels/catalog';
import type { SummaryLine } from '../domain/labels/mergeSummary';
import { newId } from '../domain/ids';
import type { OrderLine } from '../domain/records';
import type { AppDatabase } from './database';
import { saveRecords } from './writes';

/** An order line before it is recorded: the id and stamps are made at recording time. */
export type OrderLineDraft = Omit<OrderLine, 'id' | 'updated' | 'deleted' | 'createdAt'>;

export interface RecordOutcome {
  recorded: OrderLine[];
  /** Lines whose platform + order id + SKU was recorded before (or twice in this batch). */
  alreadyRecorded: number;
  /** Lines whose order id could not be read: they cannot be told apart, so they are not recorded. */
  withoutOrderId: number;
}

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
 * The order lines of a merge's summary: one per item of each page (a page with several items is
 * one order of several SKUs), with the category the catalogue gives.
 */
export function orderLineDrafts(lines: readonly SummaryLine[], catalog: LabelCatalog, date: string): OrderLineDraft[] {
  const index = indexCatalog(catalog);
  const byName = new Map<string, string>();
  for (const category of catalog.categories) byName.set(category.name, byName.has(category.name) ? '' : category.id);
  return lines.flatMap((line) => {
    const items = line.items.length > 0 ? line.items : [line];
    return items.map((item) => ({
      date,
      name: item.name,
      quantity: String(item.quantity),
      type: line.platform,
      sku: item.sku,
      orderId: line.orderId,
      categoryId: index.find(item.sku, line.platform)?.category?.id ?? byName.get(item.category) ?? '',
      category: item.category,
    }));
  });
}

/** Records per write: one write of a whole busy day would hold the main thread for long. */
const WRITE_CHUNK = 100;

const keyOf = (line: Pick<OrderLine, 'type' | 'orderId' | 'sku'>): [string, string, string] => [
  line.type,
  line.orderId,
  line.sku,
];

/**
 * Records order lines once per platform + order id + SKU (the table's unique index): a line
 * recorded before, by this merge or an earlier one, is skipped rather than failing the batch.
 * The check and the write share one transaction, so two tabs cannot both record a line.
 */
export async function recordOrderLines(
  db: AppDatabase,
  drafts: readonly OrderLineDraft[],
  now: Date = new Date(),
): Promise<RecordOutcome> {
  const identified = drafts.filter((draft) => draft.orderId !== '');
  return db.transaction('rw', db.orderLines, db.outbox, async () => {
    const existing = await db.orderLines.where('[type+orderId+sku]').anyOf(identified.map(keyOf)).toArray();
    const seen = new Set(existing.map((line) => keyOf(line).join('\u0000')));
    const createdAt = now.toISOString();
    const recorded: OrderLine[] = [];
    for (const draft of identified) {
      const key = keyOf(draft).join('\u0000');
      if (seen.has(key)) continue;
      seen.add(key);
      recorded.push({ ...draft, id: newId(), updated: '', deleted: false, createdAt });
    }
    for (let at = 0; at < recorded.length; at += WRITE_CHUNK) {
      await saveRecords(db, 'orderLines', recorded.slice(at, at + WRITE_CHUNK));
    }
    return {
      recorded,
      alreadyRecorded: identified.length - recorded.length,
      withoutOrderId: drafts.length - identified.length,
    };
  });
}
