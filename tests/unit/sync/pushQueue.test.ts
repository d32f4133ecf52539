import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../src/db/database';
import { patchRecord, saveRecord, saveRecords } from '../../../src/db/writes';
import { adoptServerRecords } from '../../../src/sync/adoptServerRecord';
import { nextChanges } from '../../../src/sync/batchRequests';
import { category, freshDatabase, orderLine, product, storedFile } from '../db/fixtures';

let db: AppDatabase;

beforeEach(() => {
  db = freshDatabase();
});

afterEach(async () => {
  await db.delete();
});

describe('nextChanges', () => {
  it('takes the head of the outbox in write order, up to the limit', async () => {
    const categories = [category({ name: 'A' }), category({ name: 'B' }), category({ name: 'C' })];
    await saveRecords(db, 'categories', categories);
    const changes = await nextChanges(db, 2);
    expect(changes.map(({ entry }) => entry.recordId)).toEqual(categories.slice(0, 2).map(({ id }) => id));
    expect(changes.every(({ upload }) => upload === null)).toBe(true);
  });

  it('sends a file waiting for its upload alone, with its bytes', async () => {
    const before = category();
    const file = storedFile();
    await saveRecord(db, 'categories', before);
    await saveRecord(db, 'files', file);
    await saveRecord(db, 'categories', category());

    expect((await nextChanges(db, 50)).map(({ entry }) => entry.recordId)).toEqual([before.id]);
    await db.outbox.where('recordId').equals(before.id).delete();
    const [alone, ...rest] = await nextChanges(db, 50);
    expect(rest).toEqual([]);
    expect(alone?.entry.recordId).toBe(file.id);
    expect(alone?.upload?.name).toBe('labels.pdf');
    expect(await alone?.upload?.text()).toBe('%PDF');
  });

  it("sends an uploaded file's record without bytes", async () => {
    await saveRecord(db, 'files', storedFile({ uploaded: true }));
    expect((await nextChanges(db, 50))[0]?.upload).toBeNull();
  });
});

describe('adoptServerRecords', () => {
  it("replaces a local duplicate by the server's record and points its pending changes at it", async () => {
    const line = orderLine();
    await saveRecord(db, 'orderLines', line);
    await patchRecord(db, 'orderLines', line.id, { name: 'Kaudi shells, 21' });
    const [created] = await db.outbox.toArray();
    await db.outbox.delete(created?.seq ?? -1);
    const server = {
      ...line,
      id: 'server000000001',
      name: 'Kaudi',
      quantity: '3',
      updated: '2025-01-02 09:00:01.000Z',
      collectionName: 'order_lines',
    };

    await adoptServerRecords(db, [{ entry: created!, serverRecord: server }]);

    expect(await db.orderLines.get(line.id)).toBeUndefined();
    expect(await db.orderLines.get(server.id)).toEqual({
      ...line,
      id: server.id,
      quantity: '3',
      updated: server.updated,
      name: 'Kaudi shells, 21',
    });
    expect((await db.outbox.toArray()).map(({ recordId, payload }) => ({ recordId, payload }))).toEqual([
      { recordId: server.id, payload: { name: 'Kaudi shells, 21' } },
    ]);
  });

  it("leaves other records and other collections' changes alone", async () => {
    const mine = product();
    const other = product({ sku: 'OTHER-1' });
    await saveRecords(db, 'products', [mine, other]);
    const [created] = await db.outbox.toArray();
    await db.outbox.delete(created?.seq ?? -1);
    await adoptServerRecords(db, [{ entry: created!, serverRecord: { ...mine, id: 'server000000002' } }]);
    expect((await db.products.toArray()).map(({ id }) => id).sort()).toEqual(['server000000002', other.id].sort());
    expect((await db.outbox.toArray()).map(({ recordId }) => recordId)).toEqual([other.id]);
  });
});
