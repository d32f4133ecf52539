import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import PocketBase from 'pocketbase';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, StockMovement } from '../../src/domain/records';
import { labelFixture } from '../fixtures/labelFixtures';
import { FIXTURE_CATALOGUE } from '../fixtures/labelFixtureData';
import { product } from '../unit/db/fixtures';
import { launchStation, type Station } from './support/browser';
import { expectHeaderTitle, mergeLabels, signIn, waitForPath } from './support/pages';
import { startStack, type Stack } from './support/stack';
import { readTable } from './support/stationDb';

let stack: Stack;
let station: Station;
let page: Page;
let fixtureDir: string;
const AMAZON_LABELS = 'amazon-basic.pdf';

beforeAll(async () => {
  fixtureDir = await mkdtemp(join(tmpdir(), 'fat-e2e-stock-'));
  await writeFile(join(fixtureDir, AMAZON_LABELS), await labelFixture(AMAZON_LABELS));
  stack = await startStack();
  station = await launchStation();
  page = await station.context.newPage();
});

afterAll(async () => {
  await station?.dispose();
  await stack?.stop();
  if (fixtureDir) await rm(fixtureDir, { recursive: true, force: true });
});

let signedIn: Promise<PocketBase> | undefined;

/** Signed in once: the server allows 20 sign-ins a minute from one address, and the checks poll. */
function serverClient(): Promise<PocketBase> {
  signedIn ??= (async () => {
    const pb = new PocketBase(stack.server.url);
    pb.autoCancellation(false);
    await pb.collection('users').authWithPassword(stack.user.email, stack.user.password);
    return pb;
  })();
  return signedIn;
}

/** The category's quantity as the server keeps it (0 without inventory); null before the server has it. */
async function serverQuantity(name: string): Promise<number | null> {
  const pb = await serverClient();
  const [found] = await pb.collection('categories').getFullList<Category>({ filter: pb.filter('name = {:name}', { name }) });
  return found ? (found.inventory?.totalQuantity ?? 0) : null;
}

async function openFromMenu(group: string, label: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const link = nav.getByRole('link', { name: label });
  if (!(await link.isVisible())) await nav.getByText(group, { exact: true }).click();
  await link.click();
}

const categoryTable = () => page.getByRole('table', { name: 'Categories', exact: true });
const categoryRow = (name: string) =>
  categoryTable()
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name, exact: true }) });
/** Name, tag, cost price, quantity, threshold, status, products. */
const rowCells = async (name: string) =>
  (await categoryRow(name).locator('td').allInnerTexts()).slice(0, 7).map((text) => text.trim());
const shownQuantity = (name: string) => rowCells(name).then((cells) => Number(cells[3]));
const details = (name: string) => page.getByRole('region', { name: `Category ${name}` });
const pendingMarks = () => categoryTable().getByRole('img', { name: /pending movement/ });

async function select(name: string): Promise<Locator> {
  await categoryTable().getByRole('button', { name, exact: true }).click();
  const panel = details(name);
  await panel.waitFor();
  return panel;
}

async function createCategory(name: string, tag: string, costPrice: string): Promise<void> {
  await page.getByRole('button', { name: 'New category' }).click();
  const dialog = page.getByRole('dialog', { name: 'New category' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Tag').fill(tag);
  await dialog.getByLabel('Cost price').fill(costPrice);
  await dialog.getByRole('button', { name: 'Create category' }).click();
  await dialog.waitFor({ state: 'detached' });
  await categoryRow(name).waitFor();
}

async function adjust(panel: Locator, direction: 'Add' | 'Remove', quantity: number, reason: string): Promise<void> {
  const form = panel.getByRole('form', { name: 'Adjust stock' });
  await form.getByText(direction, { exact: true }).click();
  await form.getByLabel('Quantity').fill(String(quantity));
  await form.getByLabel('Reason').fill(reason);
  await form.getByRole('button', { name: `${direction} stock` }).click();
}

/** Every movement has reached the server and the server's quantities are back on the screen. */
async function waitForSync(): Promise<void> {
  await expect.poll(() => pendingMarks().count(), { timeout: 30_000 }).toBe(0);
  await expect
    .poll(
      () =>
        page
          .getByLabel('Sync status')
          .getByText(/pending$/)
          .count(),
      { timeout: 30_000 },
    )
    .toBe(0);
}

const lowStockSeverity = (name: string) =>
  page
    .getByRole('table', { name: 'Low-stock categories' })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name, exact: true }) })
    .locator('[data-severity]');

/** Who, type, quantity, before, after and reason of each movement, newest first. */
async function historyRows(panel: Locator): Promise<string[][]> {
  const rows = await panel.getByRole('table', { name: 'Operation history' }).locator('tbody tr').all();
  return Promise.all(
    rows.map(async (row) => (await row.locator('td').allInnerTexts()).slice(1).map((text) => text.replace(/\s+/g, ' ').trim())),
  );
}

describe('the Categories & Inventory screen in Chromium, with the real server', () => {
  it('opens from the menu and creates categories', async () => {
    await page.goto(stack.appUrl);
    await signIn(page, stack.user.email, stack.user.password);
    await expectHeaderTitle(page, 'Dashboard');
    await openFromMenu('Management', 'Categories & Inventory');
    await waitForPath(page, '/categories/');
    await expectHeaderTitle(page, 'Categories & Inventory');
    await page.getByText('No categories yet: create one, or import a categories CSV.').waitFor();

    await createCategory('Chandan', 'puja', '40');
    await createCategory('Kaudi', 'shells', '12.5');
    expect(await rowCells('Chandan')).toEqual(['Chandan', 'puja', '₹40.00', '0', '5', 'Out of stock', '0']);
    expect(await rowCells('Kaudi')).toEqual(['Kaudi', 'shells', '₹12.50', '0', '5', 'Out of stock', '0']);
    await expect.poll(() => serverQuantity('Kaudi'), { timeout: 30_000 }).toBe(0);
  });

  it('adjusts stock with a reason; the server applies it and the shown quantity stays', async () => {
    const chandan = await select('Chandan');
    await adjust(chandan, 'Add', 20, 'Opening stock');
    await expect.poll(() => shownQuantity('Chandan')).toBe(20);
    const kaudi = await select('Kaudi');
    await adjust(kaudi, 'Add', 10, 'Opening stock');
    await adjust(kaudi, 'Remove', 1, 'Broken shell');
    await expect.poll(() => shownQuantity('Kaudi')).toBe(9);

    await waitForSync();
    expect(await serverQuantity('Chandan')).toBe(20);
    expect(await serverQuantity('Kaudi')).toBe(9);
    await expect.poll(() => shownQuantity('Kaudi')).toBe(9);
    // The server's own figures, once it has applied the movements.
    await expect
      .poll(() => historyRows(kaudi), { timeout: 30_000 })
      .toEqual([
        [stack.user.email, 'Remove', '−1', '10', '9', 'Broken shell'],
        [stack.user.email, 'Add', '+10', '0', '10', 'Opening stock'],
      ]);
  });

  it('transfers stock between categories', async () => {
    const chandan = await select('Chandan');
    const form = chandan.getByRole('form', { name: 'Transfer' });
    await form.getByRole('combobox', { name: 'Transfer to' }).click();
    await page.getByRole('option', { name: 'Kaudi' }).click();
    await form.getByLabel('Quantity').fill('25');
    await form.getByRole('button', { name: 'Transfer stock' }).click();
    await form.getByText('Failed to transfer inventory: Insufficient inventory in source category').waitFor();

    await form.getByLabel('Quantity').fill('4');
    await form.getByRole('button', { name: 'Transfer stock' }).click();
    await expect.poll(() => shownQuantity('Chandan')).toBe(16);
    expect(await shownQuantity('Kaudi')).toBe(13);
    await waitForSync();
    expect(await serverQuantity('Chandan')).toBe(16);
    expect(await serverQuantity('Kaudi')).toBe(13);
    await expect
      .poll(async () => (await historyRows(chandan))[0], { timeout: 30_000 })
      .toEqual([stack.user.email, 'Transfer to Kaudi', '−4', '20', '16', 'Transfer to Kaudi']);
  });

  it('changes a threshold and the low-stock badge follows', async () => {
    expect(await page.getByRole('table', { name: 'Low-stock categories' }).count()).toBe(0);
    const kaudi = await select('Kaudi');
    const form = kaudi.getByRole('form', { name: 'Threshold' });
    await form.getByLabel('Low-stock threshold').fill('20');
    await form.getByRole('button', { name: 'Save threshold' }).click();
    await expect.poll(() => lowStockSeverity('Kaudi').getAttribute('data-severity')).toBe('low');
    expect(await lowStockSeverity('Kaudi').innerText()).toBe('Low');
    expect((await rowCells('Kaudi')).slice(3, 6)).toEqual(['13', '20', 'Low stock']);

    await form.getByLabel('Low-stock threshold').fill('30');
    await form.getByRole('button', { name: 'Save threshold' }).click();
    await expect.poll(() => lowStockSeverity('Kaudi').getAttribute('data-severity')).toBe('critical');
    expect(await lowStockSeverity('Kaudi').innerText()).toBe('Critical');
    await expect
      .poll(
        async () => {
          const pb = await serverClient();
          const [kaudiOnServer] = await pb.collection('categories').getFullList<Category>({ filter: 'name = "Kaudi"' });
          return kaudiOnServer?.inventory;
        },
        { timeout: 30_000 },
      )
      .toMatchObject({ totalQuantity: 13, lowStockThreshold: 30 });
  });

  it('downloads the inventory report as CSV', async () => {
    const report = page.getByRole('region', { name: 'Inventory report' });
    expect(await report.getByRole('group', { name: 'Total quantity' }).innerText()).toContain('29');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      report.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^inventory-report-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile(await download.path(), 'utf8');
    expect(text.startsWith('\ufeff')).toBe(true);
    const lines = text.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toBe('id,name,quantity,threshold,status,productCount');
    expect(lines.slice(1).map((line) => line.split(',').slice(1).join(','))).toEqual([
      'Chandan,16,5,in-stock,0',
      'Kaudi,13,30,low-stock,0',
    ]);
  });

  it('takes the stock of a label batch once, however often it is merged', async () => {
    const categories = await readTable<Category>(page, 'categories');
    const idOf = (name: string) => categories.find((category) => category.name === name)?.id ?? '';
    const fixtureCategory = (id: string) => FIXTURE_CATALOGUE.categories.find((category) => category.id === id)?.name;
    // The fixtures' Chandan and Kaudi products, in the categories made on the screen, from another station via the server.
    const pb = await serverClient();
    for (const entry of FIXTURE_CATALOGUE.products) {
      const name = fixtureCategory(entry.categoryId);
      if (name !== 'Chandan' && name !== 'Kaudi') continue;
      await pb.collection('products').create(product({ ...entry, description: entry.name, categoryId: idOf(name) }));
    }
    await expect.poll(() => rowCells('Kaudi').then((cells) => cells[6]), { timeout: 30_000 }).toBe('2');
    expect((await rowCells('Chandan'))[6]).toBe('2');

    await openFromMenu('Orders', 'Merge Labels');
    await expectHeaderTitle(page, 'Label Merger');
    await page.getByText('Catalogue on this station: 4 products in 2 categories.').waitFor();
    await page.locator('input[type=file][aria-label="Amazon label files"]').setInputFiles(join(fixtureDir, AMAZON_LABELS));
    const result = page.getByRole('region', { name: 'Merged labels' });
    await mergeLabels(page);
    await result.getByText('order lines recorded for', { exact: false }).waitFor({ timeout: 60_000 });
    await mergeLabels(page);
    await result.getByText('already recorded before', { exact: false }).waitFor({ timeout: 60_000 });
    expect(await result.getByText('0 order lines recorded', { exact: false }).count()).toBe(1);

    await openFromMenu('Management', 'Categories & Inventory');
    await expectHeaderTitle(page, 'Categories & Inventory');
    // The batch holds 2 Chandan and 3 Kaudi (amazon-basic.pdf): taken once.
    await expect.poll(() => shownQuantity('Chandan')).toBe(14);
    await expect.poll(() => shownQuantity('Kaudi')).toBe(10);
    await waitForSync();
    expect(await serverQuantity('Chandan')).toBe(14);
    expect(await serverQuantity('Kaudi')).toBe(10);
    await expect.poll(() => shownQuantity('Chandan')).toBe(14);

    const orderMovements = (await readTable<StockMovement>(page, 'stockMovements')).filter(
      (movement) => movement.performedBy === 'system',
    );
    expect(orderMovements.map((movement) => [movement.reason, movement.quantity]).sort()).toEqual([
      ['Order fulfillment for SKU: KAUDI_25+PACK', 3],
      ['Order fulfillment for SKU: KK-X2KQ-2DRV', 2],
    ]);
    const chandan = await select('Chandan');
    await expect
      .poll(async () => (await historyRows(chandan))[0], { timeout: 30_000 })
      .toEqual(['system', 'Remove', '−2', '16', '14', 'Order fulfillment for SKU: KK-X2KQ-2DRV']);
    expect(await lowStockSeverity('Kaudi').getAttribute('data-severity')).toBe('critical');
  });

  it('deletes a category after confirming, leaving its products uncategorized', async () => {
    await categoryTable().getByRole('button', { name: 'Delete Kaudi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Kaudi?' });
    await dialog.getByText('2 products use this category').waitFor();
    await dialog.getByText('They will become uncategorized.').waitFor();
    expect(await dialog.getByRole('table', { name: 'Products using Kaudi' }).locator('tbody tr').count()).toBe(2);
    await dialog.getByRole('button', { name: 'Delete category' }).click();
    await categoryRow('Kaudi').waitFor({ state: 'detached' });

    const pb = await serverClient();
    await expect
      .poll(
        async () =>
          (await pb.collection('products').getFullList({ filter: 'sku = "KAUDI_25+PACK"' })).map((record) => record.categoryId),
        {
          timeout: 30_000,
        },
      )
      .toEqual(['', '']);
  });

  it('exports categories and the inventory report with formula-like text quoted, and imports its own export back unchanged', async () => {
    const formula = '=HYPERLINK("http://127.0.0.1/x","Click")';
    await createCategory(formula, '@tag', '7');
    const downloaded = async (button: Locator, name: string) => {
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      const path = join(fixtureDir, name);
      await download.saveAs(path);
      return { path, rows: Papa.parse<string[]>((await readFile(path, 'utf8')).slice(1), { skipEmptyLines: true }).data };
    };

    const categories = await downloaded(page.getByRole('button', { name: 'Export categories CSV' }), 'categories.csv');
    expect(categories.rows).toContainEqual([`'${formula}`, '', "'@tag", '7']);
    const report = await downloaded(
      page.getByRole('region', { name: 'Inventory report' }).getByRole('button', { name: 'Download CSV' }),
      'report.csv',
    );
    expect(report.rows.map((row) => row[1])).toContain(`'${formula}`);

    await page.locator('input[type=file][aria-label="Import categories CSV"]').setInputFiles(categories.path);
    await page.getByText('0 to create, 2 to update, 0 skipped.').waitFor();
    await page.getByRole('button', { name: 'Import 2 categories' }).click();
    await page.getByText('0 created, 2 updated, 0 skipped.').waitFor();
    expect((await rowCells(formula)).slice(0, 3)).toEqual([formula, '@tag', '₹7.00']);
  });
});
