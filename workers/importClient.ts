import { proxy, releaseProxy, type Remote, transfer, wrap } from 'comlink';
import type { ImportWorkerApi } from './import.worker';
import type { ImportEngine, ImportProgress, ListingFileInput, ParseControl } from './import/parseListing';

export type { ImportEngine, ImportProgress, ListingFileInput, ParseControl } from './import/parseListing';

/** Often enough for a smooth bar, without one React render per thousand rows of a big file. */
const PROGRESS_INTERVAL_MS = 100;

interface RunningWorker {
  worker: Worker;
  remote: Remote<ImportWorkerApi>;
  /** Rejects when the worker dies: Comlink never settles a call to a dead worker. */
  died: Promise<never>;
}

let current: RunningWorker | undefined;

function startWorker(): RunningWorker {
  const worker = new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module', name: 'import' });
  const died = new Promise<never>((_, reject) => {
    const fail = (message: string) => {
      if (current?.worker === worker) stopWorker();
      reject(new Error(message));
    };
    worker.addEventListener('error', (event) => fail(event.message || 'The import worker stopped'), { once: true });
    worker.addEventListener('messageerror', () => fail('The import worker could not read a message'), { once: true });
  });
  died.catch(() => undefined);
  return { worker, remote: wrap<ImportWorkerApi>(worker), died };
}

function stopWorker(): void {
  if (!current) return;
  current.remote[releaseProxy]();
  current.worker.terminate();
  current = undefined;
}

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
    current ??= startWorker();
    const { worker, remote, died } = current;
    const aborted = new Promise<never>((_, reject) => {
      signal?.addEventListener(
        'abort',
        () => {
          if (current?.worker === worker) stopWorker();
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
