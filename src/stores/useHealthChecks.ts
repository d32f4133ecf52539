import { useEffect, useState } from 'react';
import { localDatabase } from '../db/localDatabase';
import { databaseWriteError, outboxSummary } from '../db/stationHealth';
import { checkServerHealth } from '../sync/serverHealth';
import { evaluateHealth, withSince, type HealthCheck, type HealthInputs, type SinceMemory } from './healthChecks';
import { secureContextReading } from './secureContext';
import { authStore } from './useAuth';
import { syncEngine } from './useSync';

/** The checks are taken again this often while the screen is open. */
const REFRESH_MS = 10_000;
const SINCE_KEY = 'healthSince';

async function serverReading(): Promise<HealthInputs['server']> {
  const started = performance.now();
  const reachable = (await checkServerHealth()) === 'reachable';
  return { reachable, latencyMs: Math.round(performance.now() - started) };
}

async function storageReading(): Promise<HealthInputs['storage']> {
  if (!navigator.storage?.estimate) return null;
  const [estimate, persisted] = await Promise.all([navigator.storage.estimate(), navigator.storage.persisted?.() ?? null]);
  return { persisted, usage: estimate.usage ?? 0, quota: estimate.quota ?? 0 };
}

async function serviceWorkerReading(): Promise<HealthInputs['serviceWorker']> {
  if (!('serviceWorker' in navigator)) return { supported: false, active: false, waiting: false, version: '' };
  const registration = await navigator.serviceWorker.getRegistration();
  // The service worker serves the build it cached: the page it controls is that build.
  const active = Boolean(registration?.active && navigator.serviceWorker.controller);
  return { supported: true, active, waiting: Boolean(registration?.waiting), version: __APP_VERSION__ };
}

async function gather(online: boolean): Promise<Omit<HealthInputs, 'server'>> {
  const db = localDatabase();
  const [databaseError, storage, serviceWorker, outbox] = await Promise.all([
    databaseWriteError(db),
    storageReading().catch(() => null),
    serviceWorkerReading(),
    outboxSummary(db),
  ]);
  const { user, serverSession } = authStore.getState();
  return {
    online,
    session: { signedIn: user !== null, server: serverSession },
    databaseError,
    storage,
    serviceWorker,
    ...outbox,
    lastSyncedAt: syncEngine.status.getState().lastSyncedAt,
    secureContext: secureContextReading(),
  };
}

function savedSince(): SinceMemory {
  try {
    return JSON.parse(localStorage.getItem(SINCE_KEY) ?? '{}') as SinceMemory;
  } catch {
    return {};
  }
}

/** The Health screen's checks, taken on mount, when the network comes or goes, and every 10 s. */
export function useHealthChecks(online: boolean): { checks: HealthCheck[] | null; recheck: () => void } {
  const [checks, setChecks] = useState<HealthCheck[] | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let active = true;
    const take = async () => {
      const local = await gather(online);
      const server = online ? await serverReading() : null;
      if (!active) return;
      const now = new Date();
      const { checks: timed, memory } = withSince(evaluateHealth({ ...local, server }, now), savedSince(), now);
      try {
        localStorage.setItem(SINCE_KEY, JSON.stringify(memory));
      } catch {
        // Without storage, "since" counts from this page's first check.
      }
      setChecks(timed);
    };
    void take();
    const timer = setInterval(() => void take(), REFRESH_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [online, round]);

  return { checks, recheck: () => setRound((value) => value + 1) };
}
