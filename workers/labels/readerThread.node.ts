import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parentPort } from 'node:worker_threads';
import { expose } from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { createPageReader } from './pageReader';
import { loadPdfJsWithCodeCache } from './pdfjsCodeCache.node';
import { loadNodePdfJs, withNativeArrayPush } from './pdfjsNode';
import { nodeInflate } from './pdfText/nodeInflate';

if (!parentPort) throw new Error('readerThread.node.ts runs as a worker thread');
// pdf.js reads only what the project's own text reader does not (pageReader.ts), so it is loaded
// when first needed: from its code-cached bundle beside this file in the CLI's build, else as modules.
const bundled = fileURLToPath(new URL('./pdfjs.cjs', import.meta.url));
const loadPdfJs = () => (existsSync(bundled) ? withNativeArrayPush(() => loadPdfJsWithCodeCache(bundled)) : loadNodePdfJs());
expose(
  createPageReader(
    loadPdfJs,
    nodeInflate,
    // pdf.js refuses a Buffer: the same bytes are given as a plain Uint8Array.
    async (path) => {
      const data = await readFile(path);
      return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    },
  ),
  nodeEndpoint(parentPort),
);
