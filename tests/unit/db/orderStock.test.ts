import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { categoriesWithShownQuantity } from '../../../src/db/categoryInventory';
import type { AppDatabase } from '../../../src/db/database';
import { recordOrderLines } from '../../../src/db/orderLines';
import { orderLineDrafts, type OrderLineDraft } from '../../../src/domain/orders/orderLines';
import { stockShortfalls, takeOrderStock } from '../../../src/db/orderStock';
import { orderStockMovementId } from '../../../src/domain/inventory/orderStock';
import type { Catalogue } from '../../../src/domain/records';
import type { SummaryLine } from '../../../src/domain/labels/mergeSummary';
import type { Category } from '../../../src/domain/records';
import { category, freshDatabase } from './fixtures';

let db: AppDatabase;
let chandan: Category;
let kaudi: Category;

const NOW = new Date('2025-01-02T10:00:00.000Z');

const draft = (overrides: Partial<OrderLineDraft>): OrderLineDraft => ({
  date: '2025-01-02',
  name: 'Chandan powder',
  quantity: '2',
  type: 'amazon',
  sku: 'KK-X2KQ-2DRV',
  orderId: '403-1111111-0000001',
  categoryId: chandan.id,
  category: 'Chandan',
  awb: '',
  ...overrides,
});

const shownOf = async (id: string) => {
  return (await categoriesWithShownQuantity(db)).find((entry) => entry.id === id)?.inventory.totalQuantity;
};

beforeEach(async () => {
  db = freshDatabase();
  const stock = (totalQuantity: number) => ({ totalQuantity, lowStockThreshold: 5, lastUpdated: '', productCount: 0 });
  chandan = category({ name: 'Chandan', inventory: stock(5) });
  kaudi = category({ name: 'Kaudi', inventory: stock(30) });
  await db.categories.bulkPut([chandan, kaudi]);
});

afterEach(async () => {
  await db.delete();
});

describe('stock taken by orders', () => {
  it("lowers each line's category by its quantity, reason 'Order fulfillment for SKU: {sku}', by 'system'", async () => {
    const { recorded } = await recordOrderLines(
      db,
      [draft({}), draft({ orderId: 'OD1', type: 'flipkart', sku: 'KAUDI_25+PACK', categoryId: kaudi.id, quantity: '4' })],
      NOW,
    );
    const outcome = await takeOrderStock(db, recorded, NOW);
    expect(outcome).toMatchObject({ alreadyTaken: 0, skipped: 0, failed: [], shortfalls: [] });
    expect(
      outcome.taken.map((movement) => [
        movement.categoryId,
        movement.type,
        movement.quantity,
        movement.reason,
        movement.performedBy,
      ]),
    ).toEqual([
      [chandan.id, 'remove', 2, 'Order fulfillment for SKU: KK-X2KQ-2DRV', 'system'],
      [kaudi.id, 'remove', 4, 'Order fulfillment for SKU: KAUDI_25+PACK', 'system'],
    ]);
    expect(outcome.taken[0]?.id).toBe(orderStockMovementId(recorded[0]!));
    const entries = await db.outbox.where('collection').equals('stock_movements').toArray();
    expect(entries.map((entry) => entry.recordId)).toEqual(outcome.taken.map((movement) => movement.id));
    expect(await shownOf(chandan.id)).toBe(3);
    expect(await shownOf(kaudi.id)).toBe(26);
  });

  it('takes the summed quantity of one SKU over the rows of each parcel of one order, once, even merged again', async () => {
    const catalogue: Catalogue = {
      categories: [{ id: kaudi.id, name: 'Kaudi' }],
      products: [{ sku: 'KAUDI_25+PACK', platform: 'flipkart', name: 'Kaudi', categoryId: kaudi.id, sellingPrice: 50 }],
    };
    const parcel = (page: number, awb: string, rowQuantities: number[]): SummaryLine => ({
      page,
      platform: 'flipkart',
      orderId: 'OD1',
      awb,
      parcel: awb,
      sku: 'KAUDI_25+PACK',
      name: 'Kaudi',
      quantity: 0,
      category: 'Kaudi',
      items: rowQuantities.map((quantity) => ({ sku: 'KAUDI_25+PACK', name: 'Kaudi', quantity, category: 'Kaudi' })),
    });
    // Parcel one lists the SKU on two rows (1 + 5), parcel two once more (2).
    const summary = [parcel(1, 'FMPC0000000001', [1, 5]), parcel(2, 'FMPC0000000002', [2])];
    const { recorded } = await recordOrderLines(db, orderLineDrafts(summary, catalogue, '2025-01-02'), NOW);
    expect(recorded.map((line) => [line.awb, line.quantity])).toEqual([
      ['FMPC0000000001', '6'],
      ['FMPC0000000002', '2'],
    ]);
    const outcome = await takeOrderStock(db, recorded, NOW);
    expect(
      outcome.taken.map((movement) => [movement.categoryId, movement.quantity, movement.appliedDelta, movement.reason]),
    ).toEqual([
      [kaudi.id, 6, -6, 'Order fulfillment for SKU: KAUDI_25+PACK'],
      [kaudi.id, 2, -2, 'Order fulfillment for SKU: KAUDI_25+PACK'],
    ]);
    expect(await shownOf(kaudi.id)).toBe(22);

    const again = await recordOrderLines(db, orderLineDrafts(summary, catalogue, '2025-01-02'), NOW);
    expect(again).toMatchObject({ recorded: [], alreadyRecorded: 2 });
    expect(await takeOrderStock(db, again.recorded, NOW)).toMatchObject({ taken: [], alreadyTaken: 0 });
    expect(await takeOrderStock(db, recorded, NOW)).toMatchObject({ taken: [], alreadyTaken: 2 });
    expect(await db.stockMovements.count()).toBe(2);
    expect(await shownOf(kaudi.id)).toBe(22);
  });

  it('counts a missing or non-numeric quantity as 1, and skips lines without SKU or category', async () => {
    const outcome = await takeOrderStock(
      db,
      [
        { ...draft({ quantity: '' }), orderId: 'A' },
        { ...draft({ quantity: 'two' }), orderId: 'B' },
        { ...draft({ sku: '' }), orderId: 'C' },
        { ...draft({ categoryId: '' }), orderId: 'D' },
      ],
      NOW,
    );
    expect(outcome.taken.map((movement) => movement.quantity)).toEqual([1, 1]);
    expect(outcome.skipped).toBe(2);
    expect(await shownOf(chandan.id)).toBe(3);
  });

  it('takes a line once: the same line again (same platform, order id and SKU) is skipped', async () => {
    const line = draft({ quantity: '3' });
    expect((await takeOrderStock(db, [line], NOW)).taken).toHaveLength(1);
    const again = await takeOrderStock(db, [line, line], NOW);
    expect(again).toMatchObject({ taken: [], alreadyTaken: 2 });
    expect(await db.stockMovements.count()).toBe(1);
    expect(await shownOf(chandan.id)).toBe(2);
  });

  it('reports the categories it took below 0, from the quantities before, and empties them', async () => {
    const outcome = await takeOrderStock(
      db,
      [
        draft({ orderId: 'A', quantity: '10' }),
        draft({ orderId: 'B', quantity: '2' }),
        draft({ orderId: 'C', sku: 'KAUDI_25+PACK', categoryId: kaudi.id, quantity: '1' }),
      ],
      NOW,
    );
    expect(outcome.shortfalls).toEqual([{ categoryId: chandan.id, categoryName: 'Chandan', needed: 12, available: 5 }]);
    expect(outcome.taken.map((movement) => [movement.previousQuantity, movement.newQuantity, movement.appliedDelta])).toEqual([
      [5, 0, -5],
      [0, 0, 0],
      [30, 29, -1],
    ]);
    expect(await shownOf(chandan.id)).toBe(0);
  });

  it('tells before anything is taken which categories the lines would take below 0', async () => {
    const lines = [draft({ quantity: '12' }), draft({ orderId: 'B', categoryId: kaudi.id, quantity: '30' })];
    expect(await stockShortfalls(db, lines)).toEqual([
      { categoryId: chandan.id, categoryName: 'Chandan', needed: 12, available: 5 },
    ]);
    expect(await db.stockMovements.count()).toBe(0);
  });

  it('does not fail on a line whose category is gone: it is reported and logged, the others are taken', async () => {
    const outcome = await takeOrderStock(
      db,
      [draft({ orderId: 'A', categoryId: 'gonecategory000' }), draft({ orderId: 'B' })],
      NOW,
    );
    expect(outcome.failed).toEqual([{ sku: 'KK-X2KQ-2DRV', orderId: 'A', message: 'Category not found' }]);
    expect(outcome.taken).toHaveLength(1);
    const [logged] = await db.monitoringErrors.toArray();
    expect(logged).toMatchObject({
      message: 'Stock not taken for order A, SKU KK-X2KQ-2DRV: Category not found',
      tags: ['order-stock'],
    });
  });

  it('does not fail when the database does: every line is reported failed', async () => {
    db.close();
    const outcome = await takeOrderStock(db, [draft({})], NOW);
    expect(outcome.taken).toEqual([]);
    expect(outcome.failed).toHaveLength(1);
    expect(outcome.failed[0]?.message).toMatch(/closed/i);
  });
});
