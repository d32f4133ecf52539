import { isBlankRow } from './cellValues';
import { readRowValues, RowSkip, type LocatedColumns, type RowValues } from './reportColumns';
import type { ReadTransaction, SkippedRow, TransactionRows } from './transactionRecord';

/** What a report's reader made of its rows. */
export interface ReportRead {
  rowsRead: number;
  transactions: ReadTransaction[];
  skipped: SkippedRow[];
}

/** Told as a long report is read: its data rows read so far and in all, for a progress bar. */
export type OnRowsRead = (read: number, total: number) => void;

/** Often enough for a smooth bar on 100,000 rows, rarely enough to cost nothing. */
const ROWS_PER_REPORT = 5_000;

interface DataRows {
  headerAt: number;
  columns: LocatedColumns;
  /** The sheet's number of `rows[0]`, for the row numbers a skip names. */
  firstRowNumber: number;
  onRowsRead: OnRowsRead | undefined;
}

/**
 * Walks the rows after the header, as every report's reader does: blank rows are passed over, a
 * row whose cells cannot be read is skipped with the reason, and `read` makes a transaction of the
 * values or says why the row is skipped. `onRowsRead` hears at the first row and every
 * ROWS_PER_REPORT rows.
 */
export function readDataRows(
  rows: TransactionRows,
  { headerAt, columns, firstRowNumber, onRowsRead }: DataRows,
  read: (values: RowValues, row: number) => ReadTransaction | string,
): ReportRead {
  const result: ReportRead = { rowsRead: 0, transactions: [], skipped: [] };
  const total = rows.length - headerAt - 1;
  for (let at = headerAt + 1; at < rows.length; at += 1) {
    const done = at - headerAt;
    if (onRowsRead && (done === 1 || done % ROWS_PER_REPORT === 0)) onRowsRead(done, total);
    const cells = rows[at] ?? [];
    if (isBlankRow(cells)) continue;
    result.rowsRead += 1;
    const row = firstRowNumber + at;
    const values = readRowValues(cells, columns);
    const outcome = values instanceof RowSkip ? values.reason : read(values, row);
    if (typeof outcome === 'string') result.skipped.push({ row, reason: outcome });
    else result.transactions.push(outcome);
  }
  return result;
}
