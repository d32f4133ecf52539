import { describe, expect, it } from 'vitest';
import { amazonKindOf, readAmazonDateRange } from '../../../../src/domain/transactions/amazonDateRange';
import { transactionHash } from '../../../../src/domain/transactions/transactionHash';
import { AMAZON_ROWS, amazonDateRangeText } from '../../../fixtures/transactions/amazonDateRangeReport';

/** Tab-separated text split by hand: the reader takes rows of cells, whatever parsed them. */
const rowsOf = (text: string) => text.split('\r\n').map((line) => line.split('\t'));

describe('readAmazonDateRange', () => {
  const read = readAmazonDateRange(rowsOf(amazonDateRangeText(AMAZON_ROWS, { delimiter: '\t', with2025Columns: true })));

  it('finds the header below the preamble and reads every row, typed', () => {
    expect(read.rowsRead).toBe(5);
    expect(read.skipped).toEqual([]);
    expect(read.transactions.map(({ row, data }) => [row, data.kind, data.type, data.date])).toEqual([
      [5, 'order', 'Order', '2025-04-01'],
      [6, 'refund', 'Refund', '2025-04-03'],
      [7, 'service-fee', 'Service Fee', '2025-04-05'],
      [8, 'service-fee', 'Service Fee', '2025-04-05'],
      [9, 'transfer', 'Transfer', '2025-04-10'],
    ]);
  });

  it('reads amounts with thousands separators, and keeps no buyer data', () => {
    const order = read.transactions[0]?.data;
    expect(order).toMatchObject({
      platform: 'amazon',
      source: 'amazon-date-range',
      orderId: '402-1111111-1111111',
      sku: 'SS-GOMTI-011',
      settlementId: '12345678901',
      units: 2,
      productSales: 1234.5,
      shippingCredits: 40,
      promotionalRebates: -40,
      tcsIgst: -12.35,
      tds: -6.17,
      sellingFees: -185.18,
      otherTransactionFees: -25,
      total: 1005.8,
      status: 'Released',
    });
    const stored = JSON.stringify(read.transactions.map(({ data }) => data));
    expect(stored).not.toMatch(/PUNE|MAHARASHTRA|411001/);
  });

  it('gives two identical fee rows two hashes, by their occurrence, and the same file the same hashes', () => {
    const hashes = read.transactions.map(({ hash }) => hash);
    expect(new Set(hashes).size).toBe(5);
    const again = readAmazonDateRange(
      rowsOf(amazonDateRangeText(AMAZON_ROWS, { delimiter: '\t', with2025Columns: true, preamble: ['x'] })),
    );
    expect(again.transactions.map(({ hash }) => hash)).toEqual(hashes);
  });

  it('hashes settlement id, date/time, type, order id, SKU, the amounts and the occurrence', () => {
    const amounts = [2, 1234.5, 40, 0, -40, 58.79, 0, 0, -12.35, -6.17, -185.18, 0, -25, 0, 1005.8];
    const key = [
      'amazon-date-range',
      '12345678901',
      '01-Apr-2025 10:15:32 AM UTC',
      'Order',
      '402-1111111-1111111',
      'SS-GOMTI-011',
      ...amounts,
    ].join('\u001f');
    expect(read.transactions[0]?.hash).toBe(transactionHash([key, 1]));
  });

  it('skips a row whose amount or date cannot be read, with the reason', () => {
    const text = amazonDateRangeText(
      [
        { 'date/time': 'soon', type: 'Order', total: '1' },
        { 'date/time': '01-Apr-2025 10:15:32 AM UTC', type: 'Order', total: 'ten' },
      ],
      { delimiter: '\t' },
    );
    expect(readAmazonDateRange(rowsOf(text)).skipped).toEqual([
      { row: 5, reason: "'date/time' is not a date: 'soon'" },
      { row: 6, reason: "'total' is not an amount: 'ten'" },
    ]);
  });

  it('names the columns a file with the header mark lacks', () => {
    expect(() => readAmazonDateRange([['date/time', 'type', 'total']])).toThrow(
      "Wrong columns for the Amazon Date Range Report: missing 'settlement id', 'order id', 'Sku', 'product sales'.",
    );
  });
});

it.each([
  ['Shipping Services', 'shipping-services'],
  ['SAFE-T Reimbursement', 'safe-t-reimbursement'],
  ['Tax Withheld', 'tax-withheld'],
  ['Debt', 'debt'],
  ['Fulfilment Fee Refund', 'fulfilment-fee-refund'],
  ['Something New', 'other'],
])('types the row %s as %s', (type, kind) => {
  expect(amazonKindOf(type)).toBe(kind);
});
