import type { PaymentPlatform } from '../marketplaces';

/** The three payment reports the import reads, recognised by their content. */
export type TransactionSource = 'amazon-date-range' | 'flipkart-pnl' | 'flipkart-settlement';

export const SOURCE_NAMES: Record<TransactionSource, string> = {
  'amazon-date-range': 'Amazon Date Range Report',
  'flipkart-pnl': 'Flipkart Profit & Loss report',
  'flipkart-settlement': 'Flipkart Settlement report',
};

/**
 * What a row is, whatever the report calls it. Amazon's `type` column names them (Order, Refund,
 * Service Fee, ...); a Flipkart P&L row is an order line, a Settlement row a payment for one.
 * A type Amazon adds later is kept as 'other' with its own words in `type`.
 */
export type TransactionKind =
  | 'order'
  | 'refund'
  | 'service-fee'
  | 'shipping-services'
  | 'transfer'
  | 'safe-t-reimbursement'
  | 'tax-withheld'
  | 'debt'
  | 'fulfilment-fee-refund'
  | 'adjustment'
  | 'settlement'
  | 'other';

/**
 * One transaction as stored in `Transaction.data`: flat, since the record's data is a plain map.
 * Amounts are INR with the report's own signs (money to the seller positive, fees negative); a
 * column the report does not have is 0. Buyer data (Amazon's order city, state and postal code)
 * is never read into it.
 */
export interface TransactionData {
  [field: string]: string | number;
  source: TransactionSource;
  platform: PaymentPlatform;
  kind: TransactionKind;
  /** The row's type in the report's words ('Order', 'Service Fee'; Flipkart: the order status). */
  type: string;
  /** yyyy-MM-dd: Amazon's date/time, Flipkart's Order Date. */
  date: string;
  orderId: string;
  /** Flipkart's Order Item ID; '' for Amazon. */
  orderItemId: string;
  sku: string;
  /** Amazon's settlement id, Flipkart's NEFT ID; '' when the report has none. */
  settlementId: string;
  description: string;
  /** Units sold: Amazon's quantity, Flipkart P&L's Net Units (not Gross Units). */
  units: number;
  /** Amazon's Transaction Status (Released / Deferred); Flipkart P&L: 'Settled', 'Pending' or 'Partly settled'. */
  status: string;
}

export type TransactionCell = string | number | boolean | null | undefined;
export type TransactionRows = readonly (readonly TransactionCell[])[];

/** A row that holds something but was not read as a transaction, and why. */
export interface SkippedRow {
  /** The row's number as a spreadsheet or text editor shows it. */
  row: number;
  reason: string;
}

/** A read transaction before it is stored: its content hash and the row it came from. */
export interface ReadTransaction {
  row: number;
  hash: string;
  data: TransactionData;
}

/** What one payment report holds. */
export interface TransactionFileReading {
  source: TransactionSource;
  fileName: string;
  /** Data rows after the header, blank rows not counted. */
  rowsRead: number;
  transactions: ReadTransaction[];
  skipped: SkippedRow[];
}
