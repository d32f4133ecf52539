import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PulledCollection } from '../db/applyPulled';
import type { RefusedChange } from '../domain/records';

export interface CollectionProgress {
  done: number;
  total: number;
}

/** What the top bar shows about the engine of this tab. */
export interface SyncStatus {
  online: boolean;
  /** This tab is the one that syncs; other tabs see the changes through Dexie. */
  leader: boolean;
  syncing: boolean;
  /** Changes in the outbox, waiting for the server. */
  pending: number;
  /** When every collection was last pulled completely (ISO 8601), shared by all tabs. */
  lastSyncedAt: string | null;
  /** Changes the server refused since the engine started (or since the user dismissed them). */
  refused: readonly RefusedChange[];
  /** Records done / total per collection while a station pulls for the first time. */
  firstSync: Partial<Record<PulledCollection, CollectionProgress>> | null;
  /** The last sync's failure, e.g. 'Service temporarily unavailable'; null after a good sync. */
  error: string | null;
  /** The server refused the token: sync stopped until the user signs in again. */
  authExpired: boolean;
}

export type SyncStatusStore = StoreApi<SyncStatus>;

const INITIAL_SYNC_STATUS: SyncStatus = {
  online: true,
  leader: false,
  syncing: false,
  pending: 0,
  lastSyncedAt: null,
  refused: [],
  firstSync: null,
  error: null,
  authExpired: false,
};

export function createSyncStatusStore(initial: Partial<SyncStatus> = {}): SyncStatusStore {
  return createStore<SyncStatus>()(() => ({ ...INITIAL_SYNC_STATUS, ...initial }));
}

/** Done / total over every collection of a first sync, for one progress bar. */
export function firstSyncTotals(progress: SyncStatus['firstSync']): CollectionProgress {
  let done = 0;
  let total = 0;
  for (const entry of Object.values(progress ?? {})) {
    done += entry.done;
    total += entry.total;
  }
  return { done, total };
}
