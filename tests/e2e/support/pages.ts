import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export async function signIn(page: Page, email: string, password: string, rememberMe = false): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  if (rememberMe) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function headerTitle(page: Page): Promise<string> {
  return (await page.locator('header h1').textContent()) ?? '';
}

/**
 * Waits for the header to say exactly `title`: a wait for a heading that merely contains it
 * passed at once on 'Hidden Products' when the next screen was 'Products', before it rendered.
 */
export async function expectHeaderTitle(page: Page, title: string): Promise<void> {
  // As long as a locator's wait: a screen's first render can take seconds on a busy machine.
  await expect.poll(() => headerTitle(page), { timeout: 30_000 }).toBe(title);
}

/**
 * Waits until the app is offline-ready: the service worker activated (its install precached the
 * shell, which an offline reload or a new tab needs) and the large parts it caches on first use
 * (pdf.js, the label worker, fonts: lazy-assets.json) in its runtime cache, which the app fills
 * once the worker controls the tab. The waits run in the page: page.waitForFunction would take
 * an async predicate's promise for a truthy answer and return at once.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const { active } = await navigator.serviceWorker.ready;
    if (!active || active.state === 'activated') return;
    await new Promise<void>((resolve) => {
      active.addEventListener('statechange', () => {
        if (active.state === 'activated') resolve();
      });
    });
  });
  const uncached = () =>
    page.evaluate(async () => {
      const base = new URL('/flipkart-amazon-tools/', location.origin);
      const { cacheName, files } = (await (await fetch(new URL('lazy-assets.json', base))).json()) as {
        cacheName: string;
        files: string[];
      };
      const cache = await caches.open(cacheName);
      // As the worker matches (vite.config.ts): a copy the worker stored for a module script was asked
      // for with an Origin, which PocketBase's `Vary: Origin` would otherwise make a miss here.
      const hits = await Promise.all(files.map((file) => cache.match(new URL(file, base).href, { ignoreVary: true })));
      return hits.filter((hit) => !hit).length;
    });
  await expect.poll(uncached, { timeout: 60_000, interval: 250 }).toBe(0);
}

/** Waits for a client-side navigation to an app path ('/' is the app's base, with or without its slash). */
export async function waitForPath(page: Page, appPath: string): Promise<void> {
  const expected = `/flipkart-amazon-tools${appPath}`.replace(/\/$/, '');
  await page.waitForURL((current) => current.pathname.replace(/\/$/, '') === expected, { waitUntil: 'commit' });
}

/**
 * Clicks Merge labels and waits until the merge ends or stops on its stock plan; a plan short of
 * stock (the fixtures' categories hold little) is accepted with Merge anyway, as a packer would.
 * Returns whether the plan was shown.
 */
export async function mergeLabels(page: Page): Promise<boolean> {
  await page.getByRole('button', { name: 'Merge labels' }).click();
  await page.waitForFunction(
    () => {
      const buttons = [...document.querySelectorAll('button')];
      const named = (name: string) => buttons.filter((button) => button.textContent === name);
      return named('Merge anyway').length > 0 || named('Merge labels').some((button) => !button.disabled);
    },
    undefined,
    { polling: 250, timeout: 180_000 },
  );
  const anyway = page.getByRole('button', { name: 'Merge anyway' });
  if ((await anyway.count()) === 0) return false;
  await anyway.click();
  return true;
}
