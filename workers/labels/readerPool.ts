import { createPageReader, type PageReaderApi } from './pageReader';
import type { PdfJsLoader } from './pdfjsSeam';

/**
 * Page readers, one per core: worker_threads in Node, Web Workers in browsers, or the calling
 * thread itself. The merge only sees this interface.
 */
export interface ReaderPool {
  readonly readers: readonly PageReaderApi[];
  close(): Promise<void>;
}

/** A single reader in the calling thread: no workers to start, for small jobs and tests. */
export function inlineReaderPool(loadPdfJs: PdfJsLoader): ReaderPool {
  return { readers: [createPageReader(loadPdfJs)], close: async () => undefined };
}
