import { useStore } from 'zustand';
import { localDatabase } from '../db/localDatabase';
import { SyncEngine } from '../sync/engine';
import { browserLeaderElection } from '../sync/leader';
import { pocketbase } from '../sync/pocketbaseClient';
import type { SyncStatus } from '../sync/syncStatus';
import { browserEnvironment } from '../sync/triggers';
import { authStore } from './useAuth';

/** The tab's one sync engine; it syncs only while signed in with a token the server accepts. */
export const syncEngine = new SyncEngine({
  db: localDatabase(),
  pb: pocketbase(),
  auth: authStore,
  leader: browserLeaderElection(),
  environment: browserEnvironment(),
});

export function useSyncStatus<T>(selector: (status: SyncStatus) => T): T {
  return useStore(syncEngine.status, selector);
}
