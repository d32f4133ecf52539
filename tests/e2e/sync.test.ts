import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderLine } from '../../src/domain/records';
import { labelFixture } from '../fixtures/labelFixtures';
import { launchStation, type Station } from './support/browser';
import { expectHeaderTitle, mergeLabels, signIn, waitForServiceWorker } from './support/pages';
import { startStack, type Stack } from './support/stack';
import { readTable } from './support/stationDb';

let stack: Stack;
let fixtureDir: string;
const stations: Station[] = [];

beforeAll(async () => {
  fixtureDir = await mkdtemp(join(tmpdir(), 'fat-e2e-sync-'));
  await writeFile(join(fixtureDir, 'amazon-basic.pdf'), await labelFixture('amazon-basic.pdf'));
  stack = await startStack();
});

afterAll(async () => {
  for (const station of stations) await station.dispose();
  await stack?.stop();
  if (fixtureDir) await rm(fixtureDir, { recursive: true, force: true });
});

async function openStation(path = ''): Promise<{ station: Station; page: Page }> {
  const station = await launchStation();
  stations.push(station);
  const page = await station.context.newPage();
  await page.goto(`${stack.appUrl}${path}`);
  await signIn(page, stack.user.email, stack.user.password);
  return { station, page };
}

const syncStatus = (page: Page) => page.getByLabel('Sync status');

async function serverOrderLines(): Promise<OrderLine[]> {
  const pb = new PocketBase(stack.server.url);
  await pb.collection('users').authWithPassword(stack.user.email, stack.user.password);
  return pb.collection('order_lines').getFullList<OrderLine>();
}

describe('two stations and the server, in Chromium', () => {
  let first: { station: Station; page: Page };

  it('records orders offline, shows them pending, and pushes them when the network is back', async () => {
    first = await openStation('home/');
    const { station, page } = first;
    await expectHeaderTitle(page, 'Label Merger');
    await waitForServiceWorker(page);
    await syncStatus(page)
      .getByText(/^Synced/)
      .waitFor();

    await station.context.setOffline(true);
    await syncStatus(page).getByText('Offline').waitFor();
    await page.locator('input[type=file][aria-label="Amazon label files"]').setInputFiles(join(fixtureDir, 'amazon-basic.pdf'));
    await mergeLabels(page);
    await page.getByRole('region', { name: 'Merged labels' }).getByText('order lines recorded', { exact: false }).waitFor();
    const local = await readTable<OrderLine>(page, 'orderLines');
    expect(local.length).toBeGreaterThan(0);
    // The order lines, the merge's batch record and its merged PDF (kept in Files) wait to be pushed.
    await syncStatus(page)
      .getByText(`${local.length + 2} pending`)
      .waitFor();
    expect(await serverOrderLines()).toHaveLength(0);

    await station.context.setOffline(false);
    await expect.poll(async () => (await serverOrderLines()).length, { timeout: 30_000 }).toBe(local.length);
    await expect
      .poll(
        () =>
          syncStatus(page)
            .getByText(/pending$/)
            .count(),
        { timeout: 30_000 },
      )
      .toBe(0);
    const onServer = await serverOrderLines();
    expect(onServer.map((line) => line.id).sort()).toEqual(local.map((line) => line.id).sort());
  });

  it('gives a new station everything on its first sync', async () => {
    const { page } = await openStation();
    await expectHeaderTitle(page, 'Dashboard');
    const expected = (await serverOrderLines()).map((line) => line.id).sort();
    await expect
      .poll(async () => (await readTable<OrderLine>(page, 'orderLines')).map((line) => line.id).sort(), { timeout: 30_000 })
      .toEqual(expected);
  });
});
