import { expose } from 'comlink';
import type { ImportProgress, ListingFileInput } from '../src/domain/catalogue/listingReading';
import { parseListing } from './import/parseListing';
import { readTransactions, type TransactionFileInput, type TransactionReadProgress } from './import/readTransactions';

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
  /** The Transactions screen's payment reports: read, recognised and hashed; compared with the station's by the store. */
  readTransactions(files: TransactionFileInput[], onProgress?: (progress: TransactionReadProgress) => void) {
    return readTransactions(files, { onProgress });
  },
};

export type ImportWorkerApi = typeof api;

expose(api);
