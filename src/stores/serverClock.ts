import { createStore, type StoreApi } from 'zustand/vanilla';
import { readClockOffset, serverTimeAt, type ClockOffset } from '../domain/serverClock';
import { serverUrl } from '../sync/pocketbaseClient';
import { measureServerClock } from '../sync/serverClock';

/**
 * The server's clock on this station (docs/SPEC.md §18). The offset is measured whenever the
 * station is online and kept in localStorage: offline, the last one measured stands, because a
 * station whose clock was wrong at its last contact (a wrong date, a flat clock battery) almost
 * always still is, and a day of offline work is exactly when its orders must not land on another
 * day. Once the station is back online the offset is measured again, so a clock set right offline
 * misdates at most the merges made before the network returns. With no offset ever measured the
 * station's own clock is the only one there is.
 */

const OFFSET_KEY = 'serverClockOffset';
/** A station that stays online re-measures this often, so a clock set right (or wrong) is seen soon. */
const CHECK_EVERY_MS = 5 * 60_000;

interface ServerClockState {
  /** Null until an offset was measured on this station. */
  offset: ClockOffset | null;
}

export interface ServerClockDependencies {
  storage: Storage | null;
  measure: () => Promise<ClockOffset>;
  isOnline?: () => boolean;
  now?: () => number;
}

export interface ServerClock {
  store: StoreApi<ServerClockState>;
  /** The server's time now, by the offset known; the station's own clock when none is. */
  now: () => Date;
  /** Measures the offset when online; a failed measurement keeps the offset known before. */
  check: () => Promise<void>;
  /**
   * Checks now, every few minutes, and when the station comes back online, into view or into focus
   * (back from setting the computer's clock right); returns the stop.
   */
  watch: () => () => void;
}

function storedOffset(storage: Storage | null): ClockOffset | null {
  try {
    return readClockOffset(storage?.getItem(OFFSET_KEY) ?? null);
  } catch {
    return null;
  }
}

export function createServerClock({
  storage,
  measure,
  isOnline = () => navigator.onLine,
  now = () => Date.now(),
}: ServerClockDependencies): ServerClock {
  const store = createStore<ServerClockState>()(() => ({ offset: storedOffset(storage) }));
  let running: Promise<void> | null = null;

  const measureAndKeep = async () => {
    try {
      const offset = await measure();
      store.setState({ offset });
      storage?.setItem(OFFSET_KEY, JSON.stringify(offset));
    } catch {
      // Unreachable or storage refused: the offset known before stands.
    } finally {
      running = null;
    }
  };

  const check = (): Promise<void> => {
    if (!isOnline()) return Promise.resolve();
    running ??= measureAndKeep();
    return running;
  };

  const watch = () => {
    void check();
    const timer = setInterval(() => void check(), CHECK_EVERY_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    const onEvent = () => void check();
    window.addEventListener('online', onEvent);
    window.addEventListener('focus', onEvent);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', onEvent);
      window.removeEventListener('focus', onEvent);
      document.removeEventListener('visibilitychange', onVisible);
    };
  };

  return { store, now: () => serverTimeAt(now(), store.getState().offset), check, watch };
}

/** The station's one server clock. */
export const serverClock = createServerClock({
  storage: typeof localStorage === 'undefined' ? null : localStorage,
  measure: () => measureServerClock(serverUrl()),
});
