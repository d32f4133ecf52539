import { liveQuery } from 'dexie';
import type PocketBase from 'pocketbase';
import type { PulledCollection } from '../db/applyPulled';
import type { AppDatabase } from '../db/database';
import { refusedChanges } from '../db/refusedChanges';
import type { RefusedChange } from '../domain/records';

/** Where the engine learns about the network and the tab's visibility; Node has neither. */
export interface SyncEnvironment {
  isOnline(): boolean;
  onOnlineChange(listener: (online: boolean) => void): () => void;
  /** Called when the tab becomes visible again. */
  onVisible(listener: () => void): () => void;
}

/** The window's `online` / `offline` events and the document's `visibilitychange`. */
export function browserEnvironment(): SyncEnvironment {
  return {
    isOnline: () => navigator.onLine,
    onOnlineChange(listener) {
      const online = () => listener(true);
      const offline = () => listener(false);
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      return () => {
        window.removeEventListener('online', online);
        window.removeEventListener('offline', offline);
      };
    },
    onVisible(listener) {
      const changed = () => {
        if (document.visibilityState === 'visible') listener();
      };
      document.addEventListener('visibilitychange', changed);
      return () => document.removeEventListener('visibilitychange', changed);
    },
  };
}

/** A runtime without window events (Node, tests): always online, never hidden. */
export const steadyEnvironment: SyncEnvironment = {
  isOnline: () => true,
  onOnlineChange: () => () => undefined,
  onVisible: () => () => undefined,
};

/**
 * Calls `listener` with the query's answer now and whenever the tables it read change, in this
 * tab or another; a failed read is skipped (the next change reads again). Returns the stop.
 */
function watch<T>(query: () => Promise<T>, listener: (value: T) => void): () => void {
  const subscription = liveQuery(query).subscribe({ next: listener, error: () => undefined });
  return () => subscription.unsubscribe();
}

export interface OutboxSnapshot {
  pending: number;
  /** The highest sequence number queued so far; it grows with every local write. */
  lastSeq: number;
}

/** Follows the outbox (this tab's writes and, through Dexie, other tabs'). */
export function watchOutbox(db: AppDatabase, listener: (snapshot: OutboxSnapshot) => void): () => void {
  return watch(async () => {
    const [pending, lastSeq] = await Promise.all([db.outbox.count(), db.outbox.toCollection().lastKey()]);
    return { pending, lastSeq: typeof lastSeq === 'number' ? lastSeq : 0 };
  }, listener);
}

/** Follows the changes the server refused, kept in Dexie so that every tab and a reload see them. */
export function watchRefused(db: AppDatabase, listener: (refused: RefusedChange[]) => void): () => void {
  return watch(() => refusedChanges(db), listener);
}

/**
 * The time by which every collection had been pulled completely (the oldest of their last
 * complete pulls), or null before the first complete sync. It is read from Dexie, so every tab
 * shows it, whichever tab synced.
 */
export function watchLastSynced(
  db: AppDatabase,
  collections: readonly PulledCollection[],
  listener: (at: string | null) => void,
): () => void {
  return watch(async () => {
    const states = await db.syncState.bulkGet([...collections]);
    const stamps = states.map((state) => state?.lastSyncedAt ?? '');
    return stamps.some((stamp) => stamp === '') ? null : stamps.reduce((a, b) => (a < b ? a : b));
  }, listener);
}

/**
 * Realtime (SSE) has no replay, so its events only trigger a pull; `onConnect` runs on every
 * (re)connection, when changes made while disconnected must be caught up by a pull.
 */
export async function subscribeRealtime(
  pb: PocketBase,
  collections: readonly PulledCollection[],
  onChange: () => void,
  onConnect: () => void,
): Promise<() => Promise<void>> {
  const unsubscribers: (() => Promise<void>)[] = [];
  const unsubscribeAll = async () => {
    await Promise.all(unsubscribers.map((unsubscribe) => unsubscribe().catch(() => undefined)));
  };
  try {
    unsubscribers.push(await pb.realtime.subscribe('PB_CONNECT', onConnect));
    for (const collection of collections) unsubscribers.push(await pb.collection(collection).subscribe('*', onChange));
  } catch (error) {
    await unsubscribeAll();
    throw error;
  }
  return unsubscribeAll;
}

export interface Debounced {
  (): void;
  cancel(): void;
}

/** Runs `task` once, `ms` after the last of a burst of calls. */
export function debounce(task: () => void, ms: number): Debounced {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const debounced = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      task();
    }, ms);
  };
  debounced.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  return debounced;
}
