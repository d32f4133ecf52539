import { cellString, headerKey } from './cellValues';
import { fieldsOfKind, locateColumns, type ColumnSpec, type HeaderColumn, type RowValues } from './reportColumns';
import { readDataRows, type OnRowsRead, type ReportRead } from './reportRows';
import { hashKey, transactionHash } from './transactionHash';
import { skipReasons, wrongColumnsMessage } from './transactionMessages';
import type { TransactionData, TransactionRows, TransactionSource } from './transactionRecord';

export const PNL_SHEET = 'Orders P&L';
export const SETTLEMENT_SHEET = 'Orders';
/** Both reports put their header in the first rows; further down it is not the report. */
const HEADER_SCAN_ROWS = 15;

const inr = (name: string) => ({ column: `${name} (INR)`, aliases: [name] });

/** `Orders P&L`: ~89 columns, of which these. `Bank Settlement [Projected] (INR)` appears twice: the first is read. */
const PNL_COLUMNS: readonly ColumnSpec[] = [
  { field: 'date', column: 'Order Date', kind: 'date', required: true },
  { field: 'orderId', column: 'Order ID', kind: 'text', required: true },
  { field: 'orderItemId', column: 'Order Item ID', kind: 'text', required: true },
  { field: 'sku', column: 'SKU Name', kind: 'text', required: true },
  { field: 'fulfillmentType', column: 'Fulfillment Type', kind: 'text' },
  { field: 'type', column: 'Order Status', kind: 'text' },
  { field: 'grossUnits', column: 'Gross Units', kind: 'amount' },
  { field: 'returnedUnits', column: 'Returned & Cancelled Units', kind: 'amount' },
  { field: 'units', column: 'Net Units', kind: 'amount', required: true },
  { field: 'netSales', ...inr('Accounted Net Sales'), kind: 'amount', required: true },
  { field: 'totalExpenses', ...inr('Total Expenses'), kind: 'amount', required: true },
  { field: 'commissionFee', ...inr('Commission Fee'), kind: 'amount' },
  { field: 'collectionFee', ...inr('Collection Fee'), kind: 'amount' },
  { field: 'fixedFee', ...inr('Fixed Fee'), kind: 'amount' },
  { field: 'pickPackFee', ...inr('Pick and Pack Fee'), kind: 'amount' },
  { field: 'forwardShippingFee', ...inr('Forward Shipping Fee'), kind: 'amount' },
  { field: 'reverseShippingFee', ...inr('Reverse Shipping Fee'), kind: 'amount' },
  { field: 'feeTaxes', ...inr('Taxes'), kind: 'amount' },
  { field: 'tcs', ...inr('TCS'), kind: 'amount' },
  { field: 'tds', ...inr('TDS'), kind: 'amount' },
  { field: 'bankSettlement', ...inr('Bank Settlement [Projected]'), kind: 'amount' },
  { field: 'netEarnings', ...inr('Net Earnings'), kind: 'amount' },
  { field: 'amountSettled', ...inr('Amount Settled'), kind: 'amount' },
  { field: 'amountPending', ...inr('Amount Pending'), kind: 'amount' },
];

const rs = (name: string) => ({ column: `${name} (Rs.)`, aliases: [name] });

/** The Settlement report's `Orders` sheet. */
const SETTLEMENT_COLUMNS: readonly ColumnSpec[] = [
  { field: 'settlementId', column: 'NEFT ID', kind: 'text', required: true },
  { field: 'paymentDate', column: 'Payment Date', kind: 'date' },
  { field: 'bankSettlement', ...rs('Bank Settlement Value'), kind: 'amount', required: true },
  { field: 'orderId', column: 'Order ID', kind: 'text', required: true },
  { field: 'orderItemId', column: 'Order item ID', kind: 'text', required: true },
  { field: 'saleAmount', ...rs('Sale Amount'), kind: 'amount' },
  { field: 'marketplaceFee', ...rs('Marketplace Fee'), kind: 'amount' },
  { field: 'commissionFee', ...rs('Commission'), kind: 'amount' },
  { field: 'fixedFee', ...rs('Fixed Fee'), kind: 'amount' },
  { field: 'collectionFee', ...rs('Collection Fee'), kind: 'amount' },
  { field: 'shippingFee', ...rs('Shipping Fee'), kind: 'amount' },
  { field: 'reverseShippingFee', ...rs('Reverse Shipping Fee'), kind: 'amount' },
  { field: 'tcs', ...rs('TCS'), kind: 'amount' },
  { field: 'tds', ...rs('TDS'), kind: 'amount' },
  { field: 'feeTaxes', ...rs('GST on MP Fees'), kind: 'amount' },
  { field: 'sku', column: 'Seller SKU', kind: 'text', required: true },
  { field: 'date', column: 'Order Date', kind: 'date', required: true },
];

/** The first row (of the first few) holding all of these names: the field row of a multi-row header. */
function findHeaderRow(rows: TransactionRows, names: readonly string[]): number {
  const wanted = names.map(headerKey);
  const limit = Math.min(rows.length, HEADER_SCAN_ROWS);
  for (let at = 0; at < limit; at += 1) {
    const keys = new Set((rows[at] ?? []).map(headerKey));
    if (wanted.every((name) => keys.has(name))) return at;
  }
  return -1;
}

const PNL_HEADER_MARKS = ['Order Item ID', 'Net Units'];
const SETTLEMENT_HEADER_MARKS = ['NEFT ID', 'Order item ID'];

/**
 * Keys from both header rows: each field with the group above it. A group is a merged cell, which
 * SheetJS gives as its first cell only, so a blank group cell continues the one to its left.
 */
function twoRowHeader(groupRow: readonly unknown[], fieldRow: readonly unknown[]): HeaderColumn[] {
  let group = '';
  return fieldRow.map((cell, at) => {
    const above = cellString(groupRow[at] as string);
    if (above !== '') group = above;
    return { group, name: cellString(cell as string) };
  });
}

function settlementStatus(values: RowValues): string {
  const settled = Number(values.amountSettled);
  const pending = Number(values.amountPending);
  if (pending === 0) return 'Settled';
  return settled === 0 ? 'Pending' : 'Partly settled';
}

/** The rows after a Flipkart header: order lines keyed by Order Item ID, hashed with the report kind and the amounts. */
function readFlipkartRows(
  source: TransactionSource,
  rows: TransactionRows,
  headerAt: number,
  specs: readonly ColumnSpec[],
  firstRowNumber: number,
  onRowsRead: OnRowsRead | undefined,
): ReportRead {
  const header = twoRowHeader(rows[headerAt - 1] ?? [], rows[headerAt] ?? []);
  const columns = locateColumns(header, specs);
  if (columns.missing.length > 0) throw new Error(wrongColumnsMessage(source, columns.missing));
  const amounts = fieldsOfKind(specs, 'amount');
  return readDataRows(rows, { headerAt, columns, firstRowNumber, onRowsRead }, (values, row) => {
    if (values.orderItemId === '') return skipReasons.noOrderItemId();
    if (values.date === '') return "No 'Order Date'";
    const hash = transactionHash([hashKey([source, values.orderItemId ?? '', ...amounts.map((field) => values[field] ?? 0)])]);
    return { row, hash, data: flipkartData(source, values) };
  });
}

function flipkartData(source: TransactionSource, values: RowValues): TransactionData {
  const pnl = source === 'flipkart-pnl';
  return {
    ...values,
    source,
    platform: 'flipkart',
    kind: pnl ? 'order' : 'settlement',
    type: pnl ? String(values.type) : 'Settlement',
    date: String(values.date),
    orderId: String(values.orderId),
    orderItemId: String(values.orderItemId),
    sku: String(values.sku),
    settlementId: pnl ? '' : String(values.settlementId),
    description: '',
    units: pnl ? Number(values.units) : 0,
    status: pnl ? settlementStatus(values) : 'Settled',
  };
}

/** Flipkart's `Orders P&L` sheet: a group row of merged cells, the field row, data from the row after. */
export function readFlipkartPnl(rows: TransactionRows, firstRowNumber = 1, onRowsRead?: OnRowsRead): ReportRead {
  const headerAt = findHeaderRow(rows, PNL_HEADER_MARKS);
  return readFlipkartRows('flipkart-pnl', rows, headerAt, PNL_COLUMNS, firstRowNumber, onRowsRead);
}

/** Flipkart's Settlement `Orders` sheet: its multi-row header found by scanning for the field row. */
export function readFlipkartSettlement(rows: TransactionRows, firstRowNumber = 1, onRowsRead?: OnRowsRead): ReportRead {
  return readFlipkartRows(
    'flipkart-settlement',
    rows,
    findHeaderRow(rows, SETTLEMENT_HEADER_MARKS),
    SETTLEMENT_COLUMNS,
    firstRowNumber,
    onRowsRead,
  );
}
