import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import PocketBase from 'pocketbase';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderLine } from '../../src/domain/records';
import { labelFixture } from '../fixtures/labelFixtures';
import { expectHeaderTitle, mergeLabels, signIn } from './support/pages';
import { reloadUnderServiceWorker } from './support/serviceWorker';
import { startShopNetwork, type ShopNetwork } from './support/shopNetwork';
import { readTable } from './support/stationDb';

/** qpdf, installed by tests/support/ensure-test-tools.sh, locks a download as real PDF writers do. */
const qpdf = (args: string[]) => promisify(execFile)('/usr/bin/qpdf', args);

let shop: ShopNetwork;
let fixtureDir: string;
let lockedLabels: string;

beforeAll(async () => {
  fixtureDir = await mkdtemp(join(tmpdir(), 'fat-e2e-shop-'));
  const plain = join(fixtureDir, 'flipkart-basic.pdf');
  await writeFile(plain, await labelFixture('flipkart-basic.pdf'));
  lockedLabels = join(fixtureDir, 'flipkart-owner-locked.pdf');
  // Only an owner password, AES-256: the file opens without a password and is decrypted to be merged.
  await qpdf(['--encrypt', '', 'owner-secret', '256', '--', plain, lockedLabels]);
  shop = await startShopNetwork();
});

afterAll(async () => {
  await shop?.stop();
  if (fixtureDir) await rm(fixtureDir, { recursive: true, force: true });
});

async function serverOrderLines(): Promise<OrderLine[]> {
  const pb = new PocketBase(shop.stack.server.url);
  await pb.collection('users').authWithPassword(shop.stack.user.email, shop.stack.user.password);
  return pb.collection('order_lines').getFullList<OrderLine>();
}

const syncStatus = (page: Page) => page.getByLabel('Sync status');

describe("a packing station on the shop's network, not the server's PC", () => {
  it('over https with the shop CA trusted: works offline through a reload, merges an owner-locked AES file, syncs', async () => {
    const station = await shop.station(true);
    const page = await station.context.newPage();
    await page.goto(shop.httpsAppUrl);
    expect(new URL(page.url()).hostname).toBe('shop-server.lan');
    expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
    await signIn(page, shop.stack.user.email, shop.stack.user.password);
    await expectHeaderTitle(page, 'Dashboard');
    expect(await page.getByTestId('insecure-context').count()).toBe(0);
    await reloadUnderServiceWorker(page);
    await syncStatus(page)
      .getByText(/^Synced/)
      .waitFor();

    await station.context.setOffline(true);
    await page.goto(`${shop.httpsAppUrl}home/`);
    await page.reload();
    await expectHeaderTitle(page, 'Label Merger');
    await syncStatus(page).getByText('Offline').waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
    await page.locator('input[type=file][aria-label="Flipkart label files"]').setInputFiles(lockedLabels);
    await mergeLabels(page);
    await page.getByRole('region', { name: 'Merged labels' }).getByText('order lines recorded', { exact: false }).waitFor();
    const local = await readTable<OrderLine>(page, 'orderLines');
    expect(local.length).toBeGreaterThan(0);
    expect(await serverOrderLines()).toHaveLength(0);

    await station.context.setOffline(false);
    await expect
      .poll(async () => (await serverOrderLines()).map((line) => line.id).sort(), { timeout: 60_000 })
      .toEqual(local.map((line) => line.id).sort());
  });

  it('over plain http on the same name: says that offline work needs the https address, still merges an owner-locked AES file', async () => {
    const station = await shop.station(false);
    const page = await station.context.newPage();
    await page.goto(shop.httpAppUrl);
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
    const alert = page.getByTestId('insecure-context');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('turns off offline work and installing the app.');
    await signIn(page, shop.stack.user.email, shop.stack.user.password);
    await expectHeaderTitle(page, 'Dashboard');
    await page.getByRole('main').getByTestId('insecure-context').waitFor();
    // No crypto.subtle here: the AES of the owner-locked file is decrypted without it.
    expect(await page.evaluate(() => globalThis.crypto.subtle)).toBeUndefined();
    await page.goto(`${shop.httpAppUrl}home/`);
    await expectHeaderTitle(page, 'Label Merger');
    await page.locator('input[type=file][aria-label="Flipkart label files"]').setInputFiles(lockedLabels);
    await mergeLabels(page);
    await page.getByRole('region', { name: 'Merged labels' }).getByText('order lines recorded', { exact: false }).waitFor();
    expect((await readTable<OrderLine>(page, 'orderLines')).length).toBeGreaterThan(0);

    await page.goto(`${shop.httpAppUrl}health/`);
    const row = page.getByRole('row', { name: /Secure connection \(https\)/ });
    await expect.poll(() => row.textContent(), { timeout: 30_000 }).toContain('Failing');
  });
});
