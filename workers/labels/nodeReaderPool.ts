import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { releaseProxy, wrap } from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import type { PageReaderApi, ReadSource } from './pageReader';
import { guardedReader, type ReaderPool } from './readerPool';

const resolvePackage = createRequire(import.meta.url).resolve;
let threadScript: Promise<string> | undefined;

/**
 * Worker threads do not inherit the TypeScript loader of the process that starts them (tsx,
 * vitest), and registering tsx in every thread costs about a second and hundreds of MB. So the
 * thread's modules are bundled once per process into one JavaScript file; pdf.js stays outside,
 * imported by absolute URL.
 */
async function bundleThread(): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./readerThread.node.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    write: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'pdfjs-by-absolute-url',
        setup(bundle) {
          bundle.onResolve({ filter: /^pdfjs-dist\// }, (args) => ({
            path: pathToFileURL(resolvePackage(args.path)).href,
            external: true,
          }));
        },
      },
    ],
  });
  const code = result.outputFiles[0]?.text ?? '';
  const file = join(tmpdir(), `label-reader-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  const exists = await stat(file).then(
    () => true,
    () => false,
  );
  if (!exists) {
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, code);
    await rename(partial, file);
  }
  return file;
}

/**
 * The thread's bundle made beside this module when it was itself bundled (bin/cliBundle.mjs),
 * looked up synchronously so that the threads start before the caller loads anything else.
 */
function prebuiltThread(): string | undefined {
  const beside = fileURLToPath(new URL('./readerThread.node.mjs', import.meta.url));
  return existsSync(beside) ? beside : undefined;
}

/** One reader thread per core. */
export async function nodeReaderPool(size = availableParallelism()): Promise<ReaderPool> {
  const script = prebuiltThread() ?? (await (threadScript ??= bundleThread()));
  const threads = Array.from({ length: Math.max(1, size) }, () => {
    const worker = new Worker(script);
    const remote = wrap<PageReaderApi>(nodeEndpoint(worker));
    const died = new Promise<never>((_, reject) => {
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`Reader thread stopped (exit code ${code})`)));
    });
    died.catch(() => undefined);
    return { worker, remote, reader: guardedReader(remote, died) };
  });
  // Closing twice (after reading, and again when the command ends) ends the threads once.
  let closing: Promise<void> | undefined;
  return {
    readers: threads.map((thread) => thread.reader),
    close() {
      closing ??= Promise.all(
        threads.map(async (thread) => {
          thread.remote[releaseProxy]();
          await thread.worker.terminate();
        }),
      ).then(() => undefined);
      return closing;
    },
  };
}

/** Pages this thread reads between turns of the event loop, in which the threads are handed their next chunks. */
const PAGES_BETWEEN_TURNS = 2;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** pdf.js takes over bytes it is handed unless shared (pageReader.ts): this thread's merge still copies pages from them. */
const keptWhole = (source: ReadSource) =>
  source instanceof Uint8Array && !(source.buffer instanceof SharedArrayBuffer) ? source.slice() : source;

/**
 * `threads` reader threads and `here`, a reader in this thread (docs/LABEL_ENGINE.md, Memory and
 * threads): once it has copied the pages this thread only waits for the readers, and reading here
 * instead of in one more thread spares that thread's start and V8's compiling the reader's code
 * once more for it. Its reads wait for the next turn of the event loop every few pages, so that a
 * thread done with its chunk is handed the next one at once rather than after this one's whole
 * chunk (it waited ~100 ms in all on a day's real-shaped files), and pages are copied between.
 */
export async function nodeReaderPoolWithThisThread(threads: number, here: PageReaderApi): Promise<ReaderPool> {
  const pool = await nodeReaderPool(threads);
  const reader: PageReaderApi = {
    open: (key, source, name) => here.open(key, keptWhole(source), name),
    read: async (key, platform, pages) => {
      const readings = [];
      for (let at = 0; at < pages.length; at += PAGES_BETWEEN_TURNS) {
        await nextTurn();
        readings.push(...(await here.read(key, platform, pages.slice(at, at + PAGES_BETWEEN_TURNS))));
      }
      return readings;
    },
    close: (key) => here.close(key),
  };
  return { readers: [...pool.readers, reader], close: () => pool.close() };
}
