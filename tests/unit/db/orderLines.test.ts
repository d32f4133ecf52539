import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../src/db/database';
import { recordOrderLines } from '../../../src/db/orderLines';
import { localDateKey, orderDateProblem, orderLineDrafts, type OrderLineDraft } from '../../../src/domain/orders/orderLines';
import type { Catalogue } from '../../../src/domain/records';
import type { SummaryLine } from '../../../src/domain/labels/mergeSummary';
import { isValidId } from '../../../src/domain/ids';
import { freshDatabase } from './fixtures';

let db: AppDatabase;

beforeEach(() => {
  db = freshDatabase();
});

afterEach(async () => {
  await db.delete();
});

const CATALOGUE: Catalogue = {
  categories: [
    { id: 'catchandan00001', name: 'Chandan' },
    { id: 'catyantra000001', name: 'Yantra' },
  ],
  products: [
    { sku: 'KK-X2KQ-2DRV', platform: 'amazon', name: 'Chandan Powder', categoryId: 'catchandan00001', sellingPrice: 61 },
    { sku: 'SSGN006001', platform: 'flipkart', name: 'Horse Shoe Nail', categoryId: 'catyantra000001', sellingPrice: 120 },
  ],
};

const line = (overrides: Partial<SummaryLine>): SummaryLine => {
  const made = {
    page: 1,
    platform: 'amazon' as const,
    orderId: '403-1111111-0000001',
    awb: '',
    sku: 'KK-X2KQ-2DRV',
    name: 'Chandan Powder',
    quantity: 2,
    category: 'Chandan',
    items: [],
    ...overrides,
  };
  // As a merge gives it: the AWB, else the page's items.
  const items = made.items.length ? made.items : [made];
  return { parcel: made.awb || items.map((item) => `${item.sku} ${item.quantity} ${item.name}`).join(' '), ...made };
};

/** The courier orderLineDrafts gives: Amazon's for Amazon, else Unknown (these labels name none). */
const draft = (overrides: Partial<OrderLineDraft> = {}): OrderLineDraft => ({
  courier: (overrides.type ?? 'amazon') === 'amazon' ? 'Amazon' : 'Unknown',
  date: '2025-01-02',
  name: 'Chandan Powder',
  quantity: '2',
  type: 'amazon',
  sku: 'KK-X2KQ-2DRV',
  orderId: '403-1111111-0000001',
  categoryId: 'catchandan00001',
  category: 'Chandan',
  awb: '',
  ...overrides,
});

describe('order dates', () => {
  it('keys a day as yyyy-MM-dd in local time', () => {
    expect(localDateKey(new Date(2025, 0, 2, 23, 59))).toBe('2025-01-02');
    expect(localDateKey(new Date(2025, 11, 31, 0, 0))).toBe('2025-12-31');
  });

  it('accepts today and later days, and nothing else', () => {
    expect(orderDateProblem('2025-01-02', '2025-01-02')).toBeNull();
    expect(orderDateProblem('2025-02-01', '2025-01-02')).toBeNull();
    expect(orderDateProblem('2025-01-01', '2025-01-02')).toBe('Order date must be today (2025-01-02) or later');
    expect(orderDateProblem('2025-02-30', '2025-01-02')).toMatch(/^Order date must be a day written yyyy-MM-dd/);
    expect(orderDateProblem('02/01/2025', '2025-01-02')).toMatch(/^Order date must be a day written yyyy-MM-dd/);
  });
});

describe('orderLineDrafts', () => {
  it('makes one line per item with the catalogue category and a string quantity', () => {
    const drafts = orderLineDrafts(
      [
        line({}),
        line({
          page: 2,
          platform: 'flipkart',
          orderId: 'OD1',
          sku: 'SSGN006001 && FLAG RED 2M',
          name: 'Nail && Flag',
          quantity: 3,
          category: 'Yantra',
          items: [
            { sku: 'SSGN006001', name: 'Nail', quantity: 1, category: 'Yantra' },
            { sku: 'FLAG RED 2M', name: 'Flag', quantity: 2, category: 'Uncategorized' },
          ],
        }),
        line({
          page: 3,
          orderId: '403-1111111-0000004',
          sku: 'RM-108 BEADS',
          name: 'Mala',
          quantity: 1,
          category: 'Uncategorized',
        }),
      ],
      CATALOGUE,
      '2025-01-03',
    );
    expect(drafts).toEqual([
      draft({ date: '2025-01-03' }),
      draft({
        date: '2025-01-03',
        type: 'flipkart',
        orderId: 'OD1',
        sku: 'SSGN006001',
        name: 'Nail',
        quantity: '1',
        categoryId: 'catyantra000001',
        category: 'Yantra',
      }),
      draft({
        date: '2025-01-03',
        type: 'flipkart',
        orderId: 'OD1',
        sku: 'FLAG RED 2M',
        name: 'Flag',
        quantity: '2',
        categoryId: '',
        category: 'Uncategorized',
      }),
      draft({
        date: '2025-01-03',
        orderId: '403-1111111-0000004',
        sku: 'RM-108 BEADS',
        name: 'Mala',
        quantity: '1',
        categoryId: '',
        category: 'Uncategorized',
      }),
    ]);
  });

  it('makes one line of the same SKU on two rows of one order, its quantity the sum', () => {
    const drafts = orderLineDrafts(
      [
        line({
          sku: 'KK-X2KQ-2DRV && KK-X2KQ-2DRV',
          name: 'Chandan Powder && Chandan Powder 100g',
          quantity: 6,
          items: [
            { sku: 'KK-X2KQ-2DRV', name: 'Chandan Powder', quantity: 1, category: 'Chandan' },
            { sku: 'KK-X2KQ-2DRV', name: 'Chandan Powder 100g', quantity: 5, category: 'Uncategorized' },
          ],
        }),
      ],
      CATALOGUE,
      '2025-01-02',
    );
    expect(drafts).toEqual([draft({ quantity: '6' })]);
  });

  it('keeps the same SKU in two parcels of one order (two AWBs) as one line per parcel', () => {
    const parcel = (page: number, awb: string, quantity: number) =>
      line({ page, platform: 'flipkart', orderId: 'OD1', awb, sku: 'SSGN006001', name: 'Nail', quantity, category: 'Yantra' });
    const drafts = orderLineDrafts(
      [parcel(1, 'FMPC0000000001', 2), line({ page: 2 }), parcel(3, 'FMPC0000000002', 3)],
      CATALOGUE,
      '2025-01-02',
    );
    const nail = {
      type: 'flipkart',
      orderId: 'OD1',
      sku: 'SSGN006001',
      name: 'Nail',
      categoryId: 'catyantra000001',
      category: 'Yantra',
    } as const;
    expect(drafts).toEqual([
      draft({ ...nail, quantity: '2', awb: 'FMPC0000000001' }),
      draft(),
      draft({ ...nail, quantity: '3', awb: 'FMPC0000000002' }),
    ]);
  });

  it('keeps the different SKUs of the parcels of one order as separate lines', () => {
    const drafts = orderLineDrafts(
      [
        line({
          page: 1,
          platform: 'flipkart',
          orderId: 'OD1',
          awb: 'FMPC0000000001',
          sku: 'SSGN006001',
          name: 'Nail',
          quantity: 1,
          category: 'Yantra',
        }),
        line({
          page: 2,
          platform: 'flipkart',
          orderId: 'OD1',
          awb: 'FMPC0000000002',
          sku: 'FLAG RED 2M',
          name: 'Flag',
          quantity: 2,
          category: 'Uncategorized',
        }),
      ],
      CATALOGUE,
      '2025-01-02',
    );
    expect(drafts.map((entry) => [entry.orderId, entry.sku, entry.quantity])).toEqual([
      ['OD1', 'SSGN006001', '1'],
      ['OD1', 'FLAG RED 2M', '2'],
    ]);
  });

  it('counts a parcel printed twice (the same order id and AWB, duplicates kept) once', () => {
    const parcel = (page: number, awb: string) =>
      line({ page, platform: 'flipkart', orderId: 'OD1', awb, sku: 'SSGN006001', name: 'Nail', quantity: 2, category: 'Yantra' });
    const drafts = orderLineDrafts(
      [parcel(1, 'FMPC0000000001'), parcel(2, 'FMPC0000000001'), parcel(3, 'FMPC0000000002'), parcel(4, 'FMPC0000000001')],
      CATALOGUE,
      '2025-01-02',
    );
    expect(drafts.map((entry) => [entry.orderId, entry.awb, entry.sku, entry.quantity])).toEqual([
      ['OD1', 'FMPC0000000001', 'SSGN006001', '2'],
      ['OD1', 'FMPC0000000002', 'SSGN006001', '2'],
    ]);
  });

  it('counts an Amazon order printed twice (the same order id and items, duplicates kept) once, and each of its parcels', () => {
    const mala = { sku: 'RM-108 BEADS', name: 'Mala', quantity: 1, category: 'Uncategorized' };
    const drafts = orderLineDrafts(
      [line({ page: 1 }), line({ page: 2, ...mala }), line({ page: 3 }), line({ page: 4, ...mala })],
      CATALOGUE,
      '2025-01-02',
    );
    expect(drafts.map((entry) => [entry.orderId, entry.sku, entry.quantity])).toEqual([
      ['403-1111111-0000001', 'KK-X2KQ-2DRV', '2'],
      ['403-1111111-0000001', 'RM-108 BEADS', '1'],
    ]);
  });

  it('leaves lines without an order id as they are', () => {
    const drafts = orderLineDrafts([line({ orderId: '' }), line({ page: 2, orderId: '', quantity: 3 })], CATALOGUE, '2025-01-02');
    expect(drafts).toEqual([draft({ orderId: '' }), draft({ orderId: '', quantity: '3' })]);
  });
});

describe('recordOrderLines', () => {
  it('records lines with client ids and queues each for the server', async () => {
    const now = new Date('2025-01-02T09:30:00.000Z');
    const outcome = await recordOrderLines(db, [draft(), draft({ type: 'flipkart', orderId: 'OD1' })], now);

    expect(outcome.alreadyRecorded).toBe(0);
    expect(outcome.withoutOrderId).toBe(0);
    expect(outcome.recorded).toHaveLength(2);
    const stored = await db.orderLines.toArray();
    expect(stored).toHaveLength(2);
    for (const record of stored) {
      expect(isValidId(record.id)).toBe(true);
      expect(record).toMatchObject({ updated: '', deleted: false, createdAt: '2025-01-02T09:30:00.000Z', date: '2025-01-02' });
    }
    const outbox = await db.outbox.toArray();
    expect(outbox.map((entry) => [entry.collection, entry.op, entry.recordId]).sort()).toEqual(
      stored.map((record) => ['order_lines', 'upsert', record.id]).sort(),
    );
  });

  it('skips a line already recorded instead of failing or recording it twice', async () => {
    await recordOrderLines(db, [draft()]);
    const again = await recordOrderLines(db, [
      draft({ date: '2025-01-05', quantity: '9' }),
      draft({ orderId: '403-1111111-0000002' }),
    ]);

    expect(again.alreadyRecorded).toBe(1);
    expect(again.recorded.map((record) => record.orderId)).toEqual(['403-1111111-0000002']);
    const stored = await db.orderLines.toArray();
    expect(stored).toHaveLength(2);
    expect(stored.find((record) => record.orderId === '403-1111111-0000001')).toMatchObject({
      date: '2025-01-02',
      quantity: '2',
    });
    expect(await db.outbox.count()).toBe(2);
  });

  it('fills in the AWB of a line recorded without one, instead of recording its parcel again', async () => {
    const [before] = (await recordOrderLines(db, [draft()])).recorded;
    await db.outbox.clear();
    const again = await recordOrderLines(db, [draft({ awb: '362500000001' })]);

    expect(again.recorded).toEqual([]);
    expect(again.alreadyRecorded).toBe(1);
    expect(await db.orderLines.toArray()).toEqual([{ ...before, awb: '362500000001' }]);
    const outbox = await db.outbox.toArray();
    expect(outbox.map((entry) => [entry.op, entry.recordId, entry.payload])).toEqual([
      ['upsert', before?.id, { awb: '362500000001' }],
    ]);
  });

  it("tells lines apart by platform, order id and SKU together, and adds up one merge's drafts sharing all three", async () => {
    const outcome = await recordOrderLines(db, [
      draft(),
      draft({ sku: 'SSGN006001' }),
      draft({ type: 'flipkart' }),
      draft({ name: 'the same SKU of the same order again, in one merge', quantity: '3' }),
    ]);
    expect(outcome.recorded.map((record) => [record.type, record.sku, record.name, record.quantity])).toEqual([
      ['amazon', 'KK-X2KQ-2DRV', 'Chandan Powder', '5'],
      ['amazon', 'SSGN006001', 'Chandan Powder', '2'],
      ['flipkart', 'KK-X2KQ-2DRV', 'Chandan Powder', '2'],
    ]);
    expect(outcome.alreadyRecorded).toBe(0);
    expect(await db.orderLines.count()).toBe(3);
  });

  it('records a summed line once: the same labels merged again are already recorded', async () => {
    const summary = [
      line({
        page: 1,
        items: [
          { sku: 'KK-X2KQ-2DRV', name: 'Chandan Powder', quantity: 1, category: 'Chandan' },
          { sku: 'KK-X2KQ-2DRV', name: 'Chandan Powder', quantity: 5, category: 'Chandan' },
        ],
      }),
      line({ page: 2, quantity: 2 }),
    ];
    const first = await recordOrderLines(db, orderLineDrafts(summary, CATALOGUE, '2025-01-02'));
    expect(first).toMatchObject({ alreadyRecorded: 0, withoutOrderId: 0 });
    expect(first.recorded.map((record) => record.quantity)).toEqual(['8']);

    const again = await recordOrderLines(db, orderLineDrafts(summary, CATALOGUE, '2025-01-03'));
    expect(again).toMatchObject({ recorded: [], alreadyRecorded: 1, withoutOrderId: 0 });
    expect(await db.orderLines.toArray()).toMatchObject([{ quantity: '8', date: '2025-01-02' }]);
    expect(await db.outbox.count()).toBe(1);
  });

  it('does not record lines whose order id could not be read', async () => {
    const outcome = await recordOrderLines(db, [draft({ orderId: '' }), draft({ orderId: '', sku: 'SSGN006001' }), draft()]);
    expect(outcome).toMatchObject({ alreadyRecorded: 0, withoutOrderId: 2 });
    expect((await db.orderLines.toArray()).map((record) => record.orderId)).toEqual(['403-1111111-0000001']);
  });

  it('writes nothing, not even to the outbox, when a line cannot be stored', async () => {
    const broken = { ...draft({ orderId: 'OD2' }), name: undefined } as unknown as OrderLineDraft;
    await expect(recordOrderLines(db, [draft(), broken])).rejects.toThrow(
      'Undefined value not allowed in Firestore at path: name',
    );
    expect(await db.orderLines.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('records a busy day in several writes, all or nothing', async () => {
    const day = Array.from({ length: 250 }, (_, n) => draft({ orderId: `OD${String(n).padStart(18, '0')}` }));
    expect((await recordOrderLines(db, day)).recorded).toHaveLength(250);
    expect(await db.outbox.count()).toBe(250);

    const next = Array.from({ length: 250 }, (_, n) => draft({ orderId: `OD${String(1000 + n).padStart(18, '0')}` }));
    next[180] = { ...next[180], quantity: undefined } as unknown as OrderLineDraft;
    await expect(recordOrderLines(db, next)).rejects.toThrow('Undefined value not allowed in Firestore at path: quantity');
    expect(await db.orderLines.count()).toBe(250);
    expect(await db.outbox.count()).toBe(250);
  });
});
