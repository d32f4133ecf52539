import { proxy } from 'comlink';
import type { LabelsWorkerApi } from './labels.worker';
import type { MergeControl, MergeProgress, MergeRequest, MergeResult } from './labels/mergeLabels';
import { transferMergeRequest } from './labels/mergeTransfer';
import { workerHandle } from './workerHandle';

/** How a screen runs a merge; the same shape as the engine's own `mergeLabels` minus its environment. */
export type LabelMerge = (request: MergeRequest, control?: MergeControl) => Promise<MergeResult>;

/** Often enough for a smooth bar; one React render per page would be thousands during a big merge. */
const PROGRESS_INTERVAL_MS = 100;

const labelsWorker = workerHandle<LabelsWorkerApi>(
  () => new Worker(new URL('./labels.worker.ts', import.meta.url), { type: 'module', name: 'labels' }),
  'label',
);

function throttled(onProgress: ((progress: MergeProgress) => void) | undefined) {
  let last = Number.NEGATIVE_INFINITY;
  return proxy((progress: MergeProgress) => {
    const now = performance.now();
    if (progress.done < progress.total && now - last < PROGRESS_INTERVAL_MS) return;
    last = now;
    onProgress?.(progress);
  });
}

/**
 * Runs a merge in the labels worker, kept for the next merge so pdf.js and the fonts load once.
 * The files' bytes are moved to the worker, not copied. Aborting the signal cancels the merge in
 * the worker and rejects at once with the signal's reason.
 */
export const mergeInWorker: LabelMerge = async (request, control = {}) => {
  const { signal } = control;
  signal?.throwIfAborted();
  const { remote, died } = labelsWorker();
  const aborted = new Promise<never>((_, reject) => {
    signal?.addEventListener(
      'abort',
      () => {
        void remote.cancel().catch(() => undefined);
        reject(signal.reason);
      },
      { once: true },
    );
  });
  aborted.catch(() => undefined);
  return Promise.race([remote.merge(transferMergeRequest(request), throttled(control.onProgress)), died, aborted]);
};
