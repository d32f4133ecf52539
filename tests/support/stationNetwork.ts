/**
 * What a sync engine under test runs in: a network the test switches on and off, and a station
 * that is signed in with a valid server session.
 */
import { createStore } from 'zustand/vanilla';
import type { SyncAuth } from '../../src/sync/engine';
import type { SyncEnvironment } from '../../src/sync/triggers';

export type SwitchableNetwork = SyncEnvironment & { set(online: boolean): void };

export function switchableNetwork(online = true): SwitchableNetwork {
  const listeners = new Set<(online: boolean) => void>();
  return {
    isOnline: () => online,
    onOnlineChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onVisible: () => () => undefined,
    set(value) {
      online = value;
      for (const listener of listeners) listener(value);
    },
  };
}

export function signedInAuth(): SyncAuth {
  return createStore<ReturnType<SyncAuth['getState']>>()(() => ({ isAuthenticated: true, serverSession: 'valid' }));
}
