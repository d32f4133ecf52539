import PocketBase from 'pocketbase';
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { product } from '../unit/db/fixtures';
import { expectHeaderTitle, signIn } from './support/pages';
import { reportWithNotes } from './support/listingFiles';
import { e2eSession } from './support/session';

const session = e2eSession();
const page = () => session.page;
const url = (path: string) => new URL(path.replace(/^\//, ''), session.stack.appUrl).toString();
const PRODUCT_COUNT = 120;

beforeAll(async () => {
  const pb = new PocketBase(session.stack.server.url);
  await pb.collection('users').authWithPassword(session.stack.user.email, session.stack.user.password);
  for (let at = 1; at <= PRODUCT_COUNT; at++) {
    const sku = `SS-LAYOUT-${String(at).padStart(3, '0')}`;
    await pb.collection('products').create(product({ sku, name: `Chandan tilak ${at}`, categoryId: '' }));
  }
});

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const boxOf = (locator: Locator): Promise<Box> =>
  locator.evaluate((element) => {
    const { top, bottom, left, right } = element.getBoundingClientRect();
    return { top, bottom, left, right };
  });

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Whether the page itself scrolls: the window, not a region inside it. */
const pageScrolls = () =>
  page().evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollHeight > root.clientHeight;
  });

describe('screen layout faults found by a new user', () => {
  it('shows the sync status in the compact top bar of a phone', async () => {
    await page().setViewportSize({ width: 390, height: 800 });
    await page().goto(session.stack.appUrl);
    await signIn(page(), session.stack.user.email, session.stack.user.password);
    await expectHeaderTitle(page(), 'Dashboard');
    const status = page().locator('header').getByLabel('Sync status');
    await expect.poll(() => status.getByText(/^(Synced|Syncing)/).isVisible()).toBe(true);

    await session.station.context.setOffline(true);
    try {
      await expect.poll(() => status.getByText('Offline', { exact: true }).isVisible()).toBe(true);
    } finally {
      await session.station.context.setOffline(false);
    }
    await expect.poll(() => status.getByText(/^(Synced|Syncing)/).isVisible()).toBe(true);
    // Compact, not cut: the top bar's contents fit the phone's width.
    const overflowing = await page()
      .locator('header')
      .evaluate((header) => {
        const edge = header.getBoundingClientRect().right;
        const parts = header.querySelectorAll('button, h1, [aria-label="Sync status"]');
        return [...parts].filter((part) => part.getBoundingClientRect().right > edge).map((part) => part.outerHTML.slice(0, 80));
      });
    expect(overflowing).toEqual([]);
  });

  it.each([
    { width: 768, height: 1024 },
    { width: 1024, height: 768 },
    { width: 1366, height: 768 },
    { width: 768, height: 768 },
  ])('keeps the import preview whole at $width × $height: result badges uncut, Confirm import on screen', async (viewport) => {
    await page().setViewportSize(viewport);
    await page().goto(url('/products/'));
    await page().getByRole('button', { name: 'Import listings' }).click();
    const dialog = page().getByRole('dialog', { name: 'Import listings' });
    await dialog
      .getByLabel('Listing file')
      .setInputFiles({ name: 'listings.txt', mimeType: 'text/plain', buffer: reportWithNotes() });
    const confirm = dialog.getByRole('button', { name: 'Confirm import' });
    await confirm.and(page().locator(':enabled')).waitFor();
    await page().evaluate(() => Promise.allSettled(document.getAnimations().map((animation) => animation.finished)));

    const button = await boxOf(confirm);
    expect(button.bottom).toBeLessThanOrEqual(viewport.height);
    expect(button.right).toBeLessThanOrEqual(viewport.width);
    // On screen is not enough: the dialog's own edge must not cut it either.
    const reachable = await confirm.evaluate((element) => {
      const { left, right, top, bottom } = element.getBoundingClientRect();
      return [top + 2, bottom - 2].every((y) => element.contains(document.elementFromPoint((left + right) / 2, y)));
    });
    expect(reachable).toBe(true);
    const badges = dialog.getByRole('table', { name: 'Row notes' }).locator('.mantine-Badge-root');
    expect(await badges.count()).toBeGreaterThan(5);
    for (const badge of await badges.all()) {
      const cut = await badge.evaluate((element) => {
        const label = element.querySelector('.mantine-Badge-label') ?? element;
        return label.scrollWidth > label.clientWidth || element.scrollWidth > element.clientWidth;
      });
      expect(cut, (await badge.textContent()) ?? '').toBe(false);
    }
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it.each([
    { width: 1280, height: 800 },
    { width: 390, height: 800 },
  ])('keeps the product drawer’s Save button clear of notifications at $width × $height', async (viewport) => {
    await page().setViewportSize(viewport);
    await page().goto(url('/products/'));
    await page().getByRole('button', { name: 'SS-LAYOUT-001', exact: true }).click();
    const drawer = page().getByRole('dialog');
    const save = drawer.getByRole('button', { name: 'Save' });
    await drawer.getByLabel('Name').fill(`Chandan tilak, saved at ${viewport.width} px`);
    await save.click();
    const notification = page().locator('.mantine-Notification-root').filter({ hasText: 'Updated 1 product' });
    await notification.waitFor();
    await page().evaluate(() => Promise.allSettled(document.getAnimations().map((animation) => animation.finished)));
    expect(overlaps(await boxOf(notification), await boxOf(save))).toBe(false);
    // And a second save is not blocked by the first one's message.
    await save.click({ trial: true, timeout: 2000 });
    await page().keyboard.press('Escape');
  });

  it.each([
    { width: 1280, height: 600 },
    { width: 1024, height: 640 },
  ])('scrolls the products once on a short screen of $width × $height: the table, not the page', async (viewport) => {
    await page().setViewportSize(viewport);
    await page().goto(url('/products/'));
    await expect
      .poll(() =>
        page()
          .getByRole('status')
          .filter({ hasText: /^Showing / })
          .textContent(),
      )
      .toBe(`Showing ${PRODUCT_COUNT} of ${PRODUCT_COUNT}`);
    const table = page().getByTestId('products-scroll');
    expect(await table.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    expect(await pageScrolls()).toBe(false);
  });
});
