import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { updateCategoryInventory, updateCategoryThreshold } from '../../../src/db/categoryInventory';
import type { AppDatabase } from '../../../src/db/database';
import type { Category } from '../../../src/domain/records';
import { category, freshDatabase } from './fixtures';

let db: AppDatabase;
let chandan: Category;

beforeEach(async () => {
  db = freshDatabase();
  chandan = category({
    name: 'Chandan',
    inventory: { totalQuantity: 5, lowStockThreshold: 5, lastUpdated: '', productCount: 0 },
  });
  await db.categories.put(chandan);
});

afterEach(async () => {
  await db.delete();
});

/**
 * A pull that tombstones the category lands right after the change is written: its transaction
 * starts when the change's commits, before the action re-reads the category.
 */
function deleteRightAfterTheWrite(): void {
  db.outbox.hook('creating', (_key, _entry, transaction) => {
    transaction.on('complete', () => {
      void db.categories.update(chandan.id, { deleted: true });
    });
  });
}

describe('re-reading the category after a change (docs/SPEC.md §4)', () => {
  it("fails a stock update with 'Category not found after update' when the category is gone", async () => {
    deleteRightAfterTheWrite();
    await expect(updateCategoryInventory(db, chandan.id, 2, 'Restock', 'asha')).rejects.toThrow(
      /^Category not found after update$/,
    );
    expect(await db.stockMovements.count()).toBe(1);
  });

  it("fails a threshold change with 'Category not found after update' when the category is gone", async () => {
    deleteRightAfterTheWrite();
    await expect(updateCategoryThreshold(db, chandan.id, 3)).rejects.toThrow(/^Category not found after update$/);
  });

  it('returns the category as re-read when it is still there', async () => {
    expect((await updateCategoryInventory(db, chandan.id, 2, 'Restock', 'asha')).inventory.totalQuantity).toBe(7);
    expect((await updateCategoryThreshold(db, chandan.id, 3)).inventory.lowStockThreshold).toBe(3);
  });
});
