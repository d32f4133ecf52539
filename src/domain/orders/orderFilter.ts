import type { OrderLine, Platform } from '../records';

/**
 * What the order figures read of an order line. `batchId` names the merge that recorded it, for
 * lines that carry one; `deleted` lines (tombstones) are left out of every figure.
 */
export type FigureLine = Pick<
  OrderLine,
  'date' | 'name' | 'quantity' | 'type' | 'sku' | 'orderId' | 'categoryId' | 'category'
> & {
  batchId?: string;
  deleted?: boolean;
};

/**
 * The screens' filters besides the dates. An empty or missing value does not filter (docs/SPEC.md
 * §5). `categoryId: null` keeps only the lines without a category, the Uncategorized group.
 */
export interface OrderFilter {
  platform?: Platform | '';
  categoryId?: string | null;
  sku?: string;
  batchId?: string;
}

const set = (value: string | undefined): value is string => value !== undefined && value !== '';

/** A test for one line, built once per filter so the year's lines pay only for the set filters. */
export function lineFilter(filter: OrderFilter): (line: FigureLine) => boolean {
  const tests: ((line: FigureLine) => boolean)[] = [(line) => line.deleted !== true];
  const { platform, categoryId, sku, batchId } = filter;
  if (set(platform)) tests.push((line) => line.type === platform);
  if (categoryId === null) tests.push((line) => line.categoryId === '');
  else if (set(categoryId)) tests.push((line) => line.categoryId === categoryId);
  if (set(sku)) tests.push((line) => line.sku === sku);
  if (set(batchId)) tests.push((line) => line.batchId === batchId);
  return (line) => tests.every((test) => test(line));
}
