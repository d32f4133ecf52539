import { transfer } from 'comlink';
import type { ImportEngine, ListingFileInput } from '../src/domain/catalogue/listingReading';
import type { ImportWorkerApi } from './import.worker';
import type { TransactionFileInput, TransactionReadEngine } from './import/readTransactions';
import { abortion, throttledProgress, workerHandle } from './workerHandle';

const importWorker = workerHandle<ImportWorkerApi>(
  () => new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module', name: 'import' }),
  'import',
);

/** The bytes as an ArrayBuffer of their own, so that moving it to the worker detaches nothing else. */
function ownBuffer(data: ListingFileInput['data'] | TransactionFileInput['data']): ArrayBuffer | null {
  if (data === null || data instanceof ArrayBuffer) return data;
  const whole = data.byteOffset === 0 && data.byteLength === data.buffer.byteLength && data.buffer instanceof ArrayBuffer;
  return whole ? (data.buffer as ArrayBuffer) : (data.slice().buffer as ArrayBuffer);
}

/**
 * Parses listing files in the import worker, kept for the next file so SheetJS loads once. The
 * file's bytes are moved to the worker, not copied. Aborting terminates the worker (a SheetJS
 * read cannot be interrupted otherwise) and rejects at once with the signal's reason.
 */
export const workerImportEngine: ImportEngine = {
  async parseListing(input, control = {}) {
    const { signal } = control;
    signal?.throwIfAborted();
    const { remote, died, stop } = importWorker();
    const aborted = abortion(signal, stop);
    const data = ownBuffer(input.data);
    const request: ListingFileInput = { ...input, data };
    const sent = data === null ? request : transfer(request, [data]);
    return Promise.race([remote.parseListing(sent, throttledProgress(control.onProgress)), died, aborted]);
  },
};

/** Reads payment reports in the import worker; their bytes are moved there. Aborting terminates the worker. */
export const workerTransactionEngine: TransactionReadEngine = {
  async readTransactions(files, control = {}) {
    const { signal } = control;
    signal?.throwIfAborted();
    const { remote, died, stop } = importWorker();
    const aborted = abortion(signal, stop);
    const sent = files.map((file) => ({ name: file.name, data: ownBuffer(file.data) }));
    const buffers = sent.flatMap(({ data }) => (data === null ? [] : [data]));
    return Promise.race([remote.readTransactions(transfer(sent, buffers), throttledProgress(control.onProgress)), died, aborted]);
  },
};
