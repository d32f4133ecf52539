import { describe, expect, it } from 'vitest';
import { createLongJob } from '../../../src/stores/longJob';

/** A step that ends when the test says so, and tells what it was given. */
function heldStep<T>() {
  let finish: (value: T) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  let signal: AbortSignal | undefined;
  let report: ((progress: number) => void) | undefined;
  const run = (control: { signal: AbortSignal; onProgress: (progress: number) => void }) => {
    signal = control.signal;
    report = control.onProgress;
    return new Promise<T>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return {
    run,
    finish: (value: T) => finish(value),
    fail: (error: unknown) => fail(error),
    signal: () => signal,
    report: (progress: number) => report?.(progress),
  };
}

describe('a long job', () => {
  it("passes a step's progress on, and gives its result", async () => {
    const progress: number[] = [];
    const job = createLongJob<number>((value) => progress.push(value));
    const step = heldStep<string>();
    const outcome = job.start(step.run);
    step.report(1);
    step.report(2);
    step.finish('merged');
    expect(await outcome).toEqual({ status: 'done', value: 'merged' });
    expect(progress).toEqual([1, 2]);
    expect(job.cancel()).toBe(false);
  });

  it("gives a step's error as its outcome, never as a rejection", async () => {
    const job = createLongJob();
    const failure = new Error('Failed to read file: corrupt.pdf');
    expect(await job.start(() => Promise.reject(failure))).toEqual({ status: 'failed', error: failure });
    expect(
      await job.start(() => {
        throw failure;
      }),
    ).toEqual({ status: 'failed', error: failure });
  });

  it('cancels a running step: its signal aborts, and its late progress and result are dropped', async () => {
    const progress: number[] = [];
    const job = createLongJob<number>((value) => progress.push(value));
    const step = heldStep<string>();
    const outcome = job.start(step.run);
    step.report(1);

    expect(job.cancel()).toBe(true);
    expect(step.signal()?.aborted).toBe(true);
    expect((step.signal()?.reason as Error).name).toBe('AbortError');
    step.report(2);
    step.finish('too late');
    expect(await outcome).toEqual({ status: 'dropped' });
    expect(progress).toEqual([1]);
    expect(job.cancel()).toBe(false);
  });

  it("drops a failure that comes after the step was cancelled: the engine's abort is not an error to show", async () => {
    const job = createLongJob<number>();
    const step = heldStep<string>();
    const outcome = job.start(step.run);
    job.cancel();
    step.fail(step.signal()?.reason);
    expect(await outcome).toEqual({ status: 'dropped' });
  });

  it('replaces a running step with a new one: only the new one reports and counts', async () => {
    const progress: number[] = [];
    const job = createLongJob<number>((value) => progress.push(value));
    const first = heldStep<string>();
    const second = heldStep<string>();
    const firstOutcome = job.start(first.run);
    const secondOutcome = job.start(second.run);
    expect(first.signal()?.aborted).toBe(true);
    expect(second.signal()?.aborted).toBe(false);

    first.report(1);
    second.report(2);
    second.finish('second');
    first.finish('first, late');
    expect(await firstOutcome).toEqual({ status: 'dropped' });
    expect(await secondOutcome).toEqual({ status: 'done', value: 'second' });
    expect(progress).toEqual([2]);
  });

  it('runs steps one after another, each one cancellable while it runs', async () => {
    const job = createLongJob<number>();
    expect(await job.start(() => Promise.resolve(1))).toEqual({ status: 'done', value: 1 });
    const step = heldStep<number>();
    const outcome = job.start(step.run);
    expect(job.cancel()).toBe(true);
    step.finish(2);
    expect(await outcome).toEqual({ status: 'dropped' });
  });
});
