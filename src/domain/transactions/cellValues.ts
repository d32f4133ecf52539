import type { TransactionCell } from './transactionRecord';

export function cellString(cell: TransactionCell): string {
  if (cell === null || cell === undefined) return '';
  return String(cell).trim();
}

/** A header name as compared: trimmed (Flipkart's `Net Units ` has a trailing space), spaces folded, any case. */
export const headerKey = (cell: TransactionCell) => cellString(cell).replace(/\s+/g, ' ').toLowerCase();

const PLAIN_AMOUNT = /^-?\d+(?:\.\d+)?$/;
const AMOUNT = /^(\()?(-)?(?:₹|rs\.?|inr)?\s*(-)?(\d[\d,]*(?:\.\d+)?|\.\d+)(\))?$/i;

/**
 * An amount as the reports write it: a number cell, or text with thousands separators
 * ('1,234.50', Indian '1,23,456'), a currency mark, a minus or accounting parentheses. Empty is
 * 0 (a fee the row does not have); anything else is null, so the row can be skipped with a reason.
 */
export function amountOf(cell: TransactionCell): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  const plain = cellString(cell);
  // Most cells are a bare number or empty: read without the full pattern (100,000-row reports).
  if (plain === '') return 0;
  if (PLAIN_AMOUNT.test(plain)) return Number(plain);
  const text = plain.replace(/\s+/g, '');
  if (text === '' || text === '-') return 0;
  const match = AMOUNT.exec(text);
  if (!match) return null;
  const [, open, minus, innerMinus, digits, close] = match;
  if (Boolean(open) !== Boolean(close)) return null;
  const value = Number((digits ?? '').replace(/,/g, ''));
  const negative = Boolean(open) || Boolean(minus) || Boolean(innerMinus);
  return negative && value !== 0 ? -value : value;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** Excel's day 0 is 1899-12-30 (its serials count the 1900 leap day that never was). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

const isoDate = (year: number, month: number, day: number): string | null => {
  const at = new Date(Date.UTC(year, month - 1, day));
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

const monthOf = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;

/**
 * The calendar day (yyyy-MM-dd) a report writes, as written: the day in the report's own time
 * zone, so a row's day does not move with the station's clock. Reads Amazon's
 * '01-Apr-2025 10:15:32 AM UTC' and 'Apr 1, 2025 ...', ISO dates, Indian dd-MM-yyyy or dd/MM/yyyy,
 * and spreadsheet date serials. Null when it is none of these.
 */
export function dayOf(cell: TransactionCell): string | null {
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell) || cell < 1) return null;
    return new Date(EXCEL_EPOCH_MS + Math.floor(cell) * DAY_MS).toISOString().slice(0, 10);
  }
  const text = cellString(cell);
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:$|[T\s])/.exec(text);
  if (match) return isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[-/ ]([A-Za-z]{3,9})[-/ ,]+(\d{4})(?:$|\s)/.exec(text);
  if (match) return isoDate(Number(match[3]), monthOf(match[2] ?? ''), Number(match[1]));
  match = /^([A-Za-z]{3,9})\.? (\d{1,2}),? (\d{4})(?:$|\s)/.exec(text);
  if (match) return isoDate(Number(match[3]), monthOf(match[1] ?? ''), Number(match[2]));
  match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})(?:$|\s)/.exec(text);
  if (match) return isoDate(Number(match[3]), Number(match[2]), Number(match[1]));
  return null;
}

export const isBlankRow = (row: readonly TransactionCell[]) => row.every((cell) => cellString(cell) === '');
