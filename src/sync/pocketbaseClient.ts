import PocketBase from 'pocketbase';
import { StationAuthStore } from './stationAuthStore';

/**
 * The server address: `VITE_POCKETBASE_URL` at build time, otherwise the app's own origin (the
 * start command serves the app from PocketBase itself).
 */
export function serverUrl(): string {
  return import.meta.env.VITE_POCKETBASE_URL || window.location.origin;
}

let client: PocketBase | null = null;

/** The browser's one PocketBase client; only `src/sync` and `src/stores` use it. */
export function pocketbase(): PocketBase {
  if (!client) {
    const authStore = new StationAuthStore({ persistent: window.localStorage, session: window.sessionStorage });
    client = new PocketBase(serverUrl(), authStore);
    client.autoCancellation(false);
  }
  return client;
}

export function stationAuthStore(pb: PocketBase): StationAuthStore {
  if (!(pb.authStore instanceof StationAuthStore)) throw new Error('PocketBase client has no station auth store');
  return pb.authStore;
}
