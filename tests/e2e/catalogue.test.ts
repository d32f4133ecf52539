import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/domain/records';
import { writeListingFixtures, type ListingFixtureName } from '../fixtures/listings/listingFixtures';
import { expectHeaderTitle, signIn, waitForPath, waitForServiceWorker } from './support/pages';
import { e2eSession } from './support/session';

const session = e2eSession();
let fixtureDir: string;

beforeAll(async () => {
  fixtureDir = await mkdtemp(join(tmpdir(), 'fat-e2e-catalogue-'));
  await writeListingFixtures(fixtureDir);
});

afterAll(async () => {
  if (fixtureDir) await rm(fixtureDir, { recursive: true, force: true });
});

/** The names the fixtures give the products: accents, '×' and '–' that only survive a right decoding. */
const GOMTI = 'Gomti Chakra 11 pcs – 2 × 2 cm, Décor';
const ALL_SKUS = ['6L-BCRX-3KUF', 'SS-GOMTI-011', 'SS-YANTRA-12', 'SSCAMPHOR100', 'SSHF001001', 'SSWK-21'];

const page = () => session.page;

async function openFromMenu(label: 'All Products' | 'Hidden Products', title: string, path: string): Promise<void> {
  const nav = page().getByRole('navigation', { name: 'Main menu' });
  const link = nav.getByRole('link', { name: label });
  if (!(await link.isVisible())) await nav.getByText('Products', { exact: true }).click();
  await link.click();
  await waitForPath(page(), path);
  await expectHeaderTitle(page(), title);
}

const productTable = () => page().getByRole('table', { name: 'Products', exact: true });
const shownSkus = () =>
  productTable()
    .locator('tbody tr[data-sku]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-sku')));
const productRow = (sku: string) => productTable().locator(`tbody tr[data-sku="${sku}"]`);
/** SKU, name, platform, category, selling price, cost price (with its source) and visibility of a row. */
const rowCells = async (sku: string) =>
  (await productRow(sku).locator('td').allInnerTexts()).slice(1).map((text) => text.replace(/\s+/g, ' ').trim());
const shownCount = () =>
  page()
    .getByRole('status')
    .filter({ hasText: /^Showing / })
    .textContent();

async function search(text: string): Promise<void> {
  const box = page().getByRole('search').getByLabel('Search');
  await box.fill(text);
  await box.press('Enter');
}

interface Preview {
  'Rows read': string;
  'To create': string;
  'To update': string;
  Skipped: string;
}

async function previewFigures(dialog: Locator): Promise<Preview> {
  const figure = (label: keyof Preview) => dialog.getByLabel(label, { exact: true }).textContent();
  return {
    'Rows read': (await figure('Rows read')) ?? '',
    'To create': (await figure('To create')) ?? '',
    'To update': (await figure('To update')) ?? '',
    Skipped: (await figure('Skipped')) ?? '',
  };
}

/** Row, SKU, result and reason of each note of the preview. */
async function rowNotes(dialog: Locator): Promise<string[][]> {
  // textContent: the result badge is upper case by style only.
  return dialog
    .getByRole('table', { name: 'Row notes' })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim())));
}

/** Opens the import dialog and picks a file; resolves once the preview is on screen. */
async function previewImport(
  file: ListingFixtureName,
  marketplace: 'Amazon' | 'Flipkart',
  updateExisting = false,
): Promise<Locator> {
  await page().getByRole('button', { name: 'Import listings' }).click();
  const dialog = page().getByRole('dialog', { name: 'Import listings' });
  await dialog.waitFor();
  if (marketplace === 'Flipkart') {
    await dialog.getByText('Flipkart', { exact: true }).click();
    await dialog.getByText('Drop the Flipkart file here, or click to choose it').waitFor();
  }
  if (updateExisting) await dialog.getByRole('switch', { name: /Update existing products/ }).check();
  await dialog.getByLabel('Listing file').setInputFiles(join(fixtureDir, file));
  await dialog.getByRole('button', { name: 'Confirm import' }).and(page().locator(':enabled')).waitFor({ timeout: 60_000 });
  return dialog;
}

async function confirmImport(dialog: Locator, summary: string): Promise<void> {
  await dialog.getByRole('button', { name: 'Confirm import' }).click();
  await dialog.getByRole('status').filter({ hasText: 'Import finished' }).getByText(summary).waitFor();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function selectRows(skus: string[]): Promise<void> {
  for (const sku of skus) await productRow(sku).getByRole('checkbox').check();
  await page().getByLabel('Selected products').getByText(`${skus.length} selected`).waitFor();
}

async function clearSelection(): Promise<void> {
  const clear = page().getByLabel('Selected products').getByRole('button', { name: 'Clear selection' });
  if (await clear.isVisible()) await clear.click();
  await page().getByLabel('Selected products').waitFor({ state: 'detached' });
}

async function serverProducts(): Promise<Product[]> {
  const pb = new PocketBase(session.stack.server.url);
  await pb.collection('users').authWithPassword(session.stack.user.email, session.stack.user.password);
  return pb.collection('products').getFullList<Product>({ sort: 'sku' });
}

describe('the catalogue in Chromium, with the real server', () => {
  it('opens All Products from the menu, empty', async () => {
    await page().goto(session.stack.appUrl);
    await signIn(page(), session.stack.user.email, session.stack.user.password);
    await expectHeaderTitle(page(), 'Dashboard');
    await openFromMenu('All Products', 'Products', '/products/');
    await page().getByText('No products yet — import a listing file').waitFor();
    expect(await shownCount()).toBe('Showing 0 of 0');
  });

  it('imports a Windows-1252 Amazon report after a preview', async () => {
    const dialog = await previewImport('amazon-windows1252.txt', 'Amazon');
    expect(await previewFigures(dialog)).toEqual({ 'Rows read': '4', 'To create': '3', 'To update': '0', Skipped: '1' });
    expect(await rowNotes(dialog)).toEqual([
      ['4', '', 'Skipped', "No SKU: 'seller-sku' is empty"],
      ['5', 'SS-YANTRA-12', 'Imported', "Price 'N/A' is not a number: imported as 0"],
    ]);
    expect(await productTable().count()).toBe(0);

    await confirmImport(dialog, '3 created, 0 updated.');
    await expect.poll(shownSkus).toEqual(['6L-BCRX-3KUF', 'SS-GOMTI-011', 'SS-YANTRA-12']);
    expect(await rowCells('SS-GOMTI-011')).toEqual([
      'SS-GOMTI-011',
      GOMTI,
      'Amazon',
      'Uncategorized',
      '₹149.50',
      '₹0.00 default',
      'Visible',
    ]);
    expect(await rowCells('6L-BCRX-3KUF')).toEqual([
      '6L-BCRX-3KUF',
      'Labdhi Ashtagandha Chandan Tilak Paste – Pack of 2',
      'Amazon',
      'Uncategorized',
      '₹199.00',
      '₹0.00 default',
      'Visible',
    ]);
  });

  it('imports a Flipkart workbook after a preview', async () => {
    const dialog = await previewImport('flipkart.xlsx', 'Flipkart');
    expect(await previewFigures(dialog)).toEqual({ 'Rows read': '5', 'To create': '3', 'To update': '0', Skipped: '2' });
    expect(await rowNotes(dialog)).toEqual([
      ['2', '', 'Skipped', 'The first row after the header is not a listing (Flipkart puts column descriptions there)'],
      ['5', '', 'Skipped', "No SKU: 'Seller SKU Id' is empty"],
      ['6', 'SSCAMPHOR100', 'Imported', "Price 'price on request' is not a number: imported as 0"],
    ]);

    await confirmImport(dialog, '3 created, 0 updated.');
    await expect.poll(shownCount).toBe('Showing 6 of 6');
    expect(await shownSkus()).toEqual(ALL_SKUS);
    expect(await rowCells('SSWK-21')).toEqual([
      'SSWK-21',
      'White Kaudi Shells – 21 pcs',
      'Flipkart',
      'Uncategorized',
      '₹89.00',
      '₹0.00 default',
      'Visible',
    ]);
  });

  it('finds products by part of the name, SKU or description, whatever the case', async () => {
    await search('cHaNdAn');
    await expect.poll(shownSkus).toEqual(['6L-BCRX-3KUF']);
    expect(await shownCount()).toBe('Showing 1 of 6');

    await search('ss-gomti');
    await expect.poll(shownSkus).toEqual(['SS-GOMTI-011']);
    expect((await rowCells('SS-GOMTI-011'))[1]).toBe(GOMTI);

    // 'FLAG MEDIUM' is the reference table's description of SSHF001001, not part of its name.
    await search('flag medium');
    await expect.poll(shownSkus).toEqual(['SSHF001001']);

    await search('décor');
    await expect.poll(shownSkus).toEqual(['SS-GOMTI-011']);

    await search('no such listing');
    await page().getByText('No products match the filters').waitFor();
    expect(await shownCount()).toBe('Showing 0 of 6');

    await page().getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(shownSkus).toEqual(ALL_SKUS);
  });

  it('sets a selling price and a custom cost price on selected products in bulk', async () => {
    await selectRows(['SS-YANTRA-12', 'SSCAMPHOR100']);
    await page().getByRole('button', { name: 'Edit selected…' }).click();
    const dialog = page().getByRole('dialog', { name: 'Edit 2 selected products' });
    await dialog.getByLabel('Field to change').selectOption({ label: 'Selling price' });
    await dialog.getByLabel('New selling price').fill('250');
    await dialog.getByRole('button', { name: 'Apply to 2 products' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await rowCells('SS-YANTRA-12'))[4]).toBe('₹250.00');
    expect((await rowCells('SSCAMPHOR100'))[4]).toBe('₹250.00');
    // Applying clears the selection: the next edit is on what is selected then.
    await page().getByLabel('Selected products').waitFor({ state: 'detached' });

    await selectRows(['SS-YANTRA-12', 'SSCAMPHOR100']);
    await page().getByRole('button', { name: 'Edit selected…' }).click();
    await dialog.getByLabel('Field to change').selectOption({ label: 'Custom cost price' });
    await dialog.getByLabel('New custom cost price').fill('95.5');
    await dialog.getByRole('button', { name: 'Apply to 2 products' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await rowCells('SS-YANTRA-12'))[5]).toBe('₹95.50 product');
    expect((await rowCells('SSCAMPHOR100'))[5]).toBe('₹95.50 product');
    expect((await rowCells('SSHF001001')).slice(4, 6)).toEqual(['₹149.00', '₹0.00 default']);
    await clearSelection();

    await search('YANTRA');
    await expect.poll(shownSkus).toEqual(['SS-YANTRA-12']);
    expect(await rowCells('SS-YANTRA-12')).toEqual([
      'SS-YANTRA-12',
      '12" Shri Yantra Frame',
      'Amazon',
      'Uncategorized',
      '₹250.00',
      '₹95.50 product',
      'Visible',
    ]);
    await page().getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(shownSkus).toEqual(ALL_SKUS);
  });

  it('hides selected products, which then appear on Hidden Products', async () => {
    await selectRows(['SS-GOMTI-011', 'SSWK-21']);
    await page().getByLabel('Selected products').getByRole('button', { name: 'Hide' }).click();
    await expect.poll(async () => (await rowCells('SSWK-21'))[6]).toBe('Hidden');
    expect((await rowCells('SS-GOMTI-011'))[6]).toBe('Hidden');
    expect((await rowCells('SSHF001001'))[6]).toBe('Visible');
    await clearSelection();

    await page().getByRole('search').getByLabel('Visibility').selectOption({ label: 'Hidden' });
    await expect.poll(shownSkus).toEqual(['SS-GOMTI-011', 'SSWK-21']);
    await page().getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(shownSkus).toEqual(ALL_SKUS);

    await openFromMenu('Hidden Products', 'Hidden Products', '/hidden-products/');
    await expect.poll(shownSkus).toEqual(['SS-GOMTI-011', 'SSWK-21']);
    expect(await shownCount()).toBe('Showing 2 of 2');
    expect((await rowCells('SS-GOMTI-011')).slice(0, 2)).toEqual(['SS-GOMTI-011', GOMTI]);
    await search('kaudi');
    await expect.poll(shownSkus).toEqual(['SSWK-21']);

    await openFromMenu('All Products', 'Products', '/products/');
    await expect.poll(shownCount).toBe('Showing 6 of 6');
  });

  it('re-imports the Amazon report with update-existing: nothing created, the file price back', async () => {
    const dialog = await previewImport('amazon-windows1252.txt', 'Amazon', true);
    expect(await previewFigures(dialog)).toEqual({ 'Rows read': '4', 'To create': '0', 'To update': '1', Skipped: '3' });
    await dialog.getByText('2 already in the catalogue with these values: nothing to update.').waitFor();

    await confirmImport(dialog, '0 created, 1 updated.');
    await expect.poll(async () => (await rowCells('SS-YANTRA-12'))[4]).toBe('₹0.00');
    // Only the price and listing details are refreshed: the custom cost and visibility stay.
    expect((await rowCells('SS-YANTRA-12')).slice(5)).toEqual(['₹95.50 product', 'Visible']);
    expect((await rowCells('SS-GOMTI-011')).slice(1)).toEqual([
      GOMTI,
      'Amazon',
      'Uncategorized',
      '₹149.50',
      '₹0.00 default',
      'Hidden',
    ]);
    expect(await shownCount()).toBe('Showing 6 of 6');
  });

  it('syncs the products to the server, and keeps them over a reload', async () => {
    await expect
      .poll(
        () =>
          page()
            .getByLabel('Sync status')
            .getByText(/pending$/)
            .count(),
        { timeout: 30_000 },
      )
      .toBe(0);
    await expect
      .poll(
        async () =>
          (await serverProducts()).map((product) => [product.sku, product.platform, product.sellingPrice, product.visibility]),
        {
          timeout: 30_000,
        },
      )
      .toEqual([
        ['6L-BCRX-3KUF', 'amazon', 199, 'visible'],
        ['SS-GOMTI-011', 'amazon', 149.5, 'hidden'],
        ['SS-YANTRA-12', 'amazon', 0, 'visible'],
        ['SSCAMPHOR100', 'flipkart', 250, 'visible'],
        ['SSHF001001', 'flipkart', 149, 'visible'],
        ['SSWK-21', 'flipkart', 89, 'hidden'],
      ]);
    const onServer = await serverProducts();
    expect(onServer.find((product) => product.sku === 'SS-GOMTI-011')?.name).toBe(GOMTI);
    expect(onServer.filter((product) => product.customCostPrice === 95.5).map((product) => product.sku)).toEqual([
      'SS-YANTRA-12',
      'SSCAMPHOR100',
    ]);

    await waitForServiceWorker(page());
    await page().reload();
    await expectHeaderTitle(page(), 'Products');
    await expect.poll(shownCount).toBe('Showing 6 of 6');
    expect(await shownSkus()).toEqual(ALL_SKUS);
  });
});
