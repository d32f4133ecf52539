import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { addCategory } from '../../src/db/categories';
import { updateCategoryInventory } from '../../src/db/categoryInventory';
import { recordOrderLines } from '../../src/db/orderLines';
import { takeOrderStock } from '../../src/db/orderStock';
import { newId } from '../../src/domain/ids';
import { orderStockMovementId } from '../../src/domain/inventory/orderStock';
import type { OrderLine } from '../../src/domain/records';
import { returnedLine, returnReason, returnStockMovementId } from '../../src/domain/returns/returnedLines';
import { pullAll } from '../../src/sync/pull';
import { pushOutbox } from '../../src/sync/push';
import { signedInUser, superuserClient } from '../support/pocketbase';
import { serverForTests } from '../support/serverForTests';
import { stationDatabases } from '../support/stationDatabases';

/**
 * The ids the server makes itself (pb_hooks/stock_rules.pb.js for an order line's stock movement,
 * pb_hooks/returns.js for a returned line's) are the stations' own: the hooks run src/domain's
 * rules, bundled into stock_rules.generated.js, in PocketBase's goja, which has no TextEncoder.
 * Keys with spaces and non-ASCII text give the same ids there as on a station.
 */

const server = serverForTests();
const newDatabase = stationDatabases('server-ids');

const SKU = 'चंदन-1';

describe('the ids the server makes', () => {
  it("are the stations' ids for order lines and returns, whatever the text of their keys", async () => {
    const email = `packer-${newId()}@example.com`;
    const pb = await signedInUser(server, email);
    const db = newDatabase();
    const categoryId = await addCategory(db, { name: `Chandan ${newId()}` });
    await updateCategoryInventory(db, categoryId, 10, 'Opening stock', email);
    const common = { date: '2030-03-01', name: 'चंदन पाउडर', quantity: '2', sku: SKU, categoryId, category: 'Chandan' };
    const { recorded } = await recordOrderLines(db, [
      { ...common, type: 'flipkart', orderId: 'OD 4321 / A', awb: 'FMPP 7000000001' },
      { ...common, type: 'amazon', orderId: '402-1234567-7654321 é', awb: '' },
    ]);
    expect(recorded).toHaveLength(2);
    expect((await takeOrderStock(db, recorded)).failed).toEqual([]);
    const pushed = await pushOutbox(db, pb, { sleep: async () => {} });
    expect(pushed.error).toBeNull();
    expect(pushed.refused).toEqual([]);
    await pullAll(db, pb);

    const admin = await superuserClient(server);
    for (const line of recorded) {
      const id = orderStockMovementId(line);
      expect((await admin.collection('order_lines').getOne(line.id)).stockMovementId).toBe(id);
      // The maker check (stock_rules.js) finds the line by that id, so the movement is the system's.
      expect(await admin.collection('stock_movements').getOne(id)).toMatchObject({ performedBy: 'system', quantity: 2 });
    }

    // A return record that names no movement id: the server computes it and makes the movement.
    const line = recorded[0] as OrderLine;
    const receipt = { outcome: 'back-in-stock' as const, reason: 'RTO', receivedBy: email, receivedDay: '2030-05-20' };
    const record = { ...returnedLine(line, { ...receipt, at: new Date('2030-05-20T10:00:00.000Z') }), stockMovementId: '' };
    const stored = await pb.collection('order_returns').create(record);
    expect(stored.stockMovementId).toBe(returnStockMovementId(line));
    expect(await admin.collection('stock_movements').getOne(returnStockMovementId(line))).toMatchObject({
      type: 'add',
      quantity: 2,
      reason: returnReason('OD 4321 / A', SKU),
      performedBy: email,
    });
    expect((await admin.collection('categories').getOne(categoryId)).inventory.totalQuantity).toBe(8);
  });
});
