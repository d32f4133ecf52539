import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { drawerEntries, SCREENS } from '../../src/app/routes';
import { launchStation, type Station } from './support/browser';
import { expectHeaderTitle, signIn, waitForPath, waitForServiceWorker } from './support/pages';
import { startStack, type Stack } from './support/stack';

let stack: Stack;
let station: Station;
let page: Page;

beforeAll(async () => {
  stack = await startStack();
  station = await launchStation();
  page = station.context.pages()[0] ?? (await station.context.newPage());
});

afterAll(async () => {
  await station?.dispose();
  await stack?.stop();
});

const url = (path: string) => new URL(path.replace(/^\//, ''), stack.appUrl).toString();

describe('the app shell in Chromium against a real PocketBase', () => {
  it('redirects a signed-out visitor to the login page and back to the origin after sign-in', async () => {
    await page.goto(url('/activeOrders/'));
    await page.waitForURL(/\/flipkart-amazon-tools\/login$/);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();

    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await page.getByText('Enter your email to receive a password reset link').waitFor();
    await page.getByLabel('Email').fill(stack.user.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Password reset email sent');
    await page.getByRole('button', { name: 'Back to Sign In' }).click();

    await signIn(page, stack.user.email, 'wrong-password');
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/^Sign in failed/);

    await signIn(page, stack.user.email, stack.user.password);
    await page.waitForURL(/\/activeOrders\/$/);
    await expectHeaderTitle(page, 'Active Orders');
  });

  it('opens every menu route from the side drawer', async () => {
    for (const entry of drawerEntries()) {
      const screens = entry.kind === 'link' ? [entry.screen] : entry.screens;
      for (const screen of screens) {
        const nav = page.getByRole('navigation', { name: 'Main menu' });
        if (entry.kind === 'group') {
          const link = nav.getByRole('link', { name: screen.menuLabel ?? '' });
          if (!(await link.isVisible())) await nav.getByText(entry.label, { exact: true }).click();
        }
        await nav.getByRole('link', { name: screen.menuLabel ?? '', exact: true }).click();
        await waitForPath(page, screen.path);
        await expectHeaderTitle(page, screen.title);
      }
    }
  });

  it('expands the drawer group of the current path', async () => {
    await page.goto(url('/storage-management/'));
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect.poll(() => nav.getByRole('link', { name: 'Storage Management' }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Hidden Products' }).isVisible()).toBe(false);
  });

  it('shows the 404 page for an unknown path, titled Label Merger', async () => {
    await page.goto(url('/no-such-screen/'));
    await page.getByText('404 - Not Found').waitFor();
    await page.getByText('The page you are looking for does not exist.').waitFor();
    await expectHeaderTitle(page, 'Label Merger');
    await page.getByRole('button', { name: 'Go Home' }).click();
    await waitForPath(page, '/');
    await expectHeaderTitle(page, 'Dashboard');
  });

  it('keeps dark mode after a reload', async () => {
    const scheme = () => page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
    expect(await scheme()).toBe('light');
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    expect(await scheme()).toBe('dark');
    await page.reload();
    await expectHeaderTitle(page, 'Dashboard');
    expect(await scheme()).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    expect(await scheme()).toBe('light');
  });

  it('starts and navigates with the network off after one visit', async () => {
    await waitForServiceWorker(page);
    await station.context.setOffline(true);
    try {
      await page.reload();
      await expectHeaderTitle(page, 'Dashboard');
      const nav = page.getByRole('navigation', { name: 'Main menu' });
      await nav.getByText('Products', { exact: true }).click();
      await nav.getByRole('link', { name: 'All Products' }).click();
      await expectHeaderTitle(page, 'Products');
      await page.goto(url('/categories/'));
      await expectHeaderTitle(page, 'Categories & Inventory');
    } finally {
      await station.context.setOffline(false);
    }
  });

  it('signs out to the login page, and protected routes redirect again', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/login$/);
    await page.goto(url('/products/'));
    await page.waitForURL(/\/login$/);
    await signIn(page, stack.user.email, stack.user.password);
    await page.waitForURL(/\/products\/$/);
    await expectHeaderTitle(page, 'Products');
    expect(SCREENS.length).toBeGreaterThan(10);
  });
});
