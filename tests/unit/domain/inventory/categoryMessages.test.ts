import { describe, expect, it } from 'vitest';
import {
  CATEGORY_INVENTORY_PREFIXES,
  CATEGORY_NOT_FOUND_AFTER_UPDATE,
  categoryInventoryError,
} from '../../../../src/domain/inventory/categoryMessages';

describe('category inventory service messages', () => {
  it('are the prefixes of docs/SPEC.md §8', () => {
    expect(Object.values(CATEGORY_INVENTORY_PREFIXES)).toEqual([
      'Failed to fetch category inventory',
      'Failed to fetch categories with inventory',
      'Failed to update category inventory',
      'Failed to update category threshold',
      'Failed to transfer inventory',
      'Failed to generate inventory report',
      'Failed to fetch inventory history',
      'Failed to bulk update category inventory',
      'Failed to fetch low stock categories',
    ]);
    expect(CATEGORY_NOT_FOUND_AFTER_UPDATE).toBe('Category not found after update');
  });

  it("are followed by ': ' and the cause, or 'Unknown error'", () => {
    expect(categoryInventoryError('update', new Error('Category not found')).message).toBe(
      'Failed to update category inventory: Category not found',
    );
    expect(categoryInventoryError('transfer', 'Insufficient inventory in source category').message).toBe(
      'Failed to transfer inventory: Insufficient inventory in source category',
    );
    expect(categoryInventoryError('history', new Error('')).message).toBe('Failed to fetch inventory history: Unknown error');
    expect(categoryInventoryError('bulkUpdate', undefined).message).toBe(
      'Failed to bulk update category inventory: Unknown error',
    );
  });

  it('keep the cause', () => {
    const cause = new Error('disk full');
    expect(categoryInventoryError('report', cause).cause).toBe(cause);
  });
});
