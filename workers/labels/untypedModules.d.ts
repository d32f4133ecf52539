/** pdf.js's worker modules register `globalThis.pdfjsWorker` when evaluated; nothing of theirs is used. */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs';
declare module 'pdfjs-dist/build/pdf.worker.mjs';

/** Comlink ships this adapter's types as a .d.ts beside the .mjs, which bundler resolution does not pair. */
declare module 'comlink/dist/esm/node-adapter.mjs' {
  import type { Endpoint } from 'comlink';
  import type { MessagePort, Worker } from 'node:worker_threads';
  export default function nodeEndpoint(port: MessagePort | Worker): Endpoint;
}
