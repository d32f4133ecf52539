import { messageOr } from '../errors';

/**
 * docs/SPEC.md §8's store fallbacks for inventory: the message of a failed inventory action whose
 * cause carries none. A cause with a message keeps it, as the specification's messages
 * ('Insufficient inventory for product with SKU {sku}', 'Category not found after update', ...)
 * must reach the user unchanged.
 */
export const INVENTORY_FALLBACKS = {
  fetchProduct: 'Failed to fetch inventory',
  reduceProduct: 'Failed to reduce inventory',
  update: 'Failed to update inventory',
  updateThreshold: 'Failed to update threshold',
  fetchLowStock: 'Failed to fetch low stock categories',
} as const;

/** The cause as an Error with a message: itself when it has one, else `fallback` (keeping the cause). */
export function failureOr(cause: unknown, fallback: string): Error {
  if (cause instanceof Error && cause.message) return cause;
  return new Error(messageOr(cause, fallback), { cause });
}
