import { proxy, releaseProxy, type Remote, wrap } from 'comlink';
import type { LabelsWorkerApi } from './labels.worker';
import type { MergeControl, MergeProgress, MergeRequest, MergeResult } from './labels/mergeLabels';
import { transferMergeRequest } from './labels/mergeTransfer';

/** How a screen runs a merge; the same shape as the engine's own `mergeLabels` minus its environment. */
export type LabelMerge = (request: MergeRequest, control?: MergeControl) => Promise<MergeResult>;

/** Often enough for a smooth bar; one React render per page would be thousands during a big merge. */
const PROGRESS_INTERVAL_MS = 100;

interface RunningWorker {
  worker: Worker;
  remote: Remote<LabelsWorkerApi>;
  /** Rejects when the worker dies: Comlink never settles a call to a dead worker. */
  died: Promise<never>;
}

let current: RunningWorker | undefined;

function startWorker(): RunningWorker {
  const worker = new Worker(new URL('./labels.worker.ts', import.meta.url), { type: 'module', name: 'labels' });
  const died = new Promise<never>((_, reject) => {
    const fail = (message: string) => {
      if (current?.worker === worker) stopWorker();
      reject(new Error(message));
    };
    worker.addEventListener('error', (event) => fail(event.message || 'The label worker stopped'), { once: true });
    worker.addEventListener('messageerror', () => fail('The label worker could not read a message'), { once: true });
  });
  died.catch(() => undefined);
  return { worker, remote: wrap<LabelsWorkerApi>(worker), died };
}

function stopWorker(): void {
  if (!current) return;
  current.remote[releaseProxy]();
  current.worker.terminate();
  current = undefined;
}

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
  current ??= startWorker();
  const { remote, died } = current;
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
