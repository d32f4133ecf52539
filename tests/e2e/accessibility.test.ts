import PocketBase from 'pocketbase';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCREENS } from '../../src/app/routes';
import { localDateKey } from '../../src/domain/orders/orderLines';
import { category, orderLine, product } from '../unit/db/fixtures';
import { accessibilityViolations, animationsSettled } from './support/axe';
import { expectHeaderTitle, signIn } from './support/pages';
import { reportWithNotes } from './support/listingFiles';
import { e2eSession } from './support/session';

const session = e2eSession();
const page = () => session.page;
const url = (path: string) => new URL(path.replace(/^\//, ''), session.stack.appUrl).toString();

/**
 * Every screen with something on it: categories with and without stock, visible, hidden and
 * uncategorized products, and today's orders for the dashboard and the analytics.
 */
beforeAll(async () => {
  const pb = new PocketBase(session.stack.server.url);
  await pb.collection('users').authWithPassword(session.stack.user.email, session.stack.user.password);
  const chandan = category({ name: 'Chandan' });
  const kaudi = category({ name: 'Kaudi', costPrice: null });
  for (const record of [chandan, kaudi]) await pb.collection('categories').create(record);
  const products = [
    product({ sku: 'CH-PW-0001', categoryId: chandan.id }),
    product({
      sku: 'SSKAU1234567',
      name: 'Kaudi shells 21 pcs',
      platform: 'flipkart',
      categoryId: kaudi.id,
      customCostPrice: 15,
    }),
    product({ sku: 'GOM-CHAK-11', name: 'Gomti chakra 11 pcs', categoryId: '' }),
    product({ sku: 'SS-HIDDEN-01', name: 'Old camphor pack', categoryId: chandan.id, visibility: 'hidden' }),
  ];
  for (const record of products) await pb.collection('products').create(record);
  const today = localDateKey(new Date());
  const lines = [
    orderLine({ date: today, type: 'amazon', orderId: 'A-1', sku: 'CH-PW-0001', categoryId: chandan.id, category: 'Chandan' }),
    orderLine({ date: today, type: 'flipkart', orderId: 'F-1', awb: 'FMPC01', sku: 'SSKAU1234567', categoryId: kaudi.id }),
    orderLine({ date: today, type: 'amazon', orderId: 'A-2', sku: 'GOM-CHAK-11', categoryId: '', category: '' }),
  ];
  for (const record of lines) await pb.collection('order_lines').create(record);
});

async function onePagePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([288, 432]).drawText('Packer note', { x: 20, y: 400, size: 12 });
  return Buffer.from(await doc.save());
}

/** Waits for the screen's data (its loaders gone, the CSS transitions of dialogs ended) before axe looks. */
async function settled(): Promise<void> {
  await expect.poll(() => page().locator('main .mantine-Loader, [role=dialog] .mantine-Loader').count()).toBe(0);
  await animationsSettled(page());
}

async function expectAccessible(where: string): Promise<void> {
  await settled();
  // Soft: one run lists the violations of every screen, not only of the first that has some.
  expect.soft(await accessibilityViolations(page()), where).toEqual([]);
}

async function useScheme(scheme: 'light' | 'dark'): Promise<void> {
  await page().evaluate((value) => localStorage.setItem('theme', value), scheme);
  await page().reload();
}

describe.each(['light', 'dark'] as const)('WCAG 2.1 AA in the %s colour scheme (axe-core)', (scheme) => {
  it('login page: sign-in, a failed sign-in, reset mode and its refusal', async () => {
    await page().goto(url('/login'));
    await useScheme(scheme);
    await page().getByRole('button', { name: 'Sign In' }).waitFor();
    await expectAccessible('login');

    await signIn(page(), session.stack.user.email, 'wrong-password');
    await page().getByRole('alert').waitFor();
    await expectAccessible('login with a failed sign-in');

    await page().getByRole('button', { name: 'Forgot Password?' }).click();
    await page().getByLabel('Email').fill(session.stack.user.email);
    await page().getByRole('button', { name: 'Send Reset Link' }).click();
    await page().getByRole('alert').waitFor();
    await expectAccessible('login in reset mode with its message');
    await page().getByRole('button', { name: 'Back to Sign In' }).click();
  });

  it('every screen of the route table, and the 404 page', async () => {
    // A retried attempt finds the first one's session: the login page then opens the Dashboard.
    await page().goto(url('/login'));
    await page().locator('input[type="email"], header h1').first().waitFor();
    if (await page().locator('input[type="email"]').isVisible()) {
      await signIn(page(), session.stack.user.email, session.stack.user.password);
    }
    await expectHeaderTitle(page(), 'Dashboard');
    for (const screen of SCREENS) {
      await page().goto(url(screen.path));
      await expectHeaderTitle(page(), screen.title);
      await expectAccessible(screen.path);
    }
    await page().goto(url('/no-such-screen/'));
    await page().getByText('404 - Not Found').waitFor();
    await expectAccessible('404');
  });

  it('products: the table with rows, the import preview and the product drawer', async () => {
    await page().goto(url('/products/'));
    await page().locator('tbody tr[data-sku="CH-PW-0001"]').waitFor();
    await expectAccessible('products with rows');

    await page().getByRole('button', { name: 'Import listings' }).click();
    const dialog = page().getByRole('dialog', { name: 'Import listings' });
    await dialog.getByLabel('Listing file').setInputFiles({
      name: 'listings.txt',
      mimeType: 'text/plain',
      buffer: reportWithNotes(),
    });
    await dialog.getByRole('button', { name: 'Confirm import' }).and(page().locator(':enabled')).waitFor();
    await expectAccessible('import preview with more notes than fit its box');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page().getByRole('button', { name: 'CH-PW-0001', exact: true }).click();
    await page().getByRole('dialog').getByRole('button', { name: 'Save' }).waitFor();
    await expectAccessible('product drawer');
    await page().keyboard.press('Escape');
  });

  it('dashboard and order analytics with recorded orders, the date picker open', async () => {
    await page().goto(url('/'));
    await page().getByRole('region', { name: 'Orders today' }).waitFor({ timeout: 30_000 });
    await expectAccessible('dashboard with orders');

    await page().goto(url('/order-analytics/'));
    await page().getByRole('table', { name: 'Figures per category' }).waitFor();
    await expectAccessible('order analytics with orders');
    await page()
      .getByRole('button', { name: /^Dates/ })
      .click();
    await page().getByRole('dialog').locator('button[data-today]').waitFor();
    await expectAccessible('order analytics with the date picker open');
    await page().keyboard.press('Escape');
  });

  it('storage: a file waiting for the server, then stored in its day, and the edit dialog', async () => {
    await page().goto(url('/storage-management/'));
    // Named per attempt: a retried test must not find the first attempt's file beside its own.
    const name = `notes-${scheme}-${Date.now()}.csv`;
    const waiting = page().getByRole('row', { name: new RegExp(`${name.replace('.', '\\.')}.*Waiting`) });
    await session.station.context.setOffline(true);
    try {
      await page()
        .locator('input[aria-label="Files to upload"]')
        .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from('sku,qty\nCH-1,2\n') });
      await waiting.waitFor();
      await expectAccessible('storage with a file waiting for the server');
    } finally {
      await session.station.context.setOffline(false);
    }
    await waiting.waitFor({ state: 'detached', timeout: 30_000 });
    const edit = page().getByRole('button', { name: `Edit ${name}` });
    await expectAccessible('storage with a stored file');
    await edit.click();
    await page().getByRole('dialog', { name: 'Edit file' }).waitFor();
    await expectAccessible('storage edit dialog');
    await page().keyboard.press('Escape');

    await page()
      .locator('input[aria-label="PDF to open"]')
      .setInputFiles({ name: `labels-${scheme}.pdf`, mimeType: 'application/pdf', buffer: await onePagePdf() });
    const viewer = page().getByRole('dialog', { name: `PDF viewer: labels-${scheme}.pdf` });
    await viewer.locator('.textLayer').getByText('Packer note').waitFor();
    await viewer.getByText('Draw', { exact: true }).click();
    await expectAccessible('the PDF viewer with its ink tools');
    await viewer.getByRole('button', { name: 'Close the viewer' }).click();
  });

  it('categories: a selected category with its stock, products and history', async () => {
    await page().goto(url('/categories/'));
    await page()
      .getByRole('table', { name: 'Categories', exact: true })
      .getByRole('button', { name: 'Chandan', exact: true })
      .click();
    await page().getByRole('heading', { name: 'Chandan', level: 3 }).waitFor();
    await expectAccessible('categories with Chandan selected');
    await page().getByRole('button', { name: 'Logout' }).click();
    await page().waitForURL(/\/login$/);
  });
});
