import type { Platform } from '../records';

/** Where a parcel of an order was read: the file, and the 1-based page of its label. */
export interface OrderOccurrence {
  platform: Platform;
  orderId: string;
  /**
   * Tells the parcels of one order apart (docs/LABELS.md: one order can ship as several parcels):
   * Flipkart's AWB, Amazon's items. The same order id and parcel twice is the same page twice.
   */
  parcel: string;
  /** The parcel's AWB, shown to people; empty when there is none. */
  awb: string;
  file: string;
  page: number;
}

export interface DuplicateOrder {
  platform: Platform;
  orderId: string;
  /** As OrderOccurrence.parcel. */
  parcel: string;
  awb: string;
  /** 'file page n' for every place the parcel was found, in input order. */
  found: string[];
}

export function describeSource(occurrence: Pick<OrderOccurrence, 'file' | 'page'>): string {
  return `${occurrence.file} page ${occurrence.page}`;
}

const parcelKey = (occurrence: OrderOccurrence) => `${occurrence.platform}\u0000${occurrence.orderId}\u0000${occurrence.parcel}`;
const sourceKey = (occurrence: OrderOccurrence) => `${occurrence.file}\u0000${occurrence.page}`;

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/**
 * The same parcel twice in one batch (a file downloaded twice); parcels of one order are not
 * duplicates, and unread ids never are.
 */
export function findDuplicates(orders: readonly OrderOccurrence[]): DuplicateOrder[] {
  const withId = orders.filter((order) => order.orderId !== '');
  return [...groupBy(withId, parcelKey).values()]
    .filter((group) => group.length > 1)
    .map((group) => ({
      platform: group[0]?.platform ?? 'amazon',
      orderId: group[0]?.orderId ?? '',
      parcel: group[0]?.parcel ?? '',
      awb: group[0]?.awb ?? '',
      found: group.map(describeSource),
    }));
}

/** Input order of the first occurrence of every parcel; later copies of a parcel are dropped. */
export function firstOccurrences<T extends OrderOccurrence>(orders: readonly T[]): T[] {
  const seen = new Set<string>();
  return orders.filter((order) => {
    if (order.orderId === '') return true;
    if (seen.has(parcelKey(order))) return false;
    seen.add(parcelKey(order));
    return true;
  });
}

/**
 * Every input order must appear exactly once in the output (every input page, when duplicates
 * are kept). Returns what is wrong, empty when the output is whole.
 */
export function integrityProblems(
  input: readonly OrderOccurrence[],
  output: readonly OrderOccurrence[],
  keepDuplicates: boolean,
): string[] {
  const problems: string[] = [];
  const inputSources = new Set(input.map(sourceKey));
  for (const [, copies] of groupBy(output, sourceKey)) {
    const [first] = copies;
    if (!first) continue;
    if (!inputSources.has(sourceKey(first))) problems.push(`${describeSource(first)} is not an input page`);
    else if (copies.length > 1) problems.push(`${describeSource(first)} appears ${copies.length} times`);
  }
  const perOrder = (order: OrderOccurrence) => (keepDuplicates || order.orderId === '' ? sourceKey(order) : parcelKey(order));
  const outputCounts = groupBy(output, perOrder);
  for (const [key, copies] of groupBy(input, perOrder)) {
    const count = outputCounts.get(key)?.length ?? 0;
    const [first] = copies;
    if (!first || count === 1) continue;
    const parcel = first.awb ? ` (AWB ${first.awb})` : '';
    const label = first.orderId ? `order ${first.orderId}${parcel}` : describeSource(first);
    problems.push(`${label} appears ${count} times in the output`);
  }
  return problems;
}
