import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderLine, PackingMark, StockMovement } from '../../src/domain/records';
import type { FixtureItem } from '../fixtures/fixtureText';
import { realShapeAmazonOrders, realShapeAmazonPdf } from '../fixtures/realShapeAmazonPdf';
import { realShapeFlipkartParcels, realShapeFlipkartPdf } from '../fixtures/realShapeFlipkartPdf';
import { realShapeCatalogue } from '../fixtures/realShapeKit';
import { category, product } from '../unit/db/fixtures';
import { launchStation, type Station } from './support/browser';
import { expectHeaderTitle, mergeLabels, signIn, waitForServiceWorker } from './support/pages';
import { startStack, type Stack } from './support/stack';
import { putRecords, readTable } from './support/stationDb';

let stack: Stack;
let station: Station;
let page: Page;
let folder: string;

const AMAZON = realShapeAmazonOrders(12, { first: 200 });
const FLIPKART = realShapeFlipkartParcels(20, { first: 300, multiParcelEvery: 6 });
/** The second parcel printed twice: the same page, one parcel. */
const REPEATED = 1;

/** What the day must record: per platform + order + SKU, the units of every row and parcel added up. */
function expectedLines(): Map<string, number> {
  const lines = new Map<string, number>();
  const add = (platform: string, orderId: string, items: readonly FixtureItem[]) => {
    for (const item of items) {
      const key = `${platform}|${orderId}|${item.sku}`;
      lines.set(key, (lines.get(key) ?? 0) + item.quantity);
    }
  };
  for (const order of AMAZON) add('amazon', order.orderId, order.items);
  for (const parcel of FLIPKART) add('flipkart', parcel.orderId, parcel.items);
  return lines;
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'fat-e2e-real-shape-'));
  await writeFile(join(folder, 'amazon-real.pdf'), await realShapeAmazonPdf(AMAZON));
  await writeFile(join(folder, 'flipkart-real.pdf'), await realShapeFlipkartPdf(FLIPKART, { repeat: [REPEATED] }));
  stack = await startStack();
  station = await launchStation();
  page = await station.context.newPage();
});

afterAll(async () => {
  await station?.dispose();
  await stack?.stop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('the Label Merger on real-shaped downloads, with the network off', () => {
  it('merges them, records every order line with its summed units and takes the stock of each once', async () => {
    await page.goto(stack.appUrl);
    await signIn(page, stack.user.email, stack.user.password);
    await expectHeaderTitle(page, 'Dashboard');
    await page.goto(`${stack.appUrl}home/`);
    await expectHeaderTitle(page, 'Label Merger');
    await waitForServiceWorker(page);
    const catalogue = realShapeCatalogue();
    await putRecords(page, {
      categories: catalogue.categories.map((entry) => category(entry)),
      products: catalogue.products.map((entry) => product({ ...entry, description: entry.name })),
    });
    await station.context.setOffline(true);
    await page.reload();
    await expectHeaderTitle(page, 'Label Merger');
    await page.getByText(`Catalogue on this station: ${catalogue.products.length} products`, { exact: false }).waitFor();

    await page.locator('input[type=file][aria-label="Amazon label files"]').setInputFiles([join(folder, 'amazon-real.pdf')]);
    await page.locator('input[type=file][aria-label="Flipkart label files"]').setInputFiles([join(folder, 'flipkart-real.pdf')]);
    await mergeLabels(page);

    const expected = expectedLines();
    const result = page.getByRole('region', { name: 'Merged labels' });
    await result.getByText(`${expected.size} order lines recorded`, { exact: false }).waitFor({ timeout: 120_000 });
    expect(await result.getByTestId('merged-page-count').textContent()).toBe(`${AMAZON.length + FLIPKART.length} pages`);
    await result.getByText('1 duplicate orders').waitFor();
    await result.getByText(`(AWB ${FLIPKART[REPEATED]!.awb})`, { exact: false }).waitFor();

    const lines = await readTable<OrderLine>(page, 'orderLines');
    const recorded = new Map(lines.map((line) => [`${line.type}|${line.orderId}|${line.sku}`, Number(line.quantity)]));
    expect(recorded).toEqual(expected);
    // The browser's reader threads read each Amazon label scan's barcode into its AWB.
    const amazonParcels = new Set(lines.filter((line) => line.type === 'amazon').map((line) => `${line.orderId} ${line.awb}`));
    expect(amazonParcels).toEqual(new Set(AMAZON.map((order) => `${order.orderId} ${order.awb}`)));

    const taken = (await readTable<StockMovement>(page, 'stockMovements')).filter(
      (movement) => movement.performedBy === 'system',
    );
    const bySku = new Map<string, number>();
    for (const movement of taken) {
      const sku = movement.reason.replace('Order fulfillment for SKU: ', '');
      bySku.set(sku, (bySku.get(sku) ?? 0) + movement.quantity);
    }
    const known = new Set(catalogue.products.map((entry) => entry.sku));
    const units = new Map<string, number>();
    for (const [key, quantity] of expected) {
      const sku = key.split('|')[2] ?? '';
      if (known.has(sku)) units.set(sku, (units.get(sku) ?? 0) + quantity);
    }
    expect(bySku).toEqual(units);
    await station.context.setOffline(false);
  });

  it("packs an Amazon parcel when a USB scanner types its label barcode's AWB", async () => {
    const [parcel] = AMAZON;
    if (!parcel?.awb) throw new Error('The real-shaped Amazon orders carry an AWB barcode');
    await page.goto(`${stack.appUrl}activeOrders/`);
    await expectHeaderTitle(page, 'Active Orders');
    const packedCount = page.getByTestId('packed-count');
    await expect.poll(() => packedCount.textContent()).toMatch(/^Packed 0 of \d+$/);
    const field = page.getByRole('textbox', { name: 'Scan AWB or order id' });
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.type(parcel.awb);
    await page.keyboard.press('Enter');
    await page.getByText(`Packed: ${parcel.orderId} (AWB ${parcel.awb})`).waitFor();
    await expect.poll(() => packedCount.textContent()).toMatch(/^Packed 1 of \d+$/);
    const marks = await readTable<PackingMark>(page, 'packingMarks');
    expect(marks.map((mark) => [mark.platform, mark.orderId, mark.awb])).toEqual([['amazon', parcel.orderId, parcel.awb]]);
  });
});
