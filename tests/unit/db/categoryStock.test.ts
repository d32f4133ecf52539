import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inventoryHistory, sequenced } from '../../../src/db/categoryStock';
import type { AppDatabase } from '../../../src/db/database';
import type { StockMovement } from '../../../src/domain/records';
import { category, freshDatabase } from './fixtures';

let db: AppDatabase;

beforeEach(async () => {
  db = freshDatabase();
  await db.categories.bulkPut([
    category({ id: 'catchandan00001', name: 'Chandan' }),
    category({ id: 'catkaudi0000001', name: 'Kaudi' }),
  ]);
});

afterEach(async () => {
  await db.delete();
});

function movement(overrides: Partial<StockMovement>): StockMovement {
  return {
    id: 'mov000000000001',
    updated: '2025-01-02 10:00:00.000Z',
    deleted: false,
    categoryId: 'catchandan00001',
    type: 'add',
    quantity: 1,
    previousQuantity: 0,
    newQuantity: 1,
    appliedDelta: 1,
    reason: 'Count',
    performedBy: 'packer@example.com',
    timestamp: '2025-01-02T10:00:00.000Z',
    metadata: null,
    sequence: 1,
    ...overrides,
  } as StockMovement;
}

describe('the stock service of a category', () => {
  it('lists a category’s movements newest first by sequence, not by their second-precision time, with transfers into it', async () => {
    const sameSecond = '2025-01-02T10:00:00.000Z';
    await db.stockMovements.bulkPut([
      movement({ id: 'mov000000000003', sequence: 3, timestamp: sameSecond, type: 'remove', appliedDelta: -3 }),
      movement({ id: 'mov000000000001', sequence: 1, timestamp: sameSecond }),
      movement({ id: 'mov000000000002', sequence: 2, timestamp: sameSecond }),
      movement({
        id: 'mov000000000004',
        sequence: 4,
        categoryId: 'catkaudi0000001',
        type: 'transfer',
        metadata: { targetCategoryId: 'catchandan00001' } as StockMovement['metadata'],
      }),
    ]);
    const history = await inventoryHistory(db, 'catchandan00001');
    expect(history.map((entry) => [entry.id, entry.incoming, entry.sourceCategoryName])).toEqual([
      ['mov000000000004', true, 'Kaudi'],
      ['mov000000000003', false, ''],
      ['mov000000000002', false, ''],
      ['mov000000000001', false, ''],
    ]);
    expect(await inventoryHistory(db, 'catchandan00001', 2)).toHaveLength(2);
  });

  it('numbers a station’s new movements after the last it knows, in the order given', async () => {
    await db.stockMovements.put(movement({ sequence: 41 }));
    const numbered = await sequenced(db, [movement({ id: 'mov000000000010' }), movement({ id: 'mov000000000011' })]);
    expect(numbered.map((entry) => [entry.id, entry.sequence])).toEqual([
      ['mov000000000010', 42],
      ['mov000000000011', 43],
    ]);
  });
});
