import type { LabelsWorkerApi } from './labels.worker';
import type { MergeControl, MergeRequest, MergeResult } from './labels/mergeLabels';
import { transferMergeRequest } from './labels/mergeTransfer';
import { abortion, throttledProgress, workerHandle } from './workerHandle';

/** How a screen runs a merge; the same shape as the engine's own `mergeLabels` minus its environment. */
export type LabelMerge = (request: MergeRequest, control?: MergeControl) => Promise<MergeResult>;

const labelsWorker = workerHandle<LabelsWorkerApi>(
  () => new Worker(new URL('./labels.worker.ts', import.meta.url), { type: 'module', name: 'labels' }),
  'label',
);

/**
 * Runs a merge in the labels worker, kept for the next merge so pdf.js and the fonts load once.
 * The files' bytes are moved to the worker, not copied. Aborting the signal cancels the merge in
 * the worker and rejects at once with the signal's reason.
 */
export const mergeInWorker: LabelMerge = async (request, control = {}) => {
  const { signal } = control;
  signal?.throwIfAborted();
  const { remote, died } = labelsWorker();
  const aborted = abortion(signal, () => void remote.cancel().catch(() => undefined));
  return Promise.race([remote.merge(transferMergeRequest(request), throttledProgress(control.onProgress)), died, aborted]);
};
