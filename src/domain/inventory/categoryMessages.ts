import { prefixedMessage } from '../errors';
import { INVENTORY_FALLBACKS } from './inventoryFallbacks';

/** docs/SPEC.md §8: the category inventory service's failures, each '{prefix}: {cause}' or '{prefix}: Unknown error'. */
export const CATEGORY_INVENTORY_PREFIXES = {
  fetchOne: 'Failed to fetch category inventory',
  fetchAll: 'Failed to fetch categories with inventory',
  update: 'Failed to update category inventory',
  threshold: 'Failed to update category threshold',
  transfer: 'Failed to transfer inventory',
  report: 'Failed to generate inventory report',
  history: 'Failed to fetch inventory history',
  bulkUpdate: 'Failed to bulk update category inventory',
  /** A store fallback of section 8, used as the prefix of the low-stock read. */
  lowStock: INVENTORY_FALLBACKS.fetchLowStock,
} as const;

export type CategoryInventoryFailure = keyof typeof CATEGORY_INVENTORY_PREFIXES;

export const CATEGORY_NOT_FOUND_AFTER_UPDATE = 'Category not found after update';

/** A stock change or threshold that is not a finite number (NaN, Infinity) is refused before anything is written. */
export const quantityNotANumber = (value: unknown) => `Quantity must be a number: ${String(value)}`;

export function categoryInventoryError(failure: CategoryInventoryFailure, cause: unknown): Error {
  return new Error(prefixedMessage(CATEGORY_INVENTORY_PREFIXES[failure], cause), { cause });
}
