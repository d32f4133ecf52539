import { proxy, transfer } from 'comlink';
import type { ImportWorkerApi } from './import.worker';
import type { ImportEngine, ImportProgress, ListingFileInput, ParseControl } from './import/parseListing';
import { workerHandle } from './workerHandle';

export type { ImportEngine, ImportProgress, ListingFileInput, ParseControl } from './import/parseListing';

/** Often enough for a smooth bar, without one React render per thousand rows of a big file. */
const PROGRESS_INTERVAL_MS = 100;

const importWorker = workerHandle<ImportWorkerApi>(
  () => new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module', name: 'import' }),
  'import',
);

function throttled(onProgress: ParseControl['onProgress']) {
  let last = Number.NEGATIVE_INFINITY;
  return proxy((progress: ImportProgress) => {
    const now = performance.now();
    if (progress.done < progress.total && now - last < PROGRESS_INTERVAL_MS) return;
    last = now;
    onProgress?.(progress);
  });
}

/** The bytes as an ArrayBuffer of their own, so that moving it to the worker detaches nothing else. */
function ownBuffer(data: ListingFileInput['data']): ArrayBuffer | null {
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
    const aborted = new Promise<never>((_, reject) => {
      signal?.addEventListener(
        'abort',
        () => {
          stop();
          reject(signal.reason);
        },
        { once: true },
      );
    });
    aborted.catch(() => undefined);
    const data = ownBuffer(input.data);
    const request: ListingFileInput = { ...input, data };
    const sent = data === null ? request : transfer(request, [data]);
    return Promise.race([remote.parseListing(sent, throttled(control.onProgress)), died, aborted]);
  },
};
