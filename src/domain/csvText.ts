import Papa from 'papaparse';

/** What an export puts in a cell. A record read from the server may hold anything else (see `cellText`). */
export type CsvCell = string | number | boolean | null | undefined;

/** A spreadsheet runs a cell starting with one of these (after any quotes) as a formula (OWASP's list). */
const FORMULA_START = /^'*[=+\-@\t\r]/;
/** A plain number ('-60.00'), which a spreadsheet reads as that number: no formula, and left so it adds up. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/** A cell the export quoted: the import takes the quote off (`csvCellValue`). */
const QUOTED_FORMULA = /^'+[=+\-@\t\r]/;

/**
 * A cell as text. Text that a spreadsheet would run as a formula ('=HYPERLINK(...)', '+cmd',
 * '@tag') gets a leading quote, which makes it text there; text already starting with quotes
 * before such a character gets one more, so that the import gives back exactly what was exported.
 * A value that is neither text, a finite number nor a boolean (a malformed record's object) is
 * left empty rather than written as '[object Object]'.
 */
function cellText(value: unknown): string {
  if (typeof value === 'string') return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return String(value);
  return '';
}

/** Every CSV export of the app goes through here, so that none lets a formula through. */
export function toCsv(fields: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return Papa.unparse({ fields: [...fields], data: rows.map((row) => row.map(cellText)) });
}

/** A cell of a file the app exported, as it was before `toCsv` quoted it. */
export function csvCellValue(text: string): string {
  return QUOTED_FORMULA.test(text) ? text.slice(1) : text;
}
