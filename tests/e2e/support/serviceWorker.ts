import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * The service worker is activated: its install, which precaches the whole app (pdf.js's worker,
 * cMaps, fonts and wasm with it, some 12 MB), is done, so an offline reload or navigation opens the
 * app. Polled from Node: page.waitForFunction takes an async predicate's promise as a truthy answer
 * at once, so it cannot wait on the service worker's asynchronous API.
 */
export async function waitForPrecache(page: Page): Promise<void> {
  const activeWorker = () =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none');
  await expect.poll(activeWorker, { timeout: 60_000 }).toBe('activated');
}

/**
 * The page reloaded under the service worker: a first visit is not controlled (the worker does not
 * claim clients), so offline its lazily loaded chunks would still go to the network.
 */
export async function reloadUnderServiceWorker(page: Page): Promise<void> {
  await waitForPrecache(page);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none')).toBe('activated');
}
