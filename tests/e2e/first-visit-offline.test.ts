import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { labelFixture } from '../fixtures/labelFixtures';
import { FIXTURE_CATALOGUE } from '../fixtures/labelFixtureData';
import { category, product } from '../unit/db/fixtures';
import { launchStation } from './support/browser';
import { e2eSession } from './support/session';
import { expectHeaderTitle, mergeLabels, signIn, waitForServiceWorker } from './support/pages';
import { putRecords } from './support/stationDb';

const session = e2eSession();

/** The page opens the app at its folder: only the worker's install asks for index.html by name. */
const PRECACHE_REQUEST = '**/flipkart-amazon-tools/index.html';

/** How often a tab not yet offline-ready checks again (src/app/offlineApp.ts). */
const RECHECK_MS = 30_000;

const workerState = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration?.active?.state ?? registration?.installing?.state ?? 'none';
  });

describe('a first visit whose network drops while the service worker installs', () => {
  it('ends with an offline app once the network is back, without a reload: an offline reload merges labels', async () => {
    const { page, stack, station } = session;
    let dropped = false;
    await station.context.route(PRECACHE_REQUEST, async (route) => {
      if (!dropped) {
        dropped = true;
        await station.context.setOffline(true);
      }
      await route.abort('internetdisconnected');
    });
    await page.goto(stack.appUrl);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await expect.poll(() => dropped, { timeout: 30_000 }).toBe(true);
    // The failed install takes its registration with it: the tab is left with no worker at all.
    await expect.poll(() => workerState(page), { timeout: 30_000 }).toBe('none');

    await station.context.unroute(PRECACHE_REQUEST);
    await station.context.setOffline(false);
    await signIn(page, stack.user.email, stack.user.password);
    await expectHeaderTitle(page, 'Dashboard');
    // Well within the 30 s recheck: the network's return alone registers the worker again.
    await expect.poll(() => workerState(page), { timeout: 25_000 }).toBe('activated');
    await waitForServiceWorker(page);
    await putRecords(page, {
      categories: FIXTURE_CATALOGUE.categories.map((entry) => category(entry)),
      products: FIXTURE_CATALOGUE.products.map((entry) => product({ ...entry, description: entry.name })),
    });

    await station.context.setOffline(true);
    try {
      await page.reload();
      await expectHeaderTitle(page, 'Dashboard');
      await page.goto(`${stack.appUrl}home/`);
      await expectHeaderTitle(page, 'Label Merger');
      await page.getByText('Catalogue on this station: 13 products in 7 categories.').waitFor();
      const pdf = async (platform: 'Amazon' | 'Flipkart', name: 'amazon-basic.pdf' | 'flipkart-basic.pdf') =>
        page
          .locator(`input[type=file][aria-label="${platform} label files"]`)
          .setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from(await labelFixture(name)) });
      await pdf('Amazon', 'amazon-basic.pdf');
      await pdf('Flipkart', 'flipkart-basic.pdf');
      await mergeLabels(page);
      const result = page.getByRole('region', { name: 'Merged labels' });
      await result.getByText('order lines recorded', { exact: false }).waitFor({ timeout: 60_000 });
      expect(await result.getByTestId('merged-page-count').textContent()).toMatch(/^\d+ pages$/);
    } finally {
      await station.context.setOffline(false);
    }
  });

  it('registers the worker again within the 30 s recheck when the browser never knew it was offline', async () => {
    const station = await launchStation();
    try {
      // The page's clock runs on, and the test moves it past each recheck instead of waiting for it.
      await station.context.clock.install();
      const page = await station.context.newPage();
      let failed = false;
      // A server that reset one connection: the browser stays online, so no 'online' event follows.
      await station.context.route(PRECACHE_REQUEST, async (route) => {
        if (failed) return route.continue();
        failed = true;
        return route.abort('connectionreset');
      });
      await page.goto(session.stack.appUrl);
      await page.getByRole('button', { name: 'Sign In' }).waitFor();
      await expect.poll(() => failed, { timeout: 30_000 }).toBe(true);
      await expect
        .poll(
          async () => {
            await page.clock.fastForward(RECHECK_MS);
            return workerState(page);
          },
          { timeout: 45_000, interval: 1_000 },
        )
        .toBe('activated');
    } finally {
      await station.dispose();
    }
  });
});
