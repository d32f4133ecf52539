import { liveQuery } from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  bulkUpdateCategoryInventory,
  categoriesWithShownQuantity,
  generateInventoryReport,
  getCategoriesWithInventory,
  getCategoryInventory,
  getInventoryHistory,
  getLowStockCategories,
  transferInventory,
  updateCategoryInventory,
  updateCategoryThreshold,
} from '../../../src/db/categoryInventory';
import type { AppDatabase } from '../../../src/db/database';
import { keepRefusedChanges } from '../../../src/db/refusedChanges';
import { removeRecord, saveRecords } from '../../../src/db/writes';
import type { Category, CategoryInventory } from '../../../src/domain/records';
import { category, freshDatabase, product } from './fixtures';

let db: AppDatabase;
let chandan: Category;
let kaudi: Category;

const inventory = (totalQuantity: number, lowStockThreshold = 5): CategoryInventory => ({
  totalQuantity,
  lowStockThreshold,
  lastUpdated: '2025-01-01T00:00:00.000Z',
  productCount: 0,
});
const at = (minute: number) => new Date(Date.UTC(2025, 0, 2, 10, minute));

/** Categories as the server last gave them: the quantities count, and nothing waits in the outbox. */
async function pulled(...categories: Category[]): Promise<void> {
  await db.categories.bulkPut(categories.map((entry) => ({ ...entry, updated: '2025-01-01 00:00:00.000Z' })));
}

const shown = async (id: string) => (await getCategoryInventory(db, id))?.inventory.totalQuantity;

beforeEach(async () => {
  db = freshDatabase();
  chandan = category({ name: 'Chandan', inventory: inventory(20) });
  kaudi = category({ name: 'Kaudi', inventory: inventory(3, 10) });
  await pulled(chandan, kaudi);
});

afterEach(async () => {
  await db.delete();
});

describe('reading category inventory', () => {
  it("shows each live category, by name, with the server's quantity, status and live product count", async () => {
    const gone = category({ name: 'Aaa gone', deleted: true });
    const bare = category({ name: 'Bare', inventory: null });
    await pulled(gone, bare);
    await db.products.bulkPut([
      product({ sku: 'A', categoryId: chandan.id }),
      product({ sku: 'B', categoryId: chandan.id }),
      product({ sku: 'C', categoryId: kaudi.id }),
    ]);
    const all = await getCategoriesWithInventory(db);
    expect(
      all.map((entry) => [
        entry.name,
        entry.inventory.totalQuantity,
        entry.inventory.lowStockThreshold,
        entry.status,
        entry.inventory.productCount,
      ]),
    ).toEqual([
      ['Bare', 0, 5, 'out-of-stock', 0],
      ['Chandan', 20, 5, 'in-stock', 2],
      ['Kaudi', 3, 10, 'low-stock', 1],
    ]);
    expect(await getCategoryInventory(db, gone.id)).toBeNull();
    expect(await getCategoryInventory(db, 'nosuchcategory0')).toBeNull();
  });

  it('does not count a product whose deletion is waiting to be sent', async () => {
    const doomed = product({ sku: 'D', categoryId: chandan.id });
    await saveRecords(db, 'products', [doomed, product({ sku: 'E', categoryId: chandan.id })]);
    await removeRecord(db, 'products', doomed.id);
    expect((await getCategoryInventory(db, chandan.id))?.inventory.productCount).toBe(1);
  });

  it("prefixes a failed read with 'Failed to fetch categories with inventory'", async () => {
    db.close();
    await expect(getCategoriesWithInventory(db)).rejects.toThrow(/^Failed to fetch categories with inventory: /);
    await expect(getCategoryInventory(db, chandan.id)).rejects.toThrow(/^Failed to fetch category inventory: /);
    await expect(getLowStockCategories(db)).rejects.toThrow(/^Failed to fetch low stock categories: /);
    await expect(generateInventoryReport(db)).rejects.toThrow(/^Failed to generate inventory report: /);
    await expect(getInventoryHistory(db, chandan.id)).rejects.toThrow(/^Failed to fetch inventory history: /);
  });
});

describe('updating category inventory', () => {
  it('writes one movement with its outbox entry, and shows the new quantity at once', async () => {
    const updated = await updateCategoryInventory(db, chandan.id, -8, 'Damaged in transit', 'asha@example.com', at(1));
    expect(updated.inventory.totalQuantity).toBe(12);
    expect(updated.pendingMovements).toBe(1);
    expect(updated.serverQuantity).toBe(20);
    const [movement] = await db.stockMovements.toArray();
    expect(movement).toMatchObject({
      categoryId: chandan.id,
      type: 'remove',
      quantity: 8,
      previousQuantity: 20,
      newQuantity: 12,
      appliedDelta: -8,
      reason: 'Damaged in transit',
      performedBy: 'asha@example.com',
      timestamp: at(1).toISOString(),
      metadata: null,
    });
    const outbox = await db.outbox.toArray();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ collection: 'stock_movements', recordId: movement?.id, op: 'upsert' });
    // The quantity is the server's: the station never writes it.
    expect((await db.categories.get(chandan.id))?.inventory?.totalQuantity).toBe(20);
  });

  it("records a positive delta as 'add'", async () => {
    await updateCategoryInventory(db, kaudi.id, 7, 'Restock', 'asha');
    expect(await db.stockMovements.toArray()).toMatchObject([{ type: 'add', quantity: 7, previousQuantity: 3, newQuantity: 10 }]);
    expect(await shown(kaudi.id)).toBe(10);
  });

  it('never takes stock below 0', async () => {
    const updated = await updateCategoryInventory(db, kaudi.id, -50, 'Count', 'asha');
    expect(updated.inventory.totalQuantity).toBe(0);
    expect(updated.status).toBe('out-of-stock');
    expect((await db.stockMovements.toArray())[0]).toMatchObject({
      quantity: 50,
      previousQuantity: 3,
      newQuantity: 0,
      appliedDelta: -3,
    });
  });

  it('builds on pending movements: each sees the quantity the one before left', async () => {
    await updateCategoryInventory(db, chandan.id, -5);
    await updateCategoryInventory(db, chandan.id, -5);
    const movements = await db.stockMovements.orderBy('timestamp').toArray();
    expect(movements.map((movement) => [movement.previousQuantity, movement.newQuantity])).toEqual([
      [20, 15],
      [15, 10],
    ]);
    expect(await shown(chandan.id)).toBe(10);
  });

  it("refuses a missing category with 'Failed to update category inventory: Category not found', writing nothing", async () => {
    await expect(updateCategoryInventory(db, 'nosuchcategory0', 3, 'x', 'y')).rejects.toThrow(
      'Failed to update category inventory: Category not found',
    );
    expect(await db.outbox.count()).toBe(0);
  });

  it('records nothing for a delta of 0, and refuses one that is not a number', async () => {
    expect((await updateCategoryInventory(db, chandan.id, 0)).inventory.totalQuantity).toBe(20);
    expect(await db.stockMovements.count()).toBe(0);
    await expect(updateCategoryInventory(db, chandan.id, Number.NaN)).rejects.toThrow(
      'Failed to update category inventory: Quantity must be a whole number above 0',
    );
    await expect(updateCategoryInventory(db, chandan.id, -2.5)).rejects.toThrow(
      'Failed to update category inventory: Quantity must be a whole number above 0',
    );
    await expect(updateCategoryThreshold(db, chandan.id, Number.NaN)).rejects.toThrow(
      'Failed to update category threshold: Threshold must be a whole number',
    );
    expect(await db.stockMovements.count()).toBe(0);
  });
});

describe('the threshold', () => {
  it('is a category field change queued for the server, raised to at least 1', async () => {
    const updated = await updateCategoryThreshold(db, chandan.id, 0, at(2));
    expect(updated.inventory.lowStockThreshold).toBe(1);
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ collection: 'categories', recordId: chandan.id, op: 'upsert' });
    expect(entry?.payload).toEqual({
      inventory: { totalQuantity: 20, lowStockThreshold: 1, lastUpdated: at(2).toISOString(), productCount: 0 },
      updatedAt: at(2).toISOString(),
    });
  });

  it('gives a category without inventory the defaults with the new threshold', async () => {
    const bare = category({ name: 'Bare', inventory: null });
    await pulled(bare);
    const updated = await updateCategoryThreshold(db, bare.id, 12, at(3));
    expect((await db.categories.get(bare.id))?.inventory).toEqual({
      totalQuantity: 0,
      lowStockThreshold: 12,
      lastUpdated: at(3).toISOString(),
      productCount: 0,
    });
    expect(updated.status).toBe('out-of-stock');
  });

  it('changes the low-stock status', async () => {
    expect((await updateCategoryThreshold(db, chandan.id, 25)).status).toBe('low-stock');
    expect(await getLowStockCategories(db)).toMatchObject([
      { categoryName: 'Kaudi', severity: 'critical' },
      { categoryName: 'Chandan', severity: 'low', currentQuantity: 20, lowStockThreshold: 25 },
    ]);
  });

  it("refuses a missing category with 'Failed to update category threshold: Category not found'", async () => {
    await expect(updateCategoryThreshold(db, 'nosuchcategory0', 3)).rejects.toThrow(
      'Failed to update category threshold: Category not found',
    );
  });
});

describe('transfers', () => {
  it('are one transfer movement from the source, naming the target, and both quantities show it', async () => {
    const movement = await transferInventory(db, chandan.id, kaudi.id, 6, '', 'asha', ['KK-X2KQ-2DRV'], at(4));
    expect(movement).toMatchObject({
      categoryId: chandan.id,
      type: 'transfer',
      quantity: 6,
      previousQuantity: 20,
      newQuantity: 14,
      appliedDelta: -6,
      reason: 'Transfer to Kaudi',
      performedBy: 'asha',
      metadata: { targetCategoryId: kaudi.id, targetCategoryName: 'Kaudi', productSkus: ['KK-X2KQ-2DRV'] },
    });
    expect(await db.outbox.count()).toBe(1);
    expect(await shown(chandan.id)).toBe(14);
    expect(await shown(kaudi.id)).toBe(9);
  });

  it("need enough stock in the source: 'Insufficient inventory in source category'", async () => {
    await expect(transferInventory(db, kaudi.id, chandan.id, 4)).rejects.toThrow(
      'Failed to transfer inventory: Insufficient inventory in source category',
    );
    await updateCategoryInventory(db, kaudi.id, -3);
    await expect(transferInventory(db, kaudi.id, chandan.id, 1)).rejects.toThrow('Insufficient inventory in source category');
    expect(await db.stockMovements.count()).toBe(1);
  });

  it("need both categories: 'One or both categories not found'", async () => {
    await expect(transferInventory(db, chandan.id, 'nosuchcategory0', 1)).rejects.toThrow(
      'Failed to transfer inventory: One or both categories not found',
    );
    await expect(transferInventory(db, 'nosuchcategory0', chandan.id, 1)).rejects.toThrow('One or both categories not found');
    await expect(transferInventory(db, chandan.id, chandan.id, 1)).rejects.toThrow(
      'Failed to transfer inventory: Source and target category are the same',
    );
    await expect(transferInventory(db, chandan.id, kaudi.id, 0)).rejects.toThrow(
      'Failed to transfer inventory: Quantity must be a whole number above 0',
    );
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('bulk updates', () => {
  it('turn counts into movements and set thresholds, in one transaction', async () => {
    const movements = await bulkUpdateCategoryInventory(
      db,
      [
        { categoryId: chandan.id, totalQuantity: 25, performedBy: 'asha' },
        { categoryId: kaudi.id, totalQuantity: 1, lowStockThreshold: 0, reason: 'Monthly count' },
        { categoryId: chandan.id, totalQuantity: 25 },
      ],
      at(5),
    );
    expect(movements.map((movement) => [movement.type, movement.quantity, movement.reason])).toEqual([
      ['add', 5, 'Bulk inventory update'],
      ['remove', 2, 'Monthly count'],
    ]);
    expect(await db.outbox.count()).toBe(3);
    const kaudiNow = await getCategoryInventory(db, kaudi.id);
    expect([kaudiNow?.inventory.totalQuantity, kaudiNow?.inventory.lowStockThreshold]).toEqual([1, 1]);
    expect(await shown(chandan.id)).toBe(25);
  });

  it('write nothing when one names a missing category', async () => {
    await expect(
      bulkUpdateCategoryInventory(db, [
        { categoryId: chandan.id, totalQuantity: 1 },
        { categoryId: 'nosuchcategory0', lowStockThreshold: 3 },
      ]),
    ).rejects.toThrow('Failed to bulk update category inventory: Category not found');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.stockMovements.count()).toBe(0);
  });
});

describe('history', () => {
  it('lists own movements and transfers in, newest first, with their sync state', async () => {
    await updateCategoryInventory(db, kaudi.id, 4, 'Restock', 'asha', at(1));
    await transferInventory(db, chandan.id, kaudi.id, 2, 'Repack', 'ravi', [], at(2));
    await updateCategoryInventory(db, chandan.id, -1, 'Sample', 'ravi', at(3));
    const history = await getInventoryHistory(db, kaudi.id);
    expect(
      history.map((entry) => [entry.reason, entry.incoming, entry.sourceCategoryName, entry.pending, entry.confirmed]),
    ).toEqual([
      ['Repack', true, 'Chandan', true, false],
      ['Restock', false, '', true, false],
    ]);
    expect((await getInventoryHistory(db, chandan.id)).map((entry) => entry.reason)).toEqual(['Sample', 'Repack']);
  });

  it('names the reason of a movement the server refused', async () => {
    await updateCategoryInventory(db, kaudi.id, 4, 'Restock', 'asha', at(1));
    await updateCategoryInventory(db, kaudi.id, -2, 'Sample', 'asha', at(2));
    const [sample, restock] = await getInventoryHistory(db, kaudi.id);
    await db.outbox.clear();
    await keepRefusedChanges(db, [
      {
        collection: 'stock_movements',
        recordId: sample!.id,
        op: 'upsert',
        payload: {},
        status: 400,
        message: 'Category not found',
        refusedAt: at(3).toISOString(),
      },
    ]);
    const history = await getInventoryHistory(db, kaudi.id);
    expect(history.map((entry) => [entry.id, entry.pending, entry.refusal])).toEqual([
      [sample!.id, false, 'Category not found'],
      [restock!.id, false, null],
    ]);
  });

  it('lists the movements in the order the server applied them, not by their time', async () => {
    const applied = (id: string, sequence: number, minute: number, reason: string) => ({
      id,
      updated: '2025-01-02 10:00:00.000Z',
      deleted: false,
      categoryId: chandan.id,
      type: 'add' as const,
      quantity: 1,
      previousQuantity: sequence - 1,
      newQuantity: sequence,
      appliedDelta: 1,
      reason,
      performedBy: 'asha',
      timestamp: at(minute).toISOString(),
      metadata: null,
      sequence,
    });
    // Same second, ids against the order; then a station whose clock ran behind.
    await db.stockMovements.bulkPut([
      applied('zzzzzzzzzzzzzz1', 1, 5, 'First'),
      applied('aaaaaaaaaaaaaa2', 2, 5, 'Second'),
      applied('mmmmmmmmmmmmmm3', 3, 1, 'Third, clock behind'),
    ]);
    await updateCategoryInventory(db, chandan.id, 1, 'Pending one', 'asha', at(0));
    await updateCategoryInventory(db, chandan.id, 1, 'Pending two', 'asha', at(0));
    // Pulled while 'Pending two' waits, numbered by the server as this station numbered that one.
    await db.stockMovements.put(applied('otherstation001', 5, 2, 'Other station'));
    expect((await getInventoryHistory(db, chandan.id)).map((entry) => entry.reason)).toEqual([
      'Pending two',
      'Other station',
      'Pending one',
      'Third, clock behind',
      'Second',
      'First',
    ]);
  });

  it('holds at most the limit, 50 by default', async () => {
    await saveRecords(
      db,
      'stockMovements',
      Array.from({ length: 60 }, (_, minute) => ({
        id: `movement${String(minute).padStart(7, '0')}`,
        updated: '2025-01-02 10:00:00.000Z',
        deleted: false,
        categoryId: chandan.id,
        type: 'add' as const,
        quantity: 1,
        previousQuantity: minute,
        newQuantity: minute + 1,
        appliedDelta: 1,
        reason: `Count ${minute}`,
        performedBy: 'asha',
        timestamp: at(minute).toISOString(),
        metadata: null,
        sequence: minute + 1,
      })),
    );
    const history = await getInventoryHistory(db, chandan.id);
    expect(history).toHaveLength(50);
    expect(history[0]?.reason).toBe('Count 59');
    expect(history[0]?.confirmed).toBe(true);
    expect(await getInventoryHistory(db, chandan.id, 3)).toHaveLength(3);
  });
});

describe('the inventory report and low-stock list', () => {
  it('use the shown quantities', async () => {
    await updateCategoryInventory(db, chandan.id, -20, 'Sold out', 'asha');
    const report = await generateInventoryReport(db, at(9));
    expect(report).toMatchObject({
      totalCategories: 2,
      totalQuantity: 3,
      lowStockCategories: 1,
      outOfStockCategories: 1,
      generatedAt: at(9).toISOString(),
    });
    expect((await getLowStockCategories(db)).map((entry) => [entry.categoryName, entry.severity])).toEqual([
      ['Chandan', 'out-of-stock'],
      ['Kaudi', 'critical'],
    ]);
    expect((await categoriesWithShownQuantity(db)).map((entry) => entry.status)).toEqual(['out-of-stock', 'low-stock']);
  });
});

describe('live reads for a screen', () => {
  it('see each movement as it is written', async () => {
    const seen: number[] = [];
    const subscription = liveQuery(() => categoriesWithShownQuantity(db)).subscribe((categories) => {
      seen.push(categories.find((entry) => entry.id === kaudi.id)?.inventory.totalQuantity ?? -1);
    });
    await expect.poll(() => seen).toEqual([3]);
    await updateCategoryInventory(db, kaudi.id, 2, 'Restock', 'asha');
    await expect.poll(() => seen).toEqual([3, 5]);
    subscription.unsubscribe();
  });
});
