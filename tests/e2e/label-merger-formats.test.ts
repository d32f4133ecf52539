import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MergeBatch, StoredFile } from '../../src/domain/records';
import { meeshoFixturePdf } from '../fixtures/meeshoFixturePdf';
import { realShapeAmazonOrders, realShapeAmazonPdf } from '../fixtures/realShapeAmazonPdf';
import { realShapeFlipkartParcels, realShapeFlipkartPdf } from '../fixtures/realShapeFlipkartPdf';
import { realShapeCatalogue } from '../fixtures/realShapeKit';
import { category, product } from '../unit/db/fixtures';
import { accessibilityViolations } from './support/axe';
import { expectHeaderTitle, signIn, waitForPath } from './support/pages';
import { e2eSession } from './support/session';
import { clearTables, putRecords, readTable } from './support/stationDb';

const session = e2eSession();
const page = () => session.page;
const VIEWPORT = { width: 1366, height: 768 };

const AMAZON = realShapeAmazonOrders(5, { first: 500 });
const FLIPKART = realShapeFlipkartParcels(6, { first: 600 });
/** A SKU of no catalogue, on two Meesho labels: the result names it once. */
const NEW_SKU = 'MEESHO-NEW-01';
const MEESHO = [
  { orderNo: '223456789012_1', sku: NEW_SKU, quantity: 1 },
  { orderNo: '223456789013_1', sku: 'KAUDI_25+PACK', quantity: 2 },
  { orderNo: '223456789014_1', sku: NEW_SKU, quantity: 2 },
];

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'fat-e2e-formats-'));
  await writeFile(join(folder, 'amazon-day.pdf'), await realShapeAmazonPdf(AMAZON));
  await writeFile(join(folder, 'flipkart-day.pdf'), await realShapeFlipkartPdf(FLIPKART));
  await writeFile(join(folder, 'meesho-day.pdf'), await meeshoFixturePdf(MEESHO));
});

afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** Whole inside the window, with the page not scrolled: seen and clicked without scrolling. */
async function expectOnScreen(locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(VIEWPORT.height);
  expect(box!.x + box!.width).toBeLessThanOrEqual(VIEWPORT.width);
  expect(await page().evaluate(() => window.scrollY)).toBe(0);
}

/** The merged PDF behind the result's link, fetched by the page itself (a blob: URL lives only there). */
async function mergedPdf(href: string): Promise<PDFDocument> {
  const base64 = await page().evaluate(async (url) => {
    const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  }, href);
  return PDFDocument.load(Buffer.from(base64, 'base64'));
}

describe('the Label Merger at 1366 × 768, three marketplaces in the thermal layout', () => {
  it('shows every marketplace and Merge labels without scrolling', async () => {
    await page().setViewportSize(VIEWPORT);
    await page().goto(session.stack.appUrl);
    await signIn(page(), session.stack.user.email, session.stack.user.password);
    await expectHeaderTitle(page(), 'Dashboard');
    await page().goto(`${session.stack.appUrl}home/`);
    await expectHeaderTitle(page(), 'Label Merger');
    const catalogue = realShapeCatalogue();
    await putRecords(page(), {
      categories: catalogue.categories.map((entry) => category(entry)),
      products: catalogue.products.map((entry) => product({ ...entry, description: entry.name })),
    });
    await clearTables(page(), ['orderLines', 'mergeBatches', 'files']);
    // Written beside the app's Dexie, which learns of them on the next load.
    await page().reload();
    await expectHeaderTitle(page(), 'Label Merger');
    await page().getByText(`Catalogue on this station: ${catalogue.products.length} products`, { exact: false }).waitFor();

    await page().locator('input[type=file][aria-label="Amazon label files"]').setInputFiles(join(folder, 'amazon-day.pdf'));
    await page().locator('input[type=file][aria-label="Flipkart label files"]').setInputFiles(join(folder, 'flipkart-day.pdf'));
    await page().locator('input[type=file][aria-label="Meesho label files"]').setInputFiles(join(folder, 'meesho-day.pdf'));
    for (const name of ['Amazon', 'Flipkart', 'Meesho']) {
      const files = page().getByRole('list', { name: `${name} file list` });
      await files.waitFor();
      await expectOnScreen(files);
    }
    // Folded away until asked for.
    expect(await page().getByRole('region', { name: 'Sort and merge options' }).count()).toBe(0);
    await expectOnScreen(page().getByRole('button', { name: 'Merge labels' }));
  });

  it('unfolds the options to choose Thermal 4x6, and merges with Merge labels still on screen', async () => {
    const toggle = page().getByRole('button', { name: 'Options' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const options = page().getByRole('region', { name: 'Sort and merge options' });
    await options.getByText('Thermal 4x6', { exact: true }).click();
    await expect.poll(() => options.getByRole('radio', { name: 'Thermal 4x6' }).isChecked()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await accessibilityViolations(page())).toEqual([]);

    const merge = page().getByRole('button', { name: 'Merge labels' });
    await expectOnScreen(merge);
    await merge.click();
    const anyway = page().getByRole('button', { name: 'Merge anyway' });
    const result = page().getByRole('region', { name: 'Merged labels' });
    await anyway.or(result).first().waitFor({ timeout: 120_000 });
    if (await anyway.isVisible()) {
      // The stock plan arrives below the buttons: it pushes none of them away.
      await expectOnScreen(anyway);
      await expectOnScreen(page().getByRole('button', { name: 'Clear all' }));
      await anyway.click();
    }
    await result.waitFor({ timeout: 120_000 });
  });

  it('keeps the merged PDF in Files, linked to its batch, and lists it on Storage Management', async () => {
    const result = page().getByRole('region', { name: 'Merged labels' });
    const saved = result.getByRole('link', { name: 'Saved to Files' });
    await saved.waitFor({ timeout: 30_000 });

    const [batch] = await readTable<MergeBatch>(page(), 'mergeBatches');
    const files = await readTable<StoredFile>(page(), 'files');
    expect(files.map((file) => [file.kind, file.batchId, file.day, file.name])).toEqual([
      ['merged-labels', batch?.id, batch?.date, `labels-${batch?.date}.pdf`],
    ]);

    await saved.click();
    await waitForPath(page(), '/storage-management/');
    await page().getByText(`labels-${batch?.date}.pdf`).first().waitFor();
    // The merge session outlives the screen: back on it, the result is as it was.
    await page().goBack();
    await expectHeaderTitle(page(), 'Label Merger');
  });

  it('puts the result where the options were, Print first and on screen, and prints', async () => {
    const result = page().getByRole('region', { name: 'Merged labels' });
    const total = AMAZON.length + FLIPKART.length + MEESHO.length;
    expect(await result.getByTestId('merged-page-count').textContent()).toBe(`${total} pages`);
    expect(await page().getByRole('region', { name: 'Sort and merge options' }).count()).toBe(0);

    const print = result.getByRole('button', { name: 'Print' });
    await expectOnScreen(print);
    expect(await accessibilityViolations(page())).toEqual([]);
    const href = (await result.getByRole('link', { name: 'Open PDF' }).getAttribute('href')) ?? '';
    // The print dialog is the browser's; headless Chromium's crashes the page. The frame's window is
    // stood in for, so the test sees what the button asks of it: the merged PDF loaded, then printed.
    await page().evaluate(() => {
      const printed: string[] = [];
      (window as unknown as { printed: string[] }).printed = printed;
      Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
        configurable: true,
        get(this: HTMLIFrameElement) {
          return { focus: () => undefined, print: () => printed.push(this.src) };
        },
      });
    });
    await print.click();
    const frame = page().locator('iframe#label-merger-print-frame');
    await frame.waitFor({ state: 'attached' });
    expect(await frame.getAttribute('src')).toBe(href);
    await expect.poll(() => page().evaluate(() => (window as unknown as { printed: string[] }).printed)).toEqual([href]);

    const pdf = await mergedPdf(href);
    expect(pdf.getPageCount()).toBe(total);
    // Thermal 4x6: every page 288 × 432 pt.
    expect(new Set(pdf.getPages().map((each) => `${each.getWidth()} x ${each.getHeight()}`))).toEqual(new Set(['288 x 432']));

    // The short summary: each unknown SKU named once, with where to add it.
    const unknown = (await result.getByTestId('unknown-skus').textContent()) ?? '';
    expect(unknown.split(NEW_SKU)).toHaveLength(2);
    const rows = page().getByRole('table', { name: 'Summary of merged pages' }).locator('tbody tr');
    expect(await rows.filter({ hasText: NEW_SKU }).count()).toBe(2);
    expect(await result.getByRole('link', { name: 'Add them to the catalogue' }).getAttribute('href')).toMatch(/\/products\/$/);

    // Open offers the app's viewer too, beside the browser's tab.
    const [batch] = await readTable<MergeBatch>(page(), 'mergeBatches');
    await result.getByRole('button', { name: 'Open in viewer' }).click();
    const viewer = page().getByRole('dialog', { name: `PDF viewer: labels-${batch?.date}.pdf` });
    await viewer.locator('.pdfViewer .page canvas').first().waitFor({ timeout: 30_000 });
    await viewer.getByRole('button', { name: 'Close the viewer' }).click();
    await viewer.waitFor({ state: 'detached' });
  });
});
