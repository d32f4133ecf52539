import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTransactionFixtures } from '../fixtures/transactions/transactionFixtures';
import { accessibilityViolations, animationsSettled } from './support/axe';
import { expectHeaderTitle, signIn, waitForPath } from './support/pages';
import { e2eSession } from './support/session';

const session = e2eSession();
let fixtureDir: string;
const page = () => session.page;
const FILES = ['amazon-date-range.csv', 'flipkart-pnl.xlsx', 'flipkart-settlement.xlsx'];

beforeAll(async () => {
  fixtureDir = await mkdtemp(join(tmpdir(), 'fat-e2e-transactions-'));
  await writeTransactionFixtures(fixtureDir);
});

afterAll(async () => {
  if (fixtureDir) await rm(fixtureDir, { recursive: true, force: true });
});

const tile = (name: string) => page().getByRole('group', { name, exact: true }).locator('p').nth(1).textContent();

/** Chooses the files in the import dialog and waits for its preview; returns the preview's figures line. */
async function importFiles(files: string[], added: string): Promise<string> {
  await page().getByRole('button', { name: 'Import transactions' }).click();
  const dialog = page().getByRole('dialog', { name: 'Import transactions' });
  await dialog.getByLabel('Payment reports').setInputFiles(files.map((file) => join(fixtureDir, file)));
  const preview = dialog.getByRole('group', { name: 'Import preview' });
  await preview.waitFor({ timeout: 60_000 });
  const figures = (await preview.getByText(/^Rows read/).textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Confirm import' }).click();
  await dialog.getByRole('status').filter({ hasText: added }).waitFor();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  return figures;
}

describe('Transaction Analytics in Chromium, with the real server', () => {
  it('imports both marketplaces, and a second import of the same files changes nothing', async () => {
    await page().goto(session.stack.appUrl);
    await signIn(page(), session.stack.user.email, session.stack.user.password);
    await page().getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Transaction Analytics' }).click();
    await waitForPath(page(), '/transactions/');
    await expectHeaderTitle(page(), 'Transaction Analytics');
    await page().getByText('No transactions imported yet.').waitFor();

    // 5 Amazon rows, 4 P&L rows (a totals row skipped), 2 Settlement rows: 10 transactions.
    expect(await importFiles(FILES, '10 transactions added')).toMatch(/Rows read 11 · new 10 · already imported 0 · skipped 1/);
    await page().getByText('Imported data: 01/04/2025 to 10/04/2025').waitFor();
    const totals = { net: await tile('Net Received'), sales: await tile('Gross Sales'), units: await tile('Units sold') };
    expect(totals.net).toMatch(/178\.14/);
    expect(totals.units).toBe('6');

    expect(await importFiles(FILES, '0 transactions added')).toMatch(/new 0 · already imported 10/);
    expect({ net: await tile('Net Received'), sales: await tile('Gross Sales'), units: await tile('Units sold') }).toEqual(
      totals,
    );

    const pb = new PocketBase(session.stack.server.url);
    await pb.collection('users').authWithPassword(session.stack.user.email, session.stack.user.password);
    await expect.poll(async () => (await pb.collection('transactions').getList(1, 1)).totalItems, { timeout: 30_000 }).toBe(10);
  });

  it.each(['light', 'dark'] as const)(
    'passes axe (%s) with the figures shown and with the import dialog open',
    async (scheme) => {
      await page().evaluate((value) => localStorage.setItem('theme', value), scheme);
      await page().reload();
      await page().getByRole('table', { name: 'Figures by SKU' }).waitFor();
      await animationsSettled(page());
      expect.soft(await accessibilityViolations(page()), `Transaction Analytics (${scheme})`).toEqual([]);
      await page().getByRole('button', { name: 'Import transactions' }).click();
      await page().getByRole('dialog', { name: 'Import transactions' }).waitFor();
      await animationsSettled(page());
      expect.soft(await accessibilityViolations(page()), `Import transactions dialog (${scheme})`).toEqual([]);
      await page().keyboard.press('Escape');
      await page().getByRole('dialog', { name: 'Import transactions' }).waitFor({ state: 'detached' });
    },
  );
});
