/** What a run is given: a signal that aborts when it is no longer wanted, and where to say how far it got. */
interface JobControl<P> {
  signal: AbortSignal;
  onProgress: (progress: P) => void;
}

/**
 * How a run ended, as its owner should take it. A run that was cancelled or replaced before it
 * ended is `dropped`, whatever it returned or threw: nobody is waiting for it any more.
 */
type JobOutcome<T> = { status: 'done'; value: T } | { status: 'failed'; error: unknown } | { status: 'dropped' };

/** One long job of a store, run step by step: at most one step runs, and only its results count. */
interface LongJob<P> {
  /** Cancels the running step, if any, and runs this one; never rejects. */
  start: <T>(run: (control: JobControl<P>) => Promise<T>) => Promise<JobOutcome<T>>;
  /** Cancels the running step; false when none was running. */
  cancel: () => boolean;
}

/**
 * The one way a screen's store runs a long, cancellable job with progress (a merge, an import):
 * it lives in the store, not in a component, so the job outlives the screen that started it.
 * Progress of a cancelled or replaced step is dropped, as is its result.
 */
export function createLongJob<P = never>(onProgress: (progress: P) => void = () => undefined): LongJob<P> {
  let running: AbortController | null = null;

  const stop = (reason: string) => {
    running?.abort(new DOMException(reason, 'AbortError'));
    running = null;
  };

  return {
    async start(run) {
      stop('Replaced');
      const job = new AbortController();
      running = job;
      const current = () => running === job;
      try {
        const value = await run({ signal: job.signal, onProgress: (progress) => current() && onProgress(progress) });
        return current() ? { status: 'done', value } : { status: 'dropped' };
      } catch (error) {
        return current() ? { status: 'failed', error } : { status: 'dropped' };
      } finally {
        if (current()) running = null;
      }
    },

    cancel() {
      if (!running) return false;
      stop('Cancelled');
      return true;
    },
  };
}
