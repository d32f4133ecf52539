import { expose } from 'comlink';
import type { ImportProgress, ListingFileInput } from '../src/domain/catalogue/listingReading';
import { parseListing } from './import/parseListing';

/**
 * The listing import's parsing, for the Products screen: `wrap<ImportWorkerApi>(new Worker(...))`.
 * Send the file's bytes as a transferred ArrayBuffer and the progress callback through Comlink's
 * `proxy`. The worker never touches IndexedDB: comparing with the catalogue and writing happen
 * on the page's side.
 */
const api = {
  parseListing(input: ListingFileInput, onProgress?: (progress: ImportProgress) => void) {
    return parseListing(input, { onProgress });
  },
};

export type ImportWorkerApi = typeof api;

expose(api);
