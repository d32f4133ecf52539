import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCalendarDay } from '../../src/domain/format';
import type { MergeBatch, OrderLine, OutboxEntry, StockMovement } from '../../src/domain/records';
import { amazonFixturePdf } from '../fixtures/amazonFixturePdf';
import { flipkartFixturePdf } from '../fixtures/flipkartFixturePdf';
import { bombLabelFile, deflatedZeros } from '../support/inflateBomb';
import { labelFixture, type LabelFixtureName } from '../fixtures/labelFixtures';
import { amazonId, CAMPHOR, CHANDAN, FIXTURE_CATALOGUE, flipkartId, GOMTI, KAUDI, NAIL } from '../fixtures/labelFixtureData';
import { category, product } from '../unit/db/fixtures';
import { launchStation, type Station } from './support/browser';
import { expectHeaderTitle, mergeLabels, signIn, waitForPath, waitForServiceWorker } from './support/pages';
import { startStack, type Stack } from './support/stack';
import { clearTables, putRecords, readTable } from './support/stationDb';

let stack: Stack;
let station: Station;
let page: Page;
let fixtureDir: string;

/** A busy day: enough pages that a merge on the main thread would stall the screen for seconds. */
const BUSY_DAY_ORDERS = 120;
const BUSY_DAY_ITEMS = [CHANDAN, NAIL, KAUDI, CAMPHOR, GOMTI];
const busyDayItems = (n: number) => [BUSY_DAY_ITEMS[n % BUSY_DAY_ITEMS.length]!((n % 3) + 1)];

const FIXTURES: LabelFixtureName[] = [
  'amazon-basic.pdf',
  'amazon-redownload.pdf',
  'flipkart-basic.pdf',
  'flipkart-redownload.pdf',
  'corrupt.pdf',
];

beforeAll(async () => {
  fixtureDir = await mkdtemp(join(tmpdir(), 'fat-e2e-labels-'));
  for (const name of FIXTURES) await writeFile(join(fixtureDir, name), await labelFixture(name));
  const busy = Array.from({ length: BUSY_DAY_ORDERS }, (_, n) => n);
  await writeFile(
    join(fixtureDir, 'amazon-busy-day.pdf'),
    await amazonFixturePdf(busy.map((n) => ({ orderId: amazonId(1000 + n), items: busyDayItems(n) }))),
  );
  await writeFile(
    join(fixtureDir, 'flipkart-busy-day.pdf'),
    await flipkartFixturePdf(busy.map((n) => ({ orderId: flipkartId(1000 + n), items: busyDayItems(n) }))),
  );
  // ~1 MB whose second page inflates to 1 GB: it took tens of seconds in the browser.
  await writeFile(join(fixtureDir, 'flipkart-bomb.pdf'), await bombLabelFile(await deflatedZeros(1024 * 1024 * 1024), 2));
  stack = await startStack();
  station = await launchStation();
  page = await station.context.newPage();
});

afterAll(async () => {
  await station?.dispose();
  await stack?.stop();
  if (fixtureDir) await rm(fixtureDir, { recursive: true, force: true });
});

const fixturePath = (name: LabelFixtureName | 'amazon-busy-day.pdf' | 'flipkart-busy-day.pdf' | 'flipkart-bomb.pdf') =>
  join(fixtureDir, name);

/** The fixtures' catalogue as the station's own product and category records. */
const catalogueRecords = () => ({
  categories: FIXTURE_CATALOGUE.categories.map((entry) => category(entry)),
  products: FIXTURE_CATALOGUE.products.map((entry) => product({ ...entry, description: entry.name })),
});

/** The merged PDF behind the screen's link, fetched by the page itself (a blob: URL lives only there). */
async function mergedPdf(link: Locator): Promise<PDFDocument> {
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^blob:/);
  const base64 = await page.evaluate(async (url) => {
    const blob = await (await fetch(url)).blob();
    return new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '');
      reader.readAsDataURL(blob);
    });
  }, href ?? '');
  return PDFDocument.load(Buffer.from(base64, 'base64'));
}

/** A file dragged from the desktop onto the target. */
async function dropFile(target: Locator, name: LabelFixtureName): Promise<void> {
  const base64 = Buffer.from(await readFile(fixturePath(name))).toString('base64');
  const dataTransfer = await page.evaluateHandle(
    ({ bytes, fileName }) => {
      const transfer = new DataTransfer();
      const data = Uint8Array.from(atob(bytes), (char) => char.charCodeAt(0));
      transfer.items.add(new File([data], fileName, { type: 'application/pdf' }));
      return transfer;
    },
    { bytes: base64, fileName: name },
  );
  for (const type of ['dragenter', 'dragover', 'drop']) await target.dispatchEvent(type, { dataTransfer });
}

/**
 * Starts recording the page's long tasks (over 50 ms on the main thread), after checking on a
 * deliberate 80 ms task that this Chromium reports them at all.
 */
async function watchLongTasks(): Promise<void> {
  await page.evaluate(async () => {
    const recorded: number[] = [];
    (window as unknown as { longTasks: number[] }).longTasks = recorded;
    new PerformanceObserver((list) => recorded.push(...list.getEntries().map((entry) => entry.duration))).observe({
      type: 'longtask',
    });
    await new Promise<void>((resolve) =>
      setTimeout(() => {
        const start = performance.now();
        while (performance.now() - start < 80);
        resolve();
      }),
    );
  });
  await expect.poll(() => longTasks()).toHaveLength(1);
  await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks.splice(0));
}

/**
 * Waits for the result and its summary table with plain DOM checks: Playwright's role and text
 * queries run on the page's main thread too, and would count against it while it is measured.
 */
async function waitForMergedText(expected: string): Promise<void> {
  await page.waitForFunction(
    (text) =>
      document.querySelector('section[aria-label="Merged labels"]')?.textContent?.includes(text) &&
      document.querySelectorAll('table[aria-label="Summary of merged pages"] tbody tr').length > 0,
    expected,
    { polling: 250, timeout: 120_000 },
  );
}

const longTasks = () => page.evaluate(() => [...(window as unknown as { longTasks: number[] }).longTasks]);

const fileInput = (platform: 'Amazon' | 'Flipkart') => page.locator(`input[type=file][aria-label="${platform} label files"]`);
const fileNames = (platform: 'Amazon' | 'Flipkart') =>
  page
    .getByRole('list', { name: `${platform} file list` })
    .getByRole('listitem')
    .allInnerTexts();
const summaryRows = () => page.getByRole('table', { name: 'Summary of merged pages' }).locator('tbody tr');
const todayInBrowser = () =>
  page.evaluate(() => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });

describe('the Label Merger in Chromium, with the network off', () => {
  it('opens from the menu and knows the station catalogue', async () => {
    await page.goto(stack.appUrl);
    await signIn(page, stack.user.email, stack.user.password);
    await expectHeaderTitle(page, 'Dashboard');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const link = nav.getByRole('link', { name: 'Merge Labels' });
    if (!(await link.isVisible())) await nav.getByText('Orders', { exact: true }).click();
    await link.click();
    await waitForPath(page, '/home/');
    await expectHeaderTitle(page, 'Label Merger');
    await page.getByText("Add the day's Amazon, Flipkart and Meesho label PDFs").waitFor();
    await page.getByText('This station has no products yet').waitFor();

    await waitForServiceWorker(page);
    await putRecords(page, catalogueRecords());
    await station.context.setOffline(true);
    await page.reload();
    await expectHeaderTitle(page, 'Label Merger');
    await page.getByText('Catalogue on this station: 13 products in 7 categories.').waitFor();
  });

  it('adds files per marketplace and removes one by position', async () => {
    await fileInput('Amazon').setInputFiles([fixturePath('amazon-basic.pdf'), fixturePath('amazon-redownload.pdf')]);
    await dropFile(
      page.getByRole('region', { name: 'Flipkart files' }).getByText('Drop Flipkart label PDFs here'),
      'flipkart-redownload.pdf',
    );
    await expect.poll(() => fileNames('Flipkart')).toHaveLength(1);
    await fileInput('Flipkart').setInputFiles([fixturePath('flipkart-basic.pdf')]);
    await expect.poll(() => fileNames('Flipkart')).toHaveLength(2);
    await page.getByRole('button', { name: 'Remove Flipkart file 1: flipkart-redownload.pdf' }).click();

    expect((await fileNames('Amazon')).map((text) => text.split('\n')[0])).toEqual(['amazon-basic.pdf', 'amazon-redownload.pdf']);
    expect((await fileNames('Flipkart')).map((text) => text.split('\n')[0])).toEqual(['flipkart-basic.pdf']);
  });

  it('merges them in the worker into one PDF with a summary, and records the orders', async () => {
    // A station with no orders recorded yet, also when CI runs this test once more.
    await clearTables(page, ['orderLines', 'stockMovements', 'outbox']);
    await watchLongTasks();
    // The station's categories hold less than the day needs: the plan stops the merge before anything is recorded.
    expect(await mergeLabels(page)).toBe(true);
    await waitForMergedText('16 order lines recorded');
    expect(await longTasks()).toEqual([]);
    const result = page.getByRole('region', { name: 'Merged labels' });

    const rows = await summaryRows().all();
    expect(rows).toHaveLength(14);
    const cells = await Promise.all(rows.map((row) => row.locator('td').allInnerTexts()));
    expect(cells.map((row) => row[1])).toEqual([...Array(8).fill('Amazon'), ...Array(6).fill('Flipkart')]);
    expect(cells[0]).toEqual([
      '1',
      'Amazon',
      '403-1111111-0000005',
      'CAMPHOR (100G)',
      'Bhimseni Camphor Tablets 100 g',
      '4',
      'Camphor',
    ]);
    expect(cells.filter((row) => row[6] === 'Uncategorized').map((row) => row[3])).toEqual(['RM-108 BEADS', 'FK UNKNOWN/7']);
    const duplicates = await summaryRows().and(page.locator('[data-duplicate]')).locator('td:nth-child(3)').allInnerTexts();
    expect(duplicates.map((text) => text.replace(/\s+/g, ' ')).sort()).toEqual([
      '403-1111111-0000001 Duplicate',
      '403-1111111-0000003 Duplicate',
    ]);
    await result.getByText('2 duplicate orders').waitFor();
    await result.getByText("2 SKUs not in the catalogue (listed as 'Uncategorized'): RM-108 BEADS, FK UNKNOWN/7.").waitFor();

    const open = result.getByRole('link', { name: 'Open PDF' });
    expect(await result.getByRole('link', { name: 'Download PDF' }).getAttribute('download')).toMatch(
      /^labels-\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    expect((await mergedPdf(open)).getPageCount()).toBe(14);
    expect(await result.getByTestId('merged-page-count').textContent()).toBe('14 pages');

    const today = await todayInBrowser();
    // 14 pages, 16 order lines: one Amazon and one Flipkart order each hold two SKUs.
    await result.getByText(`16 order lines recorded for ${formatCalendarDay(today)}.`).waitFor();
    const lines = await readTable<OrderLine>(page, 'orderLines');
    expect(lines).toHaveLength(16);
    expect(new Set(lines.map((line) => line.date))).toEqual(new Set([today]));
    expect(lines.find((line) => line.orderId === '403-1111111-0000001')).toMatchObject({
      type: 'amazon',
      sku: 'KK-X2KQ-2DRV',
      quantity: '2',
      categoryId: 'catchandan00001',
      category: 'Chandan',
    });
    const queued = (await readTable<OutboxEntry>(page, 'outbox')).filter((entry) => entry.collection === 'order_lines');
    expect(queued.map((entry) => entry.recordId).sort()).toEqual(lines.map((line) => line.id).sort());
  });

  it('does not record the same orders twice when the same files are merged again', async () => {
    const result = page.getByRole('region', { name: 'Merged labels' });
    const firstPdf = await result.getByRole('link', { name: 'Open PDF' }).getAttribute('href');
    await mergeLabels(page);
    await result.getByText('0 order lines recorded', { exact: false }).waitFor({ timeout: 60_000 });
    await result.getByText('(16 already recorded before).', { exact: false }).waitFor();
    expect(await readTable<OrderLine>(page, 'orderLines')).toHaveLength(16);

    expect(await result.getByRole('link', { name: 'Open PDF' }).getAttribute('href')).not.toBe(firstPdf);
    const revoked = await page.evaluate(
      async (url) =>
        fetch(url ?? '').then(
          () => false,
          () => true,
        ),
      firstPdf,
    );
    expect(revoked).toBe(true);
  });

  it('names an unreadable file, and clears everything after a confirmation', async () => {
    await fileInput('Flipkart').setInputFiles([fixturePath('corrupt.pdf')]);
    await page.getByRole('button', { name: 'Merge labels' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Merge failed' }).textContent(), { timeout: 60_000 })
      .toContain('Failed to read file: corrupt.pdf');

    await page.getByRole('button', { name: 'Clear all' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clear everything?' });
    await dialog.getByRole('button', { name: 'Clear all' }).click();
    await page.getByText("Add the day's Amazon, Flipkart and Meesho label PDFs").waitFor();
    expect(await page.getByRole('region', { name: 'Merged labels' }).count()).toBe(0);
    expect(await summaryRows().count()).toBe(0);
    expect(await page.getByText('No Amazon files yet.').isVisible()).toBe(true);
    expect(await page.getByText('No Flipkart files yet.').isVisible()).toBe(true);
  });

  it('stops at once on a page that inflates past the limit, naming the file and the page', async () => {
    await fileInput('Flipkart').setInputFiles([fixturePath('flipkart-bomb.pdf')]);
    const started = Date.now();
    await page.getByRole('button', { name: 'Merge labels' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Merge failed' }).textContent(), { timeout: 60_000 })
      .toContain('flipkart-bomb.pdf page 2: compressed data inflates to more than 64 MB');
    expect(Date.now() - started).toBeLessThan(10_000);

    // Nothing was merged: Clear all asks for no confirmation.
    await page.getByRole('button', { name: 'Clear all' }).click();
    await page.getByText("Add the day's Amazon, Flipkart and Meesho label PDFs").waitFor();
  });

  it('keeps the screen responsive through a busy day, shows progress, and cancels', async () => {
    await fileInput('Amazon').setInputFiles([fixturePath('amazon-busy-day.pdf')]);
    await fileInput('Flipkart').setInputFiles([fixturePath('flipkart-busy-day.pdf')]);

    await page.getByRole('button', { name: 'Merge labels' }).click();
    const progress = page.locator('[aria-live="polite"]');
    const stage = async () => /^(Reading pages|Writing labels): (\d+) \/ (\d+)$/.exec((await progress.textContent()) ?? '');
    await expect.poll(async () => Number((await stage())?.[2]), { timeout: 60_000 }).toBeGreaterThan(0);
    // Each stage in its own pages: every Amazon page and every Flipkart page read, then one page per label written.
    const [, name, , total] = (await stage()) ?? [];
    expect(Number(total)).toBe(name === 'Reading pages' ? 3 * BUSY_DAY_ORDERS : 2 * BUSY_DAY_ORDERS);
    expect(await page.getByRole('progressbar', { name: 'Merge progress' }).count()).toBe(1);
    // Clicked in the page, at once: a click by position that waits for the button to settle could
    // land on Merge labels, which takes Cancel's place should the merge end meanwhile.
    const cancelled = await page.evaluate(() => {
      const cancel = [...document.querySelectorAll('button')].find((button) => button.textContent === 'Cancel merge');
      cancel?.click();
      return cancel !== undefined;
    });
    expect(cancelled).toBe(true);
    await page.getByRole('button', { name: 'Merge labels' }).waitFor();
    expect(await page.getByRole('region', { name: 'Merged labels' }).count()).toBe(0);
    expect(await page.getByRole('alert').filter({ hasText: 'Merge failed' }).count()).toBe(0);
    expect(await readTable<OrderLine>(page, 'orderLines')).toHaveLength(16);

    await watchLongTasks();
    await mergeLabels(page);
    await waitForMergedText(`${2 * BUSY_DAY_ORDERS} order lines recorded`);
    expect(await longTasks()).toEqual([]);

    const result = page.getByRole('region', { name: 'Merged labels' });
    expect((await mergedPdf(result.getByRole('link', { name: 'Open PDF' }))).getPageCount()).toBe(2 * BUSY_DAY_ORDERS);
    expect(await summaryRows().count()).toBe(25);
    await page.getByRole('region', { name: 'Merge summary' }).getByRole('button', { name: '10', exact: true }).click();
    expect(await summaryRows().count()).toBe(2 * BUSY_DAY_ORDERS - 225);
    expect(await readTable<OrderLine>(page, 'orderLines')).toHaveLength(16 + 2 * BUSY_DAY_ORDERS);
  });

  it('records every order of a batch before it offers the labels: a tab closed right after the links appear loses none', async () => {
    await clearTables(page, ['orderLines', 'stockMovements', 'outbox', 'mergeBatches']);
    const open = page.getByRole('region', { name: 'Merged labels' }).getByRole('link', { name: 'Open PDF' });
    const before = await open.getAttribute('href');
    await mergeLabels(page);
    // The new links: the previous merge's stay on the screen until they are replaced.
    await page.waitForFunction(
      (old) => {
        const link = [...document.querySelectorAll('section[aria-label="Merged labels"] a')].find(
          (anchor) => anchor.textContent === 'Open PDF',
        );
        return link !== undefined && link.getAttribute('href') !== old;
      },
      before,
      { polling: 'raf', timeout: 120_000 },
    );
    await page.close();

    page = await station.context.newPage();
    await page.goto(`${stack.appUrl}home/`);
    await expectHeaderTitle(page, 'Label Merger');
    const lines = await readTable<OrderLine>(page, 'orderLines');
    expect(lines).toHaveLength(2 * BUSY_DAY_ORDERS);
    const batches = await readTable<MergeBatch>(page, 'mergeBatches');
    expect(batches).toHaveLength(1);
    expect(batches[0]).toMatchObject({
      recordedLines: 2 * BUSY_DAY_ORDERS,
      orders: 2 * BUSY_DAY_ORDERS,
      date: await todayInBrowser(),
    });
    expect(new Set(lines.map((line) => line.batchId))).toEqual(new Set([batches[0]?.id]));
    const movements = await readTable<StockMovement>(page, 'stockMovements');
    expect(movements).toHaveLength(lines.filter((line) => line.categoryId !== '').length);
    const queued = await readTable<OutboxEntry>(page, 'outbox');
    expect(queued.filter((entry) => entry.collection === 'order_lines')).toHaveLength(2 * BUSY_DAY_ORDERS);
    await station.context.setOffline(false);
  });
});
