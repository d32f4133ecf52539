import { localDatabase } from '../db/localDatabase';
import { flushMonitoring } from '../sync/monitoringFlush';
import { pocketbase } from '../sync/pocketbaseClient';
import { recordEvent } from './analytics';
import { startMonitoringScheduler, type MonitoringScheduler } from './monitoringScheduler';
import { capturePerformance } from './performanceCapture';
import { stationId } from './stationId';
import { authStore } from './useAuth';
import { syncEngine } from './useSync';

let scheduler: MonitoringScheduler | null = null;

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

async function flushSignedIn(): Promise<{ more: boolean }> {
  const pb = pocketbase();
  const storage = browserStorage();
  // Signed out, the records wait on the station: the server takes them from signed-in users only.
  if (!pb.authStore.isValid || !storage) return { more: false };
  return flushMonitoring(localDatabase(), pb, {
    storage,
    stationId: stationId(storage),
    appVersion: __APP_VERSION__,
    userId: authStore.getState().user?.id ?? '',
  });
}

/** Sends the waiting records now (a critical error); before startMonitoring, does nothing. */
export function flushMonitoringNow(): Promise<void> {
  return scheduler?.flushNow() ?? Promise.resolve();
}

/**
 * Starts the flush every 30 seconds and on page close, and the performance capture of this page
 * load. Called once, at start-up.
 */
export function startMonitoring(): void {
  if (scheduler) return;
  const started = startMonitoringScheduler(flushSignedIn);
  scheduler = started;
  capturePerformance(localDatabase());
  // A sync run of this tab ends: one 'sync' event, with whether it failed and what still waits.
  syncEngine.status.subscribe((status, before) => {
    if (before.syncing && !status.syncing) recordEvent('sync', { ok: status.error === null, pending: status.pending });
  });
  window.addEventListener('pagehide', () => void started.flushNow());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void started.flushNow();
  });
}
