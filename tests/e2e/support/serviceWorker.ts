import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { waitForServiceWorker } from './pages';

/**
 * The page reloaded under the activated service worker, so that every chunk it loads lazily later
 * (the PDF viewer's) comes from the precache, offline too.
 */
export async function reloadUnderServiceWorker(page: Page): Promise<void> {
  await waitForServiceWorker(page);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none')).toBe('activated');
}
