import { listingFormat, requireListingBytes } from '../../src/domain/catalogue/listingFile';
import type { ImportEngine, ListingFileInput, ParseControl } from '../../src/domain/catalogue/listingReading';
import { readListingRows, type ListingRows, type ParsedListing } from '../../src/domain/catalogue/listingRows';
import { readAmazonReport } from './amazonReport';
import { readFlipkartWorkbook } from './flipkartWorkbook';
import { yieldToEvents } from '../yieldToEvents';

const bytesOf = (data: ArrayBuffer | Uint8Array | null) =>
  data === null || data instanceof Uint8Array ? data : new Uint8Array(data);

/**
 * Reads a listing file into drafts and row issues: file type, then the platform's parser
 * (papaparse or SheetJS), then the specification's row rules. Nothing here knows the catalogue;
 * comparing with it is the import plan's job.
 */
export async function parseListing(input: ListingFileInput, control: ParseControl = {}): Promise<ParsedListing> {
  const { signal, onProgress } = control;
  signal?.throwIfAborted();
  const bytes = requireListingBytes(bytesOf(input.data));
  const format = listingFormat(input.platform, input.name, bytes);
  onProgress?.({ stage: 'reading', done: 0, total: 1 });
  await yieldToEvents();
  signal?.throwIfAborted();
  const rows: ListingRows = format === 'text' ? readAmazonReport(bytes) : readFlipkartWorkbook(bytes);
  onProgress?.({ stage: 'reading', done: 1, total: 1 });
  await yieldToEvents();
  signal?.throwIfAborted();
  return readListingRows(input.platform, input.name, rows, (done, total) => onProgress?.({ stage: 'checking', done, total }));
}

export const inProcessImportEngine: ImportEngine = { parseListing };
