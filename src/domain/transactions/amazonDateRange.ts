import { cellString, dayOf, headerKey } from './cellValues';
import { fieldsOfKind, locateColumns, singleRowHeader, type ColumnSpec } from './reportColumns';
import { readDataRows, type OnRowsRead, type ReportRead } from './reportRows';
import { hashKey, occurrenceCounter, transactionHash } from './transactionHash';
import { wrongColumnsMessage } from './transactionMessages';
import type { TransactionKind, TransactionRows } from './transactionRecord';

const SOURCE = 'amazon-date-range';
/** The header's first column; the preamble above it varies in length, so it is found, not skipped. */
const AMAZON_HEADER_FIRST_COLUMN = 'date/time';
/** The preamble runs to a handful of lines; a file without the header this far down is not the report. */
const AMAZON_HEADER_SCAN_ROWS = 30;

/**
 * The columns read. `order city`, `order state` and `order postal` are the buyer's: never read.
 * `Transaction Status` and `Transaction Release Date` come with reports from 2025 on.
 */
const AMAZON_COLUMNS: readonly ColumnSpec[] = [
  { field: 'dateTime', column: 'date/time', kind: 'text', required: true },
  { field: 'settlementId', column: 'settlement id', kind: 'text', required: true },
  { field: 'type', column: 'type', kind: 'text', required: true },
  { field: 'orderId', column: 'order id', kind: 'text', required: true },
  { field: 'sku', column: 'Sku', kind: 'text', required: true },
  { field: 'description', column: 'description', kind: 'text' },
  { field: 'units', column: 'quantity', kind: 'amount' },
  { field: 'accountType', column: 'account type', kind: 'text' },
  { field: 'fulfillment', column: 'fulfillment', kind: 'text' },
  { field: 'productSales', column: 'product sales', kind: 'amount', required: true },
  { field: 'shippingCredits', column: 'shipping credits', kind: 'amount' },
  { field: 'giftWrapCredits', column: 'gift wrap credits', kind: 'amount' },
  { field: 'promotionalRebates', column: 'promotional rebates', kind: 'amount' },
  { field: 'salesTax', column: 'Total sales tax liable(GST before adjusting TCS)', kind: 'amount' },
  { field: 'tcsCgst', column: 'TCS-CGST', kind: 'amount' },
  { field: 'tcsSgst', column: 'TCS-SGST', kind: 'amount' },
  { field: 'tcsIgst', column: 'TCS-IGST', kind: 'amount' },
  { field: 'tds', column: 'TDS (Section 194-O)', kind: 'amount' },
  { field: 'sellingFees', column: 'selling fees', kind: 'amount' },
  { field: 'fbaFees', column: 'fba fees', kind: 'amount' },
  { field: 'otherTransactionFees', column: 'other transaction fees', kind: 'amount' },
  { field: 'other', column: 'other', kind: 'amount' },
  { field: 'total', column: 'total', kind: 'amount', required: true },
  { field: 'status', column: 'Transaction Status', kind: 'text' },
  { field: 'releaseDate', column: 'Transaction Release Date', kind: 'text' },
];
const AMOUNT_FIELDS = fieldsOfKind(AMAZON_COLUMNS, 'amount');

const AMAZON_KINDS: Record<string, TransactionKind> = {
  order: 'order',
  refund: 'refund',
  'service fee': 'service-fee',
  'shipping services': 'shipping-services',
  transfer: 'transfer',
  'safe-t reimbursement': 'safe-t-reimbursement',
  'tax withheld': 'tax-withheld',
  debt: 'debt',
  'fulfilment fee refund': 'fulfilment-fee-refund',
  'fulfillment fee refund': 'fulfilment-fee-refund',
  adjustment: 'adjustment',
};

export const amazonKindOf = (type: string): TransactionKind => AMAZON_KINDS[headerKey(type)] ?? 'other';

/** The header's index: the first row whose first cell is `date/time` (a UTF-8 byte order mark aside). */
export function findAmazonHeader(rows: TransactionRows): number {
  const limit = Math.min(rows.length, AMAZON_HEADER_SCAN_ROWS);
  for (let at = 0; at < limit; at += 1) {
    if (
      headerKey(rows[at]?.[0])
        .replace(/^\ufeff/, '')
        .replace(/^"|"$/g, '') === AMAZON_HEADER_FIRST_COLUMN
    )
      return at;
  }
  return -1;
}

/**
 * An Amazon India Date Range Report (transaction view) as rows of cells, the preamble included.
 * Every row type is kept, typed by `amazonKindOf`. The hash is the row's natural key
 * (settlement id, date/time, type, order id, SKU) with the amounts and the row's occurrence
 * among identical rows of this file.
 */
export function readAmazonDateRange(rows: TransactionRows, firstRowNumber = 1, onRowsRead?: OnRowsRead): ReportRead {
  const headerAt = findAmazonHeader(rows);
  const header = singleRowHeader(rows[headerAt] ?? []);
  const columns = locateColumns(header, AMAZON_COLUMNS);
  if (columns.missing.length > 0) throw new Error(wrongColumnsMessage(SOURCE, columns.missing));
  const occurrence = occurrenceCounter();
  return readDataRows(rows, { headerAt, columns, firstRowNumber, onRowsRead }, (values, row) => {
    const dateTime = String(values.dateTime);
    const date = dayOf(dateTime);
    if (date === null) return `'date/time' is not a date: '${cellString(dateTime)}'`;
    const type = String(values.type);
    const key = hashKey([
      SOURCE,
      values.settlementId ?? '',
      dateTime,
      type,
      values.orderId ?? '',
      values.sku ?? '',
      ...AMOUNT_FIELDS.map((field) => values[field] ?? 0),
    ]);
    return {
      row,
      hash: transactionHash([key, occurrence(key)]),
      data: {
        ...values,
        source: SOURCE,
        platform: 'amazon',
        kind: amazonKindOf(type),
        type,
        date,
        orderId: String(values.orderId),
        orderItemId: '',
        sku: String(values.sku),
        settlementId: String(values.settlementId),
        description: String(values.description),
        units: Number(values.units),
        status: String(values.status),
        dateTime,
      },
    };
  });
}
