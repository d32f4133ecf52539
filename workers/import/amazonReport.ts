import Papa from 'papaparse';
import { decodeListingText } from '../../src/domain/catalogue/decodeText';
import type { ListingRows } from '../../src/domain/catalogue/listingRows';

/**
 * The rows of an Amazon listing report: tab-separated, one row per line, no quoting (a name
 * like `12" Yantra` keeps its quote mark), which is papaparse's fast mode. Rows are kept one per
 * line, blank lines included, so that row numbers are the file's line numbers.
 */
export function readAmazonReport(bytes: Uint8Array): ListingRows {
  const parsed = Papa.parse<string[]>(decodeListingText(bytes), { delimiter: '\t', fastMode: true, header: false });
  return { rows: parsed.data, firstRowNumber: 1 };
}
