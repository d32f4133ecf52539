/** docs/SPEC.md §9: monitoring records are flushed every 30 seconds and on page close. */
export const MONITORING_FLUSH_INTERVAL_MS = 30_000;

export interface SchedulerTimers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface MonitoringScheduler {
  /** Flushes now (a critical error, page close); a flush already running is awaited, not doubled. */
  flushNow(): Promise<void>;
  stop(): void;
}

/**
 * Runs `flush` every 30 seconds and on demand, one at a time. A flush that reports a full queue
 * (more records wait) is followed at once by another; a failed one (offline) waits for the next tick.
 */
export function startMonitoringScheduler(
  flush: () => Promise<{ more: boolean }>,
  timers: SchedulerTimers = globalThis,
): MonitoringScheduler {
  let running: Promise<void> | null = null;
  let again = false;

  async function drain(): Promise<void> {
    try {
      do {
        again = false;
        if ((await flush()).more) again = true;
      } while (again);
    } catch {
      // Offline or signed out: the records stay on the station for the next flush.
    } finally {
      running = null;
    }
  }

  function flushNow(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = drain();
    return running;
  }

  const handle = timers.setInterval(() => void flushNow(), MONITORING_FLUSH_INTERVAL_MS);
  return { flushNow, stop: () => timers.clearInterval(handle) };
}
