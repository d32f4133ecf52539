import { useCallback, useEffect, useState } from 'react';
import { backUpServerNow, readServerDeployment, type ServerDeployment } from '../sync/deployment';
import { readMonitoring } from '../sync/monitoringQuery';
import { pocketbase } from '../sync/pocketbaseClient';
import { stationVersions, type StationVersion } from './stationVersions';

interface ServiceWorkerState {
  supported: boolean;
  active: boolean;
  /** A newer build is installed and waits for the tabs of this one to close (or "Reload"). */
  waiting: boolean;
  scriptUrl: string;
}

export type DeploymentView =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; server: ServerDeployment; stations: StationVersion[]; serviceWorker: ServiceWorkerState };

/** Heartbeats of the last 30 days name the stations still running. */
const STATIONS_WINDOW_MS = 30 * 86_400_000;

async function serviceWorkerState(): Promise<ServiceWorkerState> {
  if (!('serviceWorker' in navigator)) return { supported: false, active: false, waiting: false, scriptUrl: '' };
  const registration = await navigator.serviceWorker.getRegistration();
  return {
    supported: true,
    active: Boolean(registration?.active),
    waiting: Boolean(registration?.waiting),
    scriptUrl: registration?.active?.scriptURL ?? '',
  };
}

async function load(): Promise<DeploymentView> {
  const pb = pocketbase();
  const [server, monitoring, serviceWorker] = await Promise.all([
    readServerDeployment(pb),
    readMonitoring(pb, new Date(Date.now() - STATIONS_WINDOW_MS)),
    serviceWorkerState(),
  ]);
  return { status: 'ready', server, stations: stationVersions(monitoring.heartbeats, __APP_VERSION__), serviceWorker };
}

/** The deployment-status page's data, and "Back up now" (admins only: the server checks). */
export function useDeploymentStatus(): { view: DeploymentView; backUpNow: () => Promise<string> } {
  const [view, setView] = useState<DeploymentView>({ status: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let active = true;
    load()
      .then((loaded) => active && setView(loaded))
      .catch(
        (error: unknown) =>
          active && setView({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
      );
    return () => {
      active = false;
    };
  }, [round]);

  const backUpNow = useCallback(async () => {
    const key = await backUpServerNow(pocketbase());
    setRound((value) => value + 1);
    return key;
  }, []);

  return { view, backUpNow };
}
