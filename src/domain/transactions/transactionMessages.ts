import { FILE_EMPTY, FILE_NOT_SET, UNSUPPORTED_FORMAT } from '../catalogue/importMessages';
import { SOURCE_NAMES, type TransactionSource } from './transactionRecord';

export { FILE_EMPTY, FILE_NOT_SET };

/** What the import reads, for the message a file of any other kind gets. */
const EXPECTED =
  "an Amazon Date Range Report (CSV or tab-separated, a header row starting 'date/time'), " +
  "a Flipkart Profit & Loss workbook (sheet 'Orders P&L') or a Flipkart Settlement workbook (sheet 'Orders' with 'NEFT ID')";

export const unsupportedTransactionFile = (fileName: string) =>
  `${UNSUPPORTED_FORMAT}: '${fileName}' is not a payment report. Expected ${EXPECTED}.`;

/** A report recognised by its kind whose header lacks columns the import needs. */
export function wrongColumnsMessage(source: TransactionSource, missing: readonly string[]): string {
  return `Wrong columns for the ${SOURCE_NAMES[source]}: missing ${missing.map((name) => `'${name}'`).join(', ')}.`;
}

export const skipReasons = {
  noOrderItemId: () => "No 'Order Item ID': not an order line (a total or a note)",
};
