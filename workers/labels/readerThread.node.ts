import { parentPort } from 'node:worker_threads';
import { expose } from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { createPageReader } from './pageReader';
import { nodePdfJsLoader } from './pdfjsCodeCache.node';
import { nodeInflate } from './pdfText/nodeInflate';

if (!parentPort) throw new Error('readerThread.node.ts runs as a worker thread');
// pdf.js reads only what the project's own text reader does not (pageReader.ts), so it is loaded
// when first needed: from its code-cached bundle beside this file in the CLI's build, else as modules.
expose(createPageReader(nodePdfJsLoader(import.meta.url), nodeInflate), nodeEndpoint(parentPort));
