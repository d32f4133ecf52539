import { registerSW } from 'virtual:pwa-register';
import { warmLazyAssets } from './lazyAssets';

/** How often a tab whose app is not yet offline-ready checks again, online or not told so. */
const RECHECK_MS = 30_000;

export interface OfflineApp {
  /** Activates the waiting version; the tab reloads once it controls it. */
  update(): Promise<void>;
  stop(): void;
}

/**
 * Keeps the tab's app offline-ready: the service worker registered, and once it is active and
 * controls the tab, the large parts cached (lazyAssets.ts) when the browser is idle. A worker
 * whose install failed (the network dropped during a first visit) is gone with its registration:
 * it is registered again when the network comes back, when the tab is shown again, and every
 * RECHECK_MS, all without a reload.
 */
export function keepOfflineApp(onNeedRefresh: () => void): OfflineApp {
  let update: ((reload?: boolean) => Promise<void>) | undefined;
  let checking = false;
  let ready = false;

  const register = () =>
    new Promise<void>((resolve) => {
      update = registerSW({ onNeedRefresh, onRegisteredSW: () => resolve(), onRegisterError: () => resolve() });
    });

  const idle = () =>
    new Promise<void>((resolve) =>
      // Safari has no requestIdleCallback.
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(() => resolve(), { timeout: 5_000 })
        : setTimeout(resolve, 1_000),
    );

  const registration = () => navigator.serviceWorker.getRegistration(import.meta.env.BASE_URL);

  async function check(): Promise<void> {
    if (checking || ready || !navigator.onLine) return;
    checking = true;
    try {
      const current = await registration();
      if (!update || !(current?.installing || current?.waiting || current?.active)) await register();
      if ((await registration())?.active && navigator.serviceWorker.controller) {
        await idle();
        ready = await warmLazyAssets();
      }
    } catch {
      // The network went again: the next check tries once more.
    } finally {
      checking = false;
    }
  }

  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  const timer = setInterval(() => void check(), RECHECK_MS);
  window.addEventListener('online', check);
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker.addEventListener('controllerchange', check);
  void check();

  return {
    update: async () => update?.(true),
    stop: () => {
      clearInterval(timer);
      window.removeEventListener('online', check);
      document.removeEventListener('visibilitychange', onVisible);
      navigator.serviceWorker.removeEventListener('controllerchange', check);
    },
  };
}
