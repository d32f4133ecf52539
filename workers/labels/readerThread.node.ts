import { parentPort } from 'node:worker_threads';
import { expose } from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { createPageReader } from './pageReader';
import { loadNodePdfJs } from './pdfjsNode';

if (!parentPort) throw new Error('readerThread.node.ts runs as a worker thread');
expose(createPageReader(loadNodePdfJs), nodeEndpoint(parentPort));
