import type { Platform } from '../records';

/** Where an order was read: the file, and the 1-based page of its label. */
export interface OrderOccurrence {
  platform: Platform;
  orderId: string;
  file: string;
  page: number;
}

export interface DuplicateOrder {
  platform: Platform;
  orderId: string;
  /** 'file page n' for every place the order was found, in input order. */
  found: string[];
}

export function describeSource(occurrence: Pick<OrderOccurrence, 'file' | 'page'>): string {
  return `${occurrence.file} page ${occurrence.page}`;
}

const orderKey = (occurrence: OrderOccurrence) => `${occurrence.platform}\u0000${occurrence.orderId}`;
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

/** The same order id twice in one batch (a file downloaded twice); unread ids are never duplicates. */
export function findDuplicates(orders: readonly OrderOccurrence[]): DuplicateOrder[] {
  const withId = orders.filter((order) => order.orderId !== '');
  return [...groupBy(withId, orderKey).values()]
    .filter((group) => group.length > 1)
    .map((group) => ({
      platform: group[0]?.platform ?? 'amazon',
      orderId: group[0]?.orderId ?? '',
      found: group.map(describeSource),
    }));
}

/** Input order of the first occurrence of every order; later copies of an order id are dropped. */
export function firstOccurrences<T extends OrderOccurrence>(orders: readonly T[]): T[] {
  const seen = new Set<string>();
  return orders.filter((order) => {
    if (order.orderId === '') return true;
    if (seen.has(orderKey(order))) return false;
    seen.add(orderKey(order));
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
  const perOrder = (order: OrderOccurrence) =>
    keepDuplicates || order.orderId === '' ? sourceKey(order) : orderKey(order);
  const outputCounts = groupBy(output, perOrder);
  for (const [key, copies] of groupBy(input, perOrder)) {
    const count = outputCounts.get(key)?.length ?? 0;
    const [first] = copies;
    if (!first || count === 1) continue;
    const label = first.orderId ? `order ${first.orderId}` : describeSource(first);
    problems.push(`${label} appears ${count} times in the output`);
  }
  return problems;
}
