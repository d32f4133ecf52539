import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export async function signIn(page: Page, email: string, password: string, rememberMe = false): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  if (rememberMe) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function headerTitle(page: Page): Promise<string> {
  return (await page.locator('header h1').textContent()) ?? '';
}

export async function expectHeaderTitle(page: Page, title: string): Promise<void> {
  await page.locator('header h1', { hasText: title }).waitFor();
  expect(await headerTitle(page)).toBe(title);
}

export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(
    async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const controller = navigator.serviceWorker.controller;
      // Activated, not activating, and the precache holds the page an offline reload needs.
      if (!registration?.active || controller?.state !== 'activated') return false;
      return (await caches.match(new URL('index.html', registration.scope).href)) !== undefined;
    },
    undefined,
    { timeout: 30_000 },
  );
}

/** Waits for a client-side navigation to an app path ('/' is the app's base, with or without its slash). */
export async function waitForPath(page: Page, appPath: string): Promise<void> {
  const expected = `/flipkart-amazon-tools${appPath}`.replace(/\/$/, '');
  await page.waitForURL((current) => current.pathname.replace(/\/$/, '') === expected, { waitUntil: 'commit' });
}

/**
 * Clicks Merge labels and waits until the merge ends or stops on its stock plan; a plan short of
 * stock (the fixtures' categories hold little) is accepted with Merge anyway, as a packer would.
 * Returns whether the plan was shown.
 */
export async function mergeLabels(page: Page): Promise<boolean> {
  await page.getByRole('button', { name: 'Merge labels' }).click();
  await page.waitForFunction(
    () => {
      const buttons = [...document.querySelectorAll('button')];
      const named = (name: string) => buttons.filter((button) => button.textContent === name);
      return named('Merge anyway').length > 0 || named('Merge labels').some((button) => !button.disabled);
    },
    undefined,
    { polling: 250, timeout: 180_000 },
  );
  const anyway = page.getByRole('button', { name: 'Merge anyway' });
  if ((await anyway.count()) === 0) return false;
  await anyway.click();
  return true;
}
