import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MONITORING_FLUSH_INTERVAL_MS, startMonitoringScheduler } from '../../../src/stores/monitoringScheduler';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('monitoring flush schedule', () => {
  it('flushes every 30 seconds', async () => {
    const flush = vi.fn(async () => ({ more: false }));
    const scheduler = startMonitoringScheduler(flush);
    expect(MONITORING_FLUSH_INTERVAL_MS).toBe(30_000);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(flush).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(flush).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(flush).toHaveBeenCalledTimes(3);
    scheduler.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(flush).toHaveBeenCalledTimes(3);
  });

  it('flushes at once on demand (a critical error, page close), and again while the queue was full', async () => {
    const answers = [{ more: true }, { more: true }, { more: false }];
    const flush = vi.fn(async () => answers.shift() ?? { more: false });
    const scheduler = startMonitoringScheduler(flush);
    await scheduler.flushNow();
    expect(flush).toHaveBeenCalledTimes(3);
    scheduler.stop();
  });

  it('runs one flush at a time, and one more for a request made during it', async () => {
    let finish: () => void = () => undefined;
    const flush = vi.fn(
      () =>
        new Promise<{ more: boolean }>((resolve) => {
          finish = () => resolve({ more: false });
        }),
    );
    const scheduler = startMonitoringScheduler(flush);
    const first = scheduler.flushNow();
    const second = scheduler.flushNow();
    expect(flush).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(flush).toHaveBeenCalledTimes(2);
    finish();
    await Promise.all([first, second]);
    scheduler.stop();
  });

  it('keeps going after a failed flush (offline): the next tick tries again', async () => {
    const flush = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ more: false });
    const scheduler = startMonitoringScheduler(flush);
    await expect(scheduler.flushNow()).resolves.toBeUndefined();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(flush).toHaveBeenCalledTimes(2);
    scheduler.stop();
  });
});
