import { parentPort } from 'node:worker_threads';
import { expose } from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { createPageReader } from './pageReader';
import { loadNodePdfJs } from './pdfjsNode';

if (!parentPort) throw new Error('readerThread.node.ts runs as a worker thread');
// pdf.js loads as soon as the thread starts, while the main thread is still reading the files.
const pdfjs = loadNodePdfJs();
pdfjs.catch(() => undefined);
expose(
  createPageReader(() => pdfjs),
  nodeEndpoint(parentPort),
);
