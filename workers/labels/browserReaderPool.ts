import { releaseProxy, wrap } from 'comlink';
import type { PageReaderApi } from './pageReader';
import { guardedReader, type ReaderPool } from './readerPool';

/** Beyond four readers the merge waits on the writing side, and each reader holds its own parsed files. */
const MOST_READERS = 4;

/** One reader Web Worker per core, started from the labels worker. */
export function browserReaderPool(size = Math.min(navigator.hardwareConcurrency || 2, MOST_READERS)): ReaderPool {
  const threads = Array.from({ length: Math.max(1, size) }, () => {
    const worker = new Worker(new URL('./readerThread.browser.ts', import.meta.url), { type: 'module', name: 'label-reader' });
    const remote = wrap<PageReaderApi>(worker);
    const died = new Promise<never>((_, reject) => {
      worker.addEventListener('error', (event) => reject(new Error(`Reader worker failed: ${event.message}`)), { once: true });
    });
    died.catch(() => undefined);
    return { worker, remote, reader: guardedReader(remote, died) };
  });
  return {
    readers: threads.map((thread) => thread.reader),
    async close() {
      for (const thread of threads) {
        thread.remote[releaseProxy]();
        thread.worker.terminate();
      }
    },
  };
}
