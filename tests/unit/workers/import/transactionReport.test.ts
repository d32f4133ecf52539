import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { transactionHash } from '../../../../src/domain/transactions/transactionHash';
import { readTransactionReport } from '../../../../workers/import/transactionReport';
import { AMAZON_ROWS, amazonDateRangeReport } from '../../../fixtures/transactions/amazonDateRangeReport';
import {
  flipkartPnlWorkbook,
  flipkartSettlementWorkbook,
  PNL_ROWS,
  SETTLEMENT_ROWS,
  unrelatedWorkbook,
} from '../../../fixtures/transactions/flipkartWorkbooks';

const EXPECTED =
  "Expected an Amazon Date Range Report (CSV or tab-separated, a header row starting 'date/time'), a Flipkart Profit & Loss workbook (sheet 'Orders P&L') or a Flipkart Settlement workbook (sheet 'Orders' with 'NEFT ID').";

describe('the Amazon Date Range Report', () => {
  const hashesOf = (bytes: Uint8Array) => readTransactionReport('report.csv', bytes).transactions.map(({ hash }) => hash);
  const csv = hashesOf(amazonDateRangeReport(AMAZON_ROWS));

  const shapes: [string, Parameters<typeof amazonDateRangeReport>[1]][] = [
    ['tab-separated', { delimiter: '\t' }],
    ['with a byte order mark', { bom: true }],
    ['with a longer preamble', { preamble: ['Date Range Report', 'Account: Seller', 'x, y, z', 'All amounts in INR'] }],
    ['with no preamble', { preamble: [] }],
    ['with the 2025 status columns', { with2025Columns: true }],
  ];
  it.each(shapes)('reads the same transactions %s', (_shape, options = {}) => {
    const read = readTransactionReport('report.txt', amazonDateRangeReport(AMAZON_ROWS, options));
    expect(read.source).toBe('amazon-date-range');
    expect(read.rowsRead).toBe(5);
    expect(read.transactions.map(({ data }) => data.total)).toEqual([1005.8, -524.66, -1180, -1180, -2500]);
    if (!options.with2025Columns) expect(read.transactions.map(({ hash }) => hash)).toEqual(csv);
  });

  it('is recognised by its content, whatever the file is called', () => {
    expect(readTransactionReport('payments.xlsx', amazonDateRangeReport(AMAZON_ROWS)).source).toBe('amazon-date-range');
  });
});

describe('the Flipkart P&L report', () => {
  const read = readTransactionReport('pnl.xlsx', flipkartPnlWorkbook(PNL_ROWS));

  it('reads Orders P&L below its two-row header, from row 3, and skips the totals row', () => {
    expect(read.source).toBe('flipkart-pnl');
    expect(read.rowsRead).toBe(4);
    expect(read.transactions.map(({ row, data }) => [row, data.orderItemId, data.date, data.units, data.status])).toEqual([
      [3, 'OI-1001', '2025-04-02', 2, 'Settled'],
      [4, 'OI-1002', '2025-04-03', 0, 'Pending'],
      [5, 'OI-1003', '2025-04-04', 3, 'Partly settled'],
    ]);
    expect(read.skipped).toEqual([{ row: 6, reason: "No 'Order Item ID': not an order line (a total or a note)" }]);
  });

  it('takes Net Units (trailing space in its name), negative expenses and the first Bank Settlement [Projected]', () => {
    expect(read.transactions[0]?.data).toMatchObject({
      platform: 'flipkart',
      kind: 'order',
      type: 'Delivered',
      sku: 'SS-GOMTI-011',
      grossUnits: 2,
      units: 2,
      netSales: 998,
      totalExpenses: -151.2,
      commissionFee: -99.8,
      collectionFee: -20,
      fixedFee: -15,
      pickPackFee: -10,
      forwardShippingFee: -6.4,
      bankSettlement: 846.8,
      amountSettled: 846.8,
    });
    expect(read.transactions[2]?.data.netSales).toBe(1497);
  });

  it('hashes the report kind, the Order Item ID and the amounts', () => {
    const amounts = [2, 0, 2, 998, -151.2, -99.8, -20, -15, -10, -6.4, 0, 0, 0, 0, 846.8, 846.8, 846.8, 0];
    expect(read.transactions[0]?.hash).toBe(transactionHash([['flipkart-pnl', 'OI-1001', ...amounts].join('\u001f')]));
  });
});

describe('the Flipkart Settlement report', () => {
  it('finds the Orders sheet header by scanning and reads each payment', () => {
    const read = readTransactionReport('settlement.xlsx', flipkartSettlementWorkbook(SETTLEMENT_ROWS));
    expect(read.source).toBe('flipkart-settlement');
    expect(read.rowsRead).toBe(2);
    expect(
      read.transactions.map(({ row, data }) => [
        row,
        data.kind,
        data.settlementId,
        data.orderItemId,
        data.date,
        data.bankSettlement,
      ]),
    ).toEqual([
      [4, 'settlement', 'NEFT-0001', 'OI-1001', '2025-04-02', 804.61],
      [5, 'settlement', 'NEFT-0001', 'OI-1002', '2025-04-03', -60],
    ]);
    expect(read.transactions[0]?.data).toMatchObject({
      paymentDate: '2025-04-10',
      commissionFee: -99.8,
      tcs: -4.99,
      tds: -9.98,
      feeTaxes: -27.22,
      units: 0,
    });
  });

  it('hashes apart from the P&L row of the same order item', () => {
    const pnl = readTransactionReport('a.xlsx', flipkartPnlWorkbook(PNL_ROWS)).transactions[0]?.hash;
    const settlement = readTransactionReport('b.xlsx', flipkartSettlementWorkbook(SETTLEMENT_ROWS)).transactions[0]?.hash;
    expect(pnl).not.toBe(settlement);
  });
});

describe('files that are no payment report', () => {
  it.each([
    ['listing.xlsx', unrelatedWorkbook()],
    ['listing.txt', new TextEncoder().encode('item-name\tseller-sku\tprice\nGomti\tSS-1\t10\n')],
    ['labels.pdf', new TextEncoder().encode('%PDF-1.7\n%binary')],
  ])("give 'Unsupported file format' with what was expected: %s", (name, bytes) => {
    expect(() => readTransactionReport(name, bytes)).toThrow(
      `Unsupported file format: '${name}' is not a payment report. ${EXPECTED}`,
    );
  });

  it("give 'File is empty' and 'File is not set' as the specification says", () => {
    expect(() => readTransactionReport('empty.csv', new Uint8Array())).toThrow(/^File is empty$/);
    expect(() => readTransactionReport('blank.csv', new TextEncoder().encode('\r\n\r\n'))).toThrow(/^File is empty$/);
    expect(() => readTransactionReport('none.csv', null)).toThrow(/^File is not set$/);
  });

  it('names the columns an Orders P&L sheet lacks', () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([['Units'], ['Order Item ID', 'Net Units'], ['OI-1', 1]]),
      'Orders P&L',
    );
    const bytes = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    expect(() => readTransactionReport('pnl.xlsx', bytes)).toThrow(
      "Wrong columns for the Flipkart Profit & Loss report: missing 'Order Date', 'Order ID', 'SKU Name', 'Accounted Net Sales (INR)', 'Total Expenses (INR)'.",
    );
  });

  it('reads a P&L with no order lines as 0 rows', () => {
    expect(readTransactionReport('pnl.xlsx', flipkartPnlWorkbook([]))).toMatchObject({
      rowsRead: 0,
      transactions: [],
      skipped: [],
    });
  });
});
