import { expose, transfer } from 'comlink';
import { browserFooterFonts } from './labels/browserFonts';
import { browserReaderPool } from './labels/browserReaderPool';
import { type MergeProgress, type MergeRequest, type MergeResult, mergeLabels } from './labels/mergeLabels';
import { joinBytes } from './labels/joinBytes';
import type { ReaderPool } from './labels/readerPool';

let pool: ReaderPool | undefined;
let running: AbortController | undefined;

/**
 * The label merge, for the Label Merger screen: `wrap<LabelsWorkerApi>(new Worker(...))`. Send
 * the request through `transferMergeRequest` so the files are moved, not copied, and the
 * progress callback through Comlink's `proxy`. One merge at a time: a new one cancels the last.
 */
const api = {
  async merge(request: MergeRequest, onProgress?: (progress: MergeProgress) => void): Promise<MergeResult> {
    running?.abort();
    const controller = new AbortController();
    running = controller;
    pool ??= browserReaderPool();
    try {
      // The request is this worker's own copy (structured clone): the merge may let its files go.
      const environment = { pool, fonts: browserFooterFonts, takeInputs: true };
      const { pdf, summary } = await mergeLabels(request, environment, { signal: controller.signal, onProgress });
      // One part, moved rather than copied: the parts' buffers are the input files' among others.
      const whole = joinBytes(pdf);
      return transfer({ pdf: [whole], summary }, [whole.buffer as ArrayBuffer]);
    } finally {
      if (running === controller) running = undefined;
    }
  },
  cancel(): void {
    running?.abort();
  },
};

export type LabelsWorkerApi = typeof api;

expose(api);
