import { PLATFORM_NAMES, withArticle, type Platform } from '../marketplaces';

/** docs/SPEC.md §8, import errors and the store fallback, word for word. */
export const FILE_NOT_SET = 'File is not set';
export const FILE_EMPTY = 'File is empty';
export const UNSUPPORTED_FORMAT = 'Unsupported file format';
const IMPORT_FAILED = 'Failed to import products';

const quoted = (names: readonly string[]) => names.map((name) => `'${name}'`).join(', ');

/** A file of the right type whose header lacks the columns the import reads. */
export function wrongColumnsMessage(platform: Platform, missing: readonly string[], expected: readonly string[]): string {
  const lead = `Wrong columns for ${PLATFORM_NAMES[platform]} listings: expected ${quoted(expected)}`;
  return missing.length === expected.length ? `${lead}.` : `${lead}; missing ${quoted(missing)}.`;
}

/** A listing file chosen on the other marketplace's tab: the specification's message, and where it belongs. */
export function otherTabMessage(fileName: string, belongsTo: Platform): string {
  return `${UNSUPPORTED_FORMAT}: '${fileName}' is ${withArticle(belongsTo)} listing file. Choose the ${PLATFORM_NAMES[belongsTo]} tab to import it.`;
}

/** The message a failed import shows: the error's own words, else the store fallback. */
export function importErrorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : IMPORT_FAILED;
}

/** Why a row of the file was skipped, or imported with a change (docs/SPEC.md §5's row rules). */
export const rowMessages = {
  missingSku: (column: string) => `No SKU: '${column}' is empty`,
  badPrice: (raw: string) => `Price '${raw}' is not a number: imported as 0`,
  noPrice: () => 'No price: imported as 0',
  priceReadAs: (raw: string, value: number) => `Price '${raw}': price read as ${value}`,
  extraValues: (values: number, columns: number) =>
    `Unknown column: ${values} values for ${columns} columns, so the values cannot be matched to columns`,
  duplicateSku: (sku: string, firstRow: number) => `SKU ${sku} is already on row ${firstRow}`,
  flipkartDescriptionRow: () => 'The first row after the header is not a listing (Flipkart puts column descriptions there)',
};
