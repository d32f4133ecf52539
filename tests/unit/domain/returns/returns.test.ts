import { describe, expect, it } from 'vitest';
import { csvCellValue } from '../../../../src/domain/csvText';
import type { ReturnedLine } from '../../../../src/domain/records';
import { returnRates } from '../../../../src/domain/returns/returnRates';
import {
  returnedLine,
  returnReason,
  returnReasonParts,
  returnWindow,
  returnedLineId,
} from '../../../../src/domain/returns/returnedLines';
import { latestFirst, returnsCsv, returnsPerMarketplace } from '../../../../src/domain/returns/returnsDay';
import { orderLine } from '../../db/fixtures';
import Papa from 'papaparse';

const received = (overrides: Partial<ReturnedLine>): ReturnedLine => ({
  ...returnedLine(orderLine({ orderId: overrides.orderId ?? 'OD1', awb: overrides.awb ?? '' }), {
    outcome: 'back-in-stock',
    reason: 'RTO',
    receivedBy: 'packer@example.com',
    receivedDay: '2025-03-31',
    at: new Date('2025-03-31T10:00:00.000Z'),
  }),
  ...overrides,
});

describe('returned lines', () => {
  it('names the movement as the issue says, and looks back 90 days including today', () => {
    expect(returnReason('OD1', 'KAUDI-21')).toBe('Return of order OD1: KAUDI-21');
    expect(returnWindow('2025-03-31')).toEqual({ from: '2025-01-01', to: '2025-03-31' });
  });

  it("reads a return's reason back into each order id and SKU it could name", () => {
    expect(returnReasonParts(returnReason('OD1', 'KAUDI-21'))).toEqual([{ orderId: 'OD1', sku: 'KAUDI-21' }]);
    expect(returnReasonParts(returnReason('OD: 7', 'A'))).toEqual([
      { orderId: 'OD', sku: '7: A' },
      { orderId: 'OD: 7', sku: 'A' },
    ]);
    expect(returnReasonParts('Sample')).toEqual([]);
    expect(returnReasonParts('Return of order OD1')).toEqual([]);
  });

  it('gives the same line the same record id on every station, and another line another', () => {
    const line = orderLine({ orderId: 'OD1', awb: 'FMPP1', sku: 'A', date: '2025-01-02' });
    expect(returnedLineId({ ...line })).toBe(returnedLineId(line));
    expect(returnedLineId({ ...line, date: '2025-01-03' })).not.toBe(returnedLineId(line));
    expect(returnedLineId({ ...line, awb: 'FMPP2' })).not.toBe(returnedLineId(line));
  });
});

describe("the day's returns", () => {
  const day = [
    received({ platform: 'flipkart', orderId: 'OD1', awb: 'A1', sku: 'X', quantity: 2, receivedAt: '2025-03-31T09:00:00.000Z' }),
    received({
      platform: 'flipkart',
      orderId: 'OD1',
      awb: 'A1',
      sku: 'Y',
      quantity: 1,
      outcome: 'damaged',
      receivedAt: '2025-03-31T09:01:00.000Z',
    }),
    received({ platform: 'flipkart', orderId: 'OD2', awb: 'A2', sku: 'X', quantity: 1, receivedAt: '2025-03-31T11:00:00.000Z' }),
    received({ platform: 'amazon', orderId: '403-1', sku: '=cmd', quantity: 3, receivedAt: '2025-03-31T10:00:00.000Z' }),
    received({ platform: 'amazon', orderId: '403-9', sku: 'Z', quantity: 5, deleted: true }),
  ];

  it('counts parcels and units per marketplace, tombstones left out', () => {
    expect(returnsPerMarketplace(day)).toEqual([
      { platform: 'amazon', parcels: 1, backInStock: 3, damaged: 0 },
      { platform: 'flipkart', parcels: 2, backInStock: 3, damaged: 1 },
    ]);
  });

  it('lists and exports them latest first, with no formula let through', () => {
    expect(latestFirst(day).map((line) => line.sku)).toEqual(['X', '=cmd', 'Y', 'X']);
    const rows = Papa.parse<string[]>(returnsCsv(day)).data;
    expect(rows[0]).toEqual([
      'Received at',
      'Received by',
      'Platform',
      'Order id',
      'AWB',
      'SKU',
      'Name',
      'Quantity',
      'Category',
      'Merged day',
      'Outcome',
      'Reason',
    ]);
    expect(rows).toHaveLength(5);
    expect(rows[2]?.[5]).toBe("'=cmd");
    expect(csvCellValue(rows[2]?.[5] ?? '')).toBe('=cmd');
    expect(rows[3]?.slice(10)).toEqual(['Damaged', 'RTO']);
  });
});

describe('return rates', () => {
  it('divides units returned by units ordered per SKU and category, over the order days of the range', () => {
    const range = { from: '2025-03-01', to: '2025-03-31' };
    const lines = [
      orderLine({ date: '2025-03-02', sku: 'X', quantity: '4', categoryId: 'c1', category: 'Kaudi' }),
      orderLine({ date: '2025-03-03', sku: 'X', quantity: '4', categoryId: 'c1', category: 'Kaudi' }),
      orderLine({ date: '2025-03-03', sku: 'Y', quantity: '3', categoryId: '', category: '' }),
      orderLine({ date: '2025-03-04', sku: 'Q', quantity: '9', categoryId: 'c1', category: 'Kaudi' }),
      orderLine({ date: '2025-02-27', sku: 'X', quantity: '100', categoryId: 'c1', category: 'Kaudi' }),
    ];
    const returns = [
      received({ mergedDate: '2025-03-02', sku: 'X', quantity: 2, categoryId: 'c1', category: 'Kaudi' }),
      received({ mergedDate: '2025-03-03', sku: 'Y', quantity: 1, categoryId: '', category: '', outcome: 'damaged' }),
      // Merged before the range: not a return of its orders.
      received({ mergedDate: '2025-02-27', sku: 'X', quantity: 50, categoryId: 'c1', category: 'Kaudi' }),
    ];
    expect(returnRates(lines, returns, range)).toEqual({
      bySku: [
        { key: 'Y', name: 'Y', orderedUnits: 3, returnedUnits: 1, ratePercent: 33.33 },
        { key: 'X', name: 'X', orderedUnits: 8, returnedUnits: 2, ratePercent: 25 },
      ],
      byCategory: [
        { key: '', name: 'Uncategorized', orderedUnits: 3, returnedUnits: 1, ratePercent: 33.33 },
        { key: 'c1', name: 'Kaudi', orderedUnits: 17, returnedUnits: 2, ratePercent: 11.76 },
      ],
    });
  });
});
