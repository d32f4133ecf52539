import { proxy, releaseProxy, type Remote, wrap } from 'comlink';

export interface RunningWorker<Api> {
  remote: Remote<Api>;
  /** Rejects when the worker dies: Comlink never settles a call to a dead worker. */
  died: Promise<never>;
  /** Terminates this worker if it is still the one in use; the next call starts a fresh one. */
  stop: () => void;
}

/**
 * One worker behind Comlink, started on the first call and kept for the next, so that what it
 * loads (a PDF engine, SheetJS) loads once. A worker that dies is forgotten, and the call after
 * it starts another. `spawn` holds the `new Worker(new URL(…, import.meta.url))` that the
 * bundler looks for; `label` names the worker in its failure messages.
 */
export function workerHandle<Api>(spawn: () => Worker, label: string): () => RunningWorker<Api> {
  let current: RunningWorker<Api> | undefined;

  const start = (): RunningWorker<Api> => {
    const worker = spawn();
    const remote = wrap<Api>(worker);
    const stop = () => {
      if (current !== running) return;
      remote[releaseProxy]();
      worker.terminate();
      current = undefined;
    };
    const died = new Promise<never>((_, reject) => {
      const fail = (message: string) => {
        stop();
        reject(new Error(message));
      };
      worker.addEventListener('error', (event) => fail(event.message || `The ${label} worker stopped`), { once: true });
      worker.addEventListener('messageerror', () => fail(`The ${label} worker could not read a message`), { once: true });
    });
    died.catch(() => undefined);
    const running: RunningWorker<Api> = { remote, died, stop };
    return running;
  };

  return () => (current ??= start());
}

/** Often enough for a smooth bar, without one React render per page or per thousand rows. */
const PROGRESS_INTERVAL_MS = 100;

/** A progress callback for the worker, passed on at most every 100 ms, and always at the end. */
export function throttledProgress<P extends { done: number; total: number }>(onProgress: ((progress: P) => void) | undefined) {
  let last = Number.NEGATIVE_INFINITY;
  return proxy((progress: P) => {
    const now = performance.now();
    if (progress.done < progress.total && now - last < PROGRESS_INTERVAL_MS) return;
    last = now;
    onProgress?.(progress);
  });
}

/** Rejects with the signal's reason once it aborts, after `onAbort` has stopped the work. */
export function abortion(signal: AbortSignal | undefined, onAbort: () => void): Promise<never> {
  const aborted = new Promise<never>((_, reject) => {
    signal?.addEventListener(
      'abort',
      () => {
        onAbort();
        reject(signal.reason);
      },
      { once: true },
    );
  });
  aborted.catch(() => undefined);
  return aborted;
}
