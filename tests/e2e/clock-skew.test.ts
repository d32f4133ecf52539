import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCalendarDay } from '../../src/domain/format';
import { localDateKey } from '../../src/domain/orders/orderLines';
import type { MergeBatch, OrderLine } from '../../src/domain/records';
import { labelFixture } from '../fixtures/labelFixtures';
import { launchStation, type Station } from './support/browser';
import { expectHeaderTitle, mergeLabels, signIn } from './support/pages';
import { startStack, type Stack } from './support/stack';
import { readTable } from './support/stationDb';

/**
 * A packing station whose clock is a day and two hours ahead of the server's (docs/SPEC.md §18):
 * before the change it recorded the day's orders on tomorrow, where a station with the right
 * clock found them "already recorded" and could not scan them today.
 */

const AHEAD_MS = 26 * 60 * 60_000;

let stack: Stack;
let station: Station;
let page: Page;
let fixtureDir: string;

beforeAll(async () => {
  fixtureDir = await mkdtemp(join(tmpdir(), 'fat-e2e-clock-'));
  await writeFile(join(fixtureDir, 'flipkart-basic.pdf'), await labelFixture('flipkart-basic.pdf'));
  stack = await startStack();
  station = await launchStation();
  // The page's clock, not the machine's: Date in every page of this browser runs AHEAD_MS ahead.
  await station.context.addInitScript((ahead: number) => {
    const RealDate = Date;
    function StationDate(this: unknown, ...args: unknown[]) {
      const now = () => new RealDate(RealDate.now() + ahead);
      if (!new.target) return now().toString();
      return args.length === 0 ? now() : new (RealDate as unknown as new (...values: unknown[]) => Date)(...args);
    }
    StationDate.prototype = RealDate.prototype;
    StationDate.now = () => RealDate.now() + ahead;
    StationDate.parse = RealDate.parse;
    StationDate.UTC = RealDate.UTC;
    (globalThis as unknown as { Date: unknown }).Date = StationDate;
  }, AHEAD_MS);
  page = await station.context.newPage();
});

afterAll(async () => {
  await station?.dispose();
  await stack?.stop();
  if (fixtureDir) await rm(fixtureDir, { recursive: true, force: true });
});

async function serverRecords<T>(collection: string): Promise<T[]> {
  const pb = new PocketBase(stack.server.url);
  pb.autoCancellation(false);
  await pb.collection('users').authWithPassword(stack.user.email, stack.user.password);
  return pb.collection(collection).getFullList<T>();
}

describe('a station whose clock is a day ahead of the server', () => {
  it("says so before merging, and records the orders on the server's day", async () => {
    await page.goto(stack.appUrl);
    await signIn(page, stack.user.email, stack.user.password);
    await expectHeaderTitle(page, 'Dashboard');
    expect(await page.evaluate(() => Date.now() - performance.timeOrigin - performance.now())).toBeGreaterThan(AHEAD_MS - 60_000);
    await page.goto(`${stack.appUrl}home/`);
    await expectHeaderTitle(page, 'Label Merger');

    // The machine running the test and its Chromium share a clock and a time zone: this is the server's day.
    const serverDay = localDateKey(new Date());
    const warning = page.getByRole('alert').filter({ hasText: "This computer's clock is" });
    await warning.waitFor({ timeout: 30_000 });
    expect(await warning.textContent()).toContain(
      `This computer's clock is 1 day 2 h ahead of the server's. Orders are recorded for the server's day, ${formatCalendarDay(serverDay)}; set this computer's date and time right.`,
    );
    expect(await page.getByLabel('Record orders for').inputValue()).toBe(serverDay);

    await page
      .locator('input[type=file][aria-label="Flipkart label files"]')
      .setInputFiles([join(fixtureDir, 'flipkart-basic.pdf')]);
    await mergeLabels(page);
    const result = page.getByRole('region', { name: 'Merged labels' });
    await result
      .getByText(`order lines recorded for ${formatCalendarDay(serverDay)}`, { exact: false })
      .waitFor({ timeout: 60_000 });

    const lines = await readTable<OrderLine>(page, 'orderLines');
    expect(lines.length).toBeGreaterThan(0);
    expect(new Set(lines.map((line) => line.date))).toEqual(new Set([serverDay]));
    const [batch] = await readTable<MergeBatch>(page, 'mergeBatches');
    expect(Math.abs(Date.parse(batch?.createdAt ?? '') - Date.now())).toBeLessThan(5 * 60_000);

    // Pushed: the server holds them on its own day, where a station with the right clock looks for them.
    await expect
      .poll(async () => (await serverRecords<OrderLine>('order_lines')).map((line) => line.date), { timeout: 60_000 })
      .toEqual(lines.map(() => serverDay));
  });
});
