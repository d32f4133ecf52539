import 'fake-indexeddb/auto';
import type PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { addCategory } from '../../src/db/categories';
import { categoriesWithShownQuantity, updateCategoryInventory } from '../../src/db/categoryInventory';
import { AppDatabase } from '../../src/db/database';
import { recordOrderLines } from '../../src/db/orderLines';
import type { OrderLineDraft } from '../../src/domain/orders/orderLines';
import { takeOrderStock } from '../../src/db/orderStock';
import type { Category, OrderLine, StockMovement } from '../../src/domain/records';
import { pullAll } from '../../src/sync/pull';
import { pushOutbox } from '../../src/sync/push';
import { STOCK_PUSH_ROUTE } from '../../src/sync/stockPush';
import { signedInUser } from '../support/pocketbase';
import { serverForTests } from '../support/serverForTests';
import { stationDatabases } from '../support/stationDatabases';

/**
 * Stock taken by orders on several stations: the same labels merged on each record the same
 * lines and the same movements (their ids come from platform + order id + SKU), and the server
 * applies each movement once, whichever way it arrives: in a batch with the order lines (a resent
 * id is an update, which stock.pb.js answers with the stored movement) or through the stock push
 * route (which skips an id it has).
 */

const server = serverForTests();
const newDatabase = stationDatabases('order-stock');

interface Station {
  db: AppDatabase;
  pb: PocketBase;
  /** Paths of the requests the station sent. */
  sent: string[];
}

async function station(): Promise<Station> {
  const db = newDatabase();
  const pb = await signedInUser(server);
  const sent: string[] = [];
  pb.beforeSend = (url, options) => {
    sent.push(new URL(url).pathname);
    return { url, options };
  };
  return { db, pb, sent };
}

async function push(member: Station, batchSize?: number): Promise<void> {
  const result = await pushOutbox(member.db, member.pb, { sleep: async () => {}, ...(batchSize ? { batchSize } : {}) });
  expect(result.error).toBeNull();
  expect(result.refused).toEqual([]);
  expect(await member.db.outbox.count()).toBe(0);
}

async function merge(member: Station, drafts: readonly OrderLineDraft[]): Promise<OrderLine[]> {
  const { recorded } = await recordOrderLines(member.db, drafts);
  const outcome = await takeOrderStock(member.db, recorded);
  expect(outcome.failed).toEqual([]);
  expect(outcome.taken).toHaveLength(recorded.length);
  return recorded;
}

const shownQuantity = async (member: Station, id: string) =>
  (await categoriesWithShownQuantity(member.db)).find((entry) => entry.id === id)?.inventory.totalQuantity;

describe('stock taken by orders', () => {
  it('is taken once when two stations record the same order lines and push them', async () => {
    const [first, second, third] = [await station(), await station(), await station()];
    const categoryId = await addCategory(first.db, { name: 'Chandan' });
    await updateCategoryInventory(first.db, categoryId, 20, 'Opening stock', 'first');
    await push(first);
    for (const member of [first, second, third]) await pullAll(member.db, member.pb);
    expect(await shownQuantity(second, categoryId)).toBe(20);

    const drafts: OrderLineDraft[] = [
      {
        date: '2025-01-02',
        name: 'Chandan powder',
        quantity: '2',
        type: 'amazon',
        sku: 'KK-X2KQ-2DRV',
        orderId: '403-1111111-0000001',
        categoryId,
        category: 'Chandan',
        awb: '',
      },
      {
        date: '2025-01-02',
        name: 'Chandan paste',
        quantity: '',
        type: 'flipkart',
        sku: 'SSCHA1234567',
        orderId: 'OD000000000000000001',
        categoryId,
        category: 'Chandan',
        awb: '',
      },
      {
        date: '2025-01-02',
        name: 'Chandan powder',
        quantity: '3',
        type: 'flipkart',
        sku: 'KK-X2KQ-2DRV',
        orderId: 'OD000000000000000002',
        categoryId,
        category: 'Chandan',
        awb: '',
      },
    ];
    // 2 + 1 (no quantity counts as 1) + 3.
    const taken = 6;
    const lines = await Promise.all([first, second, third].map((member) => merge(member, drafts)));
    const movementIds = async (member: Station) =>
      (await member.db.stockMovements.filter((movement) => movement.performedBy === 'system').primaryKeys()).sort();
    expect(await movementIds(second)).toEqual(await movementIds(first));
    expect(new Set(lines.flat().map((line) => line.id)).size).toBe(9);
    for (const member of [first, second, third]) expect(await shownQuantity(member, categoryId)).toBe(20 - taken);

    // The first arrives in a batch with its order lines; the second sends its order lines, then
    // its movements alone through the stock route; the third sends all in one batch again.
    await push(first);
    await push(second, drafts.length);
    await push(third);
    expect(second.sent).toContain(STOCK_PUSH_ROUTE);
    expect(third.sent).toContain('/api/batch');

    const pb = first.pb;
    const onServer = await pb.collection('stock_movements').getFullList<StockMovement>({ requestKey: null });
    expect(onServer).toHaveLength(1 + drafts.length);
    const orders = onServer.filter((movement) => movement.performedBy === 'system');
    expect(orders.map((movement) => movement.reason).sort()).toEqual([
      'Order fulfillment for SKU: KK-X2KQ-2DRV',
      'Order fulfillment for SKU: KK-X2KQ-2DRV',
      'Order fulfillment for SKU: SSCHA1234567',
    ]);
    expect(orders.reduce((sum, movement) => sum + movement.appliedDelta, 0)).toBe(-taken);
    expect((await pb.collection('categories').getOne<Category>(categoryId)).inventory?.totalQuantity).toBe(20 - taken);
    expect(await pb.collection('order_lines').getFullList({ requestKey: null })).toHaveLength(drafts.length);

    for (const member of [first, second, third]) {
      await pullAll(member.db, member.pb);
      expect(await shownQuantity(member, categoryId)).toBe(20 - taken);
      expect(await member.db.orderLines.count()).toBe(drafts.length);
      expect(await member.db.stockMovements.count()).toBe(1 + drafts.length);
    }

    // Merging the same labels again after the sync takes nothing more.
    const again = await recordOrderLines(second.db, drafts);
    expect(again.recorded).toEqual([]);
    expect(await takeOrderStock(second.db, drafts)).toMatchObject({ taken: [], alreadyTaken: drafts.length });
    expect(await shownQuantity(second, categoryId)).toBe(20 - taken);
  });
});
