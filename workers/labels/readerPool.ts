import type { Remote } from 'comlink';
import { createPageReader, type PageReaderApi, type ReadSource } from './pageReader';
import type { PdfJsLoader } from './pdfjsSeam';
import { portableInflate } from './pdfText/portableInflate';
import type { Inflate } from './pdfText/textDocument';

/**
 * Page readers, one per core: worker_threads in Node, Web Workers in browsers, or the calling
 * thread itself. The merge only sees this interface.
 */
export interface ReaderPool {
  readonly readers: readonly PageReaderApi[];
  close(): Promise<void>;
}

/**
 * A single reader in the calling thread: no workers to start, for small jobs and tests. pdf.js
 * takes over (detaches) the bytes it opens, so it gets its own copy, as a thread would. `inflate`:
 * the portable one runs anywhere; the command line gives Node's zlib, as its threads use.
 */
export function inlineReaderPool(loadPdfJs: PdfJsLoader, inflate: Inflate = portableInflate): ReaderPool {
  const reader = createPageReader(loadPdfJs, inflate);
  const own = (source: ReadSource) => (source instanceof Uint8Array ? source.slice() : source);
  return {
    readers: [{ ...reader, open: (key, source, name) => reader.open(key, own(source), name) }],
    close: async () => undefined,
  };
}

/** Comlink never settles a call to a thread that died, so every call also races the thread's end. */
export function guardedReader(remote: Remote<PageReaderApi> | PageReaderApi, died: Promise<never>): PageReaderApi {
  return {
    open: async (key, source, name) => Promise.race([remote.open(key, source, name), died]),
    read: async (key, platform, pages) => Promise.race([remote.read(key, platform, pages), died]),
    close: async (key) => Promise.race([remote.close(key), died]),
  };
}
