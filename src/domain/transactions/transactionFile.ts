import { findAmazonHeader, readAmazonDateRange } from './amazonDateRange';
import type { OnRowsRead, ReportRead } from './reportRows';
import { headerKey } from './cellValues';
import { PNL_SHEET, readFlipkartPnl, readFlipkartSettlement, SETTLEMENT_SHEET } from './flipkartReports';
import { FILE_EMPTY, FILE_NOT_SET, unsupportedTransactionFile } from './transactionMessages';
import type { TransactionFileReading, TransactionRows, TransactionSource } from './transactionRecord';

/** Text (the Amazon report, CSV or tab-separated) or a workbook (Flipkart's reports): told by the bytes, not the name. */
type TransactionFileFormat = 'text' | 'workbook';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE_COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
const SNIFF_BYTES = 8192;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, at) => bytes[at] === byte);

/** docs/SPEC.md §5's messages: no file is 'File is not set', no bytes 'File is empty'; a PDF or other binary is no report. */
export function transactionFileFormat(bytes: Uint8Array | null, fileName: string): TransactionFileFormat {
  if (bytes === null) throw new Error(FILE_NOT_SET);
  if (bytes.length === 0) throw new Error(FILE_EMPTY);
  if (startsWith(bytes, ZIP) || startsWith(bytes, OLE_COMPOUND_FILE)) return 'workbook';
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  if (utf16) return 'text';
  if (startsWith(bytes, PDF) || bytes.subarray(0, SNIFF_BYTES).includes(0)) throw new Error(unsupportedTransactionFile(fileName));
  return 'text';
}

/**
 * The Amazon report's delimiter, from its header line (the preamble's own lines may hold
 * commas): a tab if that line has one, else a comma. Null when no line starts with `date/time`.
 */
export function amazonDelimiter(text: string): '\t' | ',' | null {
  for (const line of text.split(/\r\n|\n|\r/, 40)) {
    const first = line
      .replace(/^\ufeff/, '')
      .replace(/^"/, '')
      .trimStart()
      .toLowerCase();
    if (first.startsWith('date/time')) return line.includes('\t') ? '\t' : ',';
  }
  return null;
}

interface SheetRows {
  rows: TransactionRows;
  /** The file's row number of `rows[0]`. */
  firstRowNumber: number;
}

/** A file's content as papaparse or SheetJS gives it, for `readTransactionFile`. */
export type TransactionFileContent =
  { format: 'text'; rows: TransactionRows } | { format: 'workbook'; sheets: Readonly<Record<string, SheetRows>> };

const sheetNamed = (sheets: Readonly<Record<string, SheetRows>>, name: string) =>
  Object.entries(sheets).find(([sheetName]) => headerKey(sheetName) === headerKey(name))?.[1];

const hasCells = (rows: TransactionRows) => rows.some((row) => row.some((cell) => String(cell ?? '').trim() !== ''));

function workbookSource(sheets: Readonly<Record<string, SheetRows>>): { source: TransactionSource; sheet: SheetRows } | null {
  const pnl = sheetNamed(sheets, PNL_SHEET);
  if (pnl) return { source: 'flipkart-pnl', sheet: pnl };
  const orders = sheetNamed(sheets, SETTLEMENT_SHEET);
  if (orders && orders.rows.slice(0, 15).some((row) => row.some((cell) => headerKey(cell) === 'neft id'))) {
    return { source: 'flipkart-settlement', sheet: orders };
  }
  return null;
}

/** Recognises the report by its content and reads it: the Amazon header row, or the Flipkart workbook's sheet. */
export function readTransactionFile(
  fileName: string,
  content: TransactionFileContent,
  onRowsRead?: OnRowsRead,
): TransactionFileReading {
  let source: TransactionSource;
  let read: ReportRead;
  if (content.format === 'text') {
    if (!hasCells(content.rows)) throw new Error(FILE_EMPTY);
    if (findAmazonHeader(content.rows) < 0) throw new Error(unsupportedTransactionFile(fileName));
    source = 'amazon-date-range';
    read = readAmazonDateRange(content.rows, 1, onRowsRead);
  } else {
    if (!Object.values(content.sheets).some((sheet) => hasCells(sheet.rows))) throw new Error(FILE_EMPTY);
    const found = workbookSource(content.sheets);
    if (!found) throw new Error(unsupportedTransactionFile(fileName));
    source = found.source;
    const reader = source === 'flipkart-pnl' ? readFlipkartPnl : readFlipkartSettlement;
    read = reader(found.sheet.rows, found.sheet.firstRowNumber, onRowsRead);
  }
  return { source, fileName, ...read };
}
