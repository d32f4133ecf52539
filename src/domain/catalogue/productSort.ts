import { UNCATEGORIZED } from '../labels/catalogue';
import type { Category, Product } from '../records';
import { resolveCostPrice } from './costPrice';

export type ProductSortColumn = 'sku' | 'name' | 'platform' | 'category' | 'sellingPrice' | 'costPrice' | 'visibility';
type ProductSortDirection = 'asc' | 'desc';

export interface ProductSort {
  column: ProductSortColumn;
  direction: ProductSortDirection;
}

export const DEFAULT_PRODUCT_SORT: ProductSort = { column: 'sku', direction: 'asc' };

/** What a product shows in the columns that are not its own fields. */
export interface ProductSortContext {
  categoryName: (product: Product) => string;
  costPrice: (product: Product) => number;
}

/** Category names and resolved cost prices from the categories that exist (deleted ones do not). */
export function catalogueSortContext(categories: readonly Category[]): ProductSortContext {
  const byId = new Map(categories.filter((category) => !category.deleted).map((category) => [category.id, category]));
  return {
    categoryName: (product) => byId.get(product.categoryId)?.name ?? UNCATEGORIZED,
    costPrice: (product) => resolveCostPrice(product, byId.get(product.categoryId)).value,
  };
}

/** Clicking a column header: the same column turns around, another column starts ascending. */
export function nextSort(current: ProductSort, column: ProductSortColumn): ProductSort {
  if (current.column !== column) return { column, direction: 'asc' };
  return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

type SortKey = string | number;

/** Wider than any run of digits in a SKU or a name, so that padding never truncates the order. */
const DIGIT_WIDTH = 20;
const DIGIT_RUNS = /\d+/g;

/**
 * Lower-cased, every run of digits padded to one width: plain string comparison of these keys
 * puts 'sku-9' before 'SKU-10', as a person reads them. Computed once per product per sort, it
 * is several times faster over 10,000 products than a numeric Intl.Collator comparing pairs.
 */
function naturalKey(text: string): string {
  return text.toLowerCase().replace(DIGIT_RUNS, (digits) => digits.padStart(DIGIT_WIDTH, '0'));
}

function keyOf(product: Product, column: ProductSortColumn, context: ProductSortContext): SortKey {
  switch (column) {
    case 'sku':
      return naturalKey(product.sku);
    case 'name':
      return naturalKey(product.name);
    case 'platform':
      return product.platform;
    case 'category':
      return naturalKey(context.categoryName(product));
    case 'sellingPrice':
      return product.sellingPrice;
    case 'costPrice':
      return context.costPrice(product);
    case 'visibility':
      return product.visibility;
  }
}

function compare(a: SortKey, b: SortKey): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * A sorted copy. Each product's keys are worked out once, not once per comparison; equal keys
 * fall back to sku then platform, so the order never depends on the order the products came in.
 */
export function sortProducts(products: readonly Product[], sort: ProductSort, context: ProductSortContext): Product[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const keyed = products.map((product) => {
    const sku = naturalKey(product.sku);
    return { product, sku, key: sort.column === 'sku' ? sku : keyOf(product, sort.column, context) };
  });
  keyed.sort((a, b) => sign * compare(a.key, b.key) || compare(a.sku, b.sku) || compare(a.product.platform, b.product.platform));
  return keyed.map(({ product }) => product);
}
