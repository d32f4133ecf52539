import type { ListingPlatform } from '../records';
import { FILE_EMPTY, rowMessages } from './importMessages';
import { columnName, isHeaderRow, locateColumns, type ColumnIndexes } from './listingColumns';
import { referenceDescription } from './referenceTable';

/** One cell as papaparse or SheetJS gives it. */
export type Cell = string | number | boolean | null | undefined;

/** A listing row read into the fields of a product; the plan turns it into a product. */
export interface ListingDraft {
  /** The row's number in the file as a spreadsheet or text editor shows it (the header is row 1 at best). */
  row: number;
  sku: string;
  name: string;
  description: string;
  sellingPrice: number;
  listingStatus: string;
  moq: string;
  /** asin1 for Amazon, Flipkart Serial Number for Flipkart; null when the row has none. */
  serialNumber: string | null;
}

type RowIssueKind = 'missing-sku' | 'bad-price' | 'price-read-as' | 'unknown-column' | 'duplicate-sku' | 'description-row';

/** A row that was skipped, or imported with a change the user should know of. */
export interface RowIssue {
  row: number;
  sku: string;
  kind: RowIssueKind;
  message: string;
  skipped: boolean;
}

/** What a listing file holds, before it is compared with the catalogue. */
export interface ParsedListing {
  platform: ListingPlatform;
  fileName: string;
  /** Data rows after the header, blank rows not counted. */
  rowsRead: number;
  drafts: ListingDraft[];
  issues: RowIssue[];
  /** Header names the platform's file is not known to carry; ignored. */
  unknownColumns: string[];
}

export interface ListingRows {
  rows: readonly (readonly Cell[])[];
  /** The file's row number of `rows[0]` (a sheet may start below row 1). */
  firstRowNumber: number;
}

/** The specification's default MOQ on import (section 9). */
const DEFAULT_MOQ = '1';
/** An Amazon report without a status column lists only active listings ("Active Listings Report"). */
const AMAZON_DEFAULT_STATUS = 'active';
/** A title or notes row may sit above the header; beyond this many rows it is the wrong file. */
const HEADER_SCAN_ROWS = 10;
const PROGRESS_EVERY_ROWS = 1000;

export function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  return String(cell).trim();
}

const isBlank = (row: readonly Cell[]) => row.every((cell) => cellText(cell) === '');

const PRICE = /^(?:₹|rs\.?|inr)?\s*(\d[\d,]*(?:\.\d+)?|\.\d+)$/i;
const PLAIN_NUMBER = /^(?:\d+(?:\.\d+)?|\.\d+)$/;

/**
 * docs/SPEC.md §5: a price that is not a number becomes 0. A currency mark or thousands commas
 * still give the number, but as 'read-as': the preview shows what the text was read as, since
 * the specification would have made it 0.
 */
export function parsePrice(cell: Cell): { value: number; problem: 'bad' | 'none' | 'read-as' | null } {
  if (typeof cell === 'number')
    return Number.isFinite(cell) && cell >= 0 ? { value: cell, problem: null } : { value: 0, problem: 'bad' };
  const text = cellText(cell);
  if (text === '') return { value: 0, problem: 'none' };
  const match = PRICE.exec(text);
  const value = match?.[1] === undefined ? Number.NaN : Number(match[1].replace(/,/g, ''));
  if (!Number.isFinite(value)) return { value: 0, problem: 'bad' };
  return { value, problem: PLAIN_NUMBER.test(text) ? null : 'read-as' };
}

function priceIssue(problem: 'bad' | 'none' | 'read-as', raw: string, value: number): Pick<RowIssue, 'kind' | 'message'> {
  if (problem === 'read-as') return { kind: 'price-read-as', message: rowMessages.priceReadAs(raw, value) };
  return { kind: 'bad-price', message: problem === 'bad' ? rowMessages.badPrice(raw) : rowMessages.noPrice() };
}

function headerAt(platform: ListingPlatform, rows: readonly (readonly Cell[])[]): number {
  const candidates: number[] = [];
  for (let at = 0; at < rows.length && candidates.length < HEADER_SCAN_ROWS; at++) {
    if (!isBlank(rows[at] ?? [])) candidates.push(at);
  }
  const first = candidates[0];
  if (first === undefined) throw new Error(FILE_EMPTY);
  return candidates.find((at) => isHeaderRow(platform, (rows[at] ?? []).map(cellText))) ?? first;
}

/** Values past the header's last column: the row's cells cannot be matched to columns. */
function extraValues(row: readonly Cell[], width: number): number {
  for (let at = row.length - 1; at >= width; at--) if (cellText(row[at]) !== '') return at + 1;
  return 0;
}

interface RowContext {
  platform: ListingPlatform;
  indexes: ColumnIndexes;
  width: number;
}

function draftOf(
  row: readonly Cell[],
  number: number,
  sku: string,
  { platform, indexes }: RowContext,
  issues: RowIssue[],
): ListingDraft {
  const at = (index: number) => (index < 0 ? '' : cellText(row[index]));
  const name = at(indexes.name);
  const price = parsePrice(indexes.price < 0 ? '' : row[indexes.price]);
  if (price.problem) {
    const issue = priceIssue(price.problem, cellText(row[indexes.price]), price.value);
    issues.push({ row: number, sku, ...issue, skipped: false });
  }
  const ownDescription = platform === 'amazon' ? at(indexes.description) : name;
  const status = at(indexes.status);
  return {
    row: number,
    sku,
    name,
    description: referenceDescription(sku) ?? ownDescription,
    sellingPrice: price.value,
    listingStatus: platform === 'amazon' && status === '' ? AMAZON_DEFAULT_STATUS : status,
    moq: at(indexes.moq) || DEFAULT_MOQ,
    serialNumber: at(indexes.serial) || null,
  };
}

/**
 * docs/SPEC.md §5's row rules: rows without a SKU are dropped, the first Flipkart row after the
 * header is discarded, a price that is not a number becomes 0, the MOQ defaults to '1', and the
 * reference table overrides descriptions. A SKU listed twice keeps its first row.
 */
export function readListingRows(
  platform: ListingPlatform,
  fileName: string,
  { rows, firstRowNumber }: ListingRows,
  onProgress?: (done: number, total: number) => void,
): ParsedListing {
  const header = headerAt(platform, rows);
  const located = locateColumns(platform, (rows[header] ?? []).map(cellText));
  const context: RowContext = { platform, indexes: located.indexes, width: located.width };
  const skuColumn = columnName(platform, 'sku');
  const drafts: ListingDraft[] = [];
  const issues: RowIssue[] = [];
  const firstRowOf = new Map<string, number>();
  let rowsRead = 0;
  const total = rows.length - header - 1;
  for (let at = header + 1; at < rows.length; at++) {
    const done = at - header;
    if (onProgress && done % PROGRESS_EVERY_ROWS === 0) onProgress(done, total);
    const row = rows[at] ?? [];
    if (isBlank(row)) continue;
    rowsRead += 1;
    const number = firstRowNumber + at;
    const sku = cellText(row[located.indexes.sku]);
    const skip = (kind: RowIssueKind, message: string) => issues.push({ row: number, sku, kind, message, skipped: true });
    if (platform === 'flipkart' && rowsRead === 1) {
      issues.push({
        row: number,
        sku: '',
        kind: 'description-row',
        message: rowMessages.flipkartDescriptionRow(),
        skipped: true,
      });
      continue;
    }
    const extra = platform === 'amazon' ? extraValues(row, located.width) : 0;
    if (extra) {
      skip('unknown-column', rowMessages.extraValues(extra, located.width));
      continue;
    }
    if (sku === '') {
      skip('missing-sku', rowMessages.missingSku(skuColumn));
      continue;
    }
    const firstRow = firstRowOf.get(sku);
    if (firstRow !== undefined) {
      skip('duplicate-sku', rowMessages.duplicateSku(sku, firstRow));
      continue;
    }
    firstRowOf.set(sku, number);
    drafts.push(draftOf(row, number, sku, context, issues));
  }
  onProgress?.(total, total);
  return { platform, fileName, rowsRead, drafts, issues, unknownColumns: located.unknown };
}
