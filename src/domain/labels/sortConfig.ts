export type SortKey = 'category' | 'name' | 'price' | 'sku';
export type SortDirection = 'asc' | 'desc';

export const SORT_KEYS: readonly SortKey[] = ['category', 'name', 'price', 'sku'];
export const SORT_DIRECTIONS: readonly SortDirection[] = ['asc', 'desc'];

/** docs/SPEC.md §3, label-merge sort configuration. */
export interface LabelSortConfig {
  primarySort: SortKey;
  /** Breaks ties left by the primary key. */
  secondarySort: SortKey;
  /** Direction of the primary and secondary keys. */
  sortOrder: SortDirection;
  /**
   * Pages of one courier stay together, couriers A to Z and 'Unknown' last, each sorted as
   * configured (docs/SPEC.md §19): each courier's bag is packed from one run of pages. Off when absent.
   */
  groupByCourier?: boolean;
  /** Pages of one category stay together; 'Uncategorized' is the last block. */
  groupByCategory: boolean;
  /** When grouping, the categories of `categoryOrder` (the active ones) come first, in that order. */
  prioritizeActiveCategories: boolean;
  /**
   * When grouping, the other blocks go A to Z by category name whatever the sort keys; otherwise
   * a block sits where its first page falls under the primary and secondary keys.
   */
  sortCategoriesAlphabetically: boolean;
  /** Category names, most urgent first. */
  categoryOrder?: string[];
}

export const DEFAULT_SORT_CONFIG: Readonly<LabelSortConfig> = {
  primarySort: 'category',
  secondarySort: 'sku',
  sortOrder: 'asc',
  groupByCategory: true,
  prioritizeActiveCategories: true,
  sortCategoriesAlphabetically: false,
};

export function isSortKey(value: string): value is SortKey {
  return (SORT_KEYS as readonly string[]).includes(value);
}

export function isSortDirection(value: string): value is SortDirection {
  return (SORT_DIRECTIONS as readonly string[]).includes(value);
}
