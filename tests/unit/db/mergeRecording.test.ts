import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { categoriesWithShownQuantity } from '../../../src/db/categoryInventory';
import type { AppDatabase } from '../../../src/db/database';
import { latestMergeBatch, mergeBatchesOfDay } from '../../../src/db/mergeBatches';
import { mergeStockPlan, recordMerge } from '../../../src/db/mergeRecording';
import { orderStockMovementId, planShortfalls, shortfallMessage } from '../../../src/domain/inventory/orderStock';
import type { MergeBatchDetails } from '../../../src/domain/orders/mergeBatch';
import type { OrderLineDraft } from '../../../src/domain/orders/orderLines';
import type { Category } from '../../../src/domain/records';
import { category, freshDatabase } from './fixtures';

let db: AppDatabase;
let gomti: Category;
let chandan: Category;

const NOW = new Date('2025-01-02T09:00:00.000Z');

const details: MergeBatchDetails = {
  date: '2025-01-02',
  createdBy: 'packer@example.com',
  station: 'station-one',
  files: [
    { name: 'amazon.pdf', platform: 'amazon', pages: 4 },
    { name: 'flipkart.pdf', platform: 'flipkart', pages: 3 },
  ],
};

const draft = (overrides: Partial<OrderLineDraft>): OrderLineDraft => ({
  date: '2025-01-02',
  name: 'Gomti Chakra 11 pcs',
  quantity: '2',
  type: 'amazon',
  sku: 'GC-0011',
  orderId: '403-1111111-0000001',
  awb: '',
  categoryId: gomti.id,
  category: 'Gomti Chakra',
  ...overrides,
});

/** Two Amazon orders and one Flipkart order of two parcels, 22 Gomti Chakra in all. */
const day = (): OrderLineDraft[] => [
  draft({ quantity: '10' }),
  draft({ orderId: '403-1111111-0000002', quantity: '4', sku: 'CH-0100', categoryId: chandan.id, category: 'Chandan' }),
  draft({ type: 'flipkart', orderId: 'OD1', awb: 'FMPP0000000001', quantity: '6' }),
  draft({ type: 'flipkart', orderId: 'OD1', awb: 'FMPP0000000002', quantity: '6' }),
];

const shownOf = async (id: string) =>
  (await categoriesWithShownQuantity(db)).find((entry) => entry.id === id)?.inventory.totalQuantity;

async function everything() {
  return {
    batches: await db.mergeBatches.count(),
    lines: await db.orderLines.count(),
    movements: await db.stockMovements.count(),
    outbox: await db.outbox.count(),
  };
}

beforeEach(async () => {
  db = freshDatabase();
  const stock = (totalQuantity: number) => ({ totalQuantity, lowStockThreshold: 5, lastUpdated: '', productCount: 0 });
  gomti = category({ name: 'Gomti Chakra', inventory: stock(6) });
  chandan = category({ name: 'Chandan', inventory: stock(30) });
  await db.categories.bulkPut([gomti, chandan]);
});

afterEach(async () => {
  await db.delete();
});

describe('the stock plan of a merge, before it is recorded', () => {
  it('says per category what the new lines need and have, and which would go below 0', async () => {
    const plan = await mergeStockPlan(db, day());
    expect(plan).toEqual([
      { categoryId: gomti.id, categoryName: 'Gomti Chakra', needed: 22, available: 6, after: -16 },
      { categoryId: chandan.id, categoryName: 'Chandan', needed: 4, available: 30, after: 26 },
    ]);
    expect(planShortfalls(plan).map(shortfallMessage)).toEqual(['Stock for Gomti Chakra would go below 0 (needs 22, has 6)']);
    expect(await everything()).toEqual({ batches: 0, lines: 0, movements: 0, outbox: 0 });
  });

  it('leaves out lines recorded before and counts the station’s pending movements', async () => {
    await recordMerge(db, details, [draft({ quantity: '1', categoryId: chandan.id })], NOW);
    const plan = await mergeStockPlan(db, [
      draft({ quantity: '1', categoryId: chandan.id }),
      draft({ orderId: 'X', quantity: '3' }),
    ]);
    expect(plan).toEqual([{ categoryId: gomti.id, categoryName: 'Gomti Chakra', needed: 3, available: 6, after: 3 }]);
    const again = await mergeStockPlan(db, [draft({ orderId: 'Y', quantity: '1', categoryId: chandan.id })]);
    expect(again).toEqual([{ categoryId: chandan.id, categoryName: 'Chandan', needed: 1, available: 29, after: 28 }]);
  });
});

describe('recordMerge', () => {
  it('records the batch, its lines pointing at it and their stock, each queued for the server', async () => {
    const recording = await recordMerge(db, details, day(), NOW);

    expect(recording.batch).toMatchObject({
      ...details,
      createdAt: NOW.toISOString(),
      orders: 3,
      platformCounts: { amazon: 2, flipkart: 1 },
      recordedLines: 4,
      updated: '',
      deleted: false,
    });
    expect(await db.mergeBatches.get(recording.batch.id)).toEqual(recording.batch);
    const lines = await db.orderLines.toArray();
    expect(lines).toHaveLength(4);
    expect(new Set(lines.map((line) => line.batchId))).toEqual(new Set([recording.batch.id]));
    expect(
      lines
        .filter((line) => line.type === 'flipkart')
        .map((line) => line.awb)
        .sort(),
    ).toEqual(['FMPP0000000001', 'FMPP0000000002']);
    expect(recording.stock.taken.map((movement) => movement.id).sort()).toEqual(lines.map(orderStockMovementId).sort());
    expect(recording.stock.shortfalls).toEqual([
      { categoryId: gomti.id, categoryName: 'Gomti Chakra', needed: 22, available: 6 },
    ]);
    expect(await shownOf(gomti.id)).toBe(0);
    expect(await shownOf(chandan.id)).toBe(26);
    const queued = await db.outbox.toArray();
    expect(queued.map((entry) => entry.collection)).toEqual([
      'merge_batches',
      'order_lines',
      'order_lines',
      'order_lines',
      'order_lines',
      'stock_movements',
      'stock_movements',
      'stock_movements',
      'stock_movements',
    ]);
  });

  it('records nothing when a write fails part way: no batch, no line, no movement, no outbox entry', async () => {
    // The lines and the batch are written; the stock movements' write then fails.
    db.stockMovements.hook('creating', () => {
      throw new Error('disk full');
    });
    await expect(recordMerge(db, details, day(), NOW)).rejects.toThrow('disk full');
    expect(await everything()).toEqual({ batches: 0, lines: 0, movements: 0, outbox: 0 });
    expect(await shownOf(gomti.id)).toBe(6);
  });

  it('records a second merge of the same labels as a batch of no new lines, taking no stock twice', async () => {
    await recordMerge(db, details, day(), NOW);
    const again = await recordMerge(db, details, day(), new Date('2025-01-02T10:00:00.000Z'));
    expect(again).toMatchObject({ recorded: [], alreadyRecorded: 4, batch: { recordedLines: 0, orders: 3 } });
    expect(again.stock.taken).toEqual([]);
    expect(await db.stockMovements.count()).toBe(4);
    expect(await shownOf(chandan.id)).toBe(26);
  });

  it('records the later parcel of an order with the same SKU on a later day (docs/SPEC.md §13)', async () => {
    await recordMerge(db, details, [draft({ type: 'flipkart', orderId: 'OD9', awb: 'FMPP0000000001', quantity: '1' })], NOW);
    const later = await recordMerge(
      db,
      { ...details, date: '2025-01-03' },
      [draft({ date: '2025-01-03', type: 'flipkart', orderId: 'OD9', awb: 'FMPP0000000002', quantity: '1' })],
      NOW,
    );
    expect(later.recorded).toHaveLength(1);
    expect(later.stock.taken).toHaveLength(1);
    expect(await shownOf(gomti.id)).toBe(4);
  });

  it('keeps a line whose category is gone, reports it and takes the others', async () => {
    const recording = await recordMerge(db, details, [draft({}), draft({ orderId: 'Z', categoryId: 'gone00000000000' })], NOW);
    expect(recording.recorded).toHaveLength(2);
    expect(recording.stock.taken).toHaveLength(1);
    expect(recording.stock.failed).toEqual([{ sku: 'GC-0011', orderId: 'Z', message: 'Category not found' }]);
  });
});

describe('merge batches as the screens read them', () => {
  it("lists a day's batches, the latest first, and the latest merge of any day", async () => {
    expect(await latestMergeBatch(db)).toBeUndefined();
    const first = await recordMerge(db, details, [draft({})], new Date('2025-01-02T08:00:00.000Z'));
    const second = await recordMerge(db, details, [draft({ orderId: 'B' })], new Date('2025-01-02T09:00:00.000Z'));
    const tomorrow = await recordMerge(
      db,
      { ...details, date: '2025-01-03' },
      [draft({ orderId: 'C' })],
      new Date('2025-01-02T07:00:00.000Z'),
    );
    expect((await mergeBatchesOfDay(db, '2025-01-02')).map((batch) => batch.id)).toEqual([second.batch.id, first.batch.id]);
    expect((await mergeBatchesOfDay(db, '2025-01-03')).map((batch) => batch.id)).toEqual([tomorrow.batch.id]);
    expect((await latestMergeBatch(db))?.id).toBe(second.batch.id);
  });
});
