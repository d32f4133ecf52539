import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSession } from './support/session';
import { expectHeaderTitle, signIn, waitForPath, waitForServiceWorker } from './support/pages';

const session = e2eSession();
/** The tab the first case opens; the second case signs out next door and watches it follow. */
let secondTab: Page | null = null;

describe('a second tab without Remember me', () => {
  it('opens signed in while offline, the session kept out of localStorage', async () => {
    const { page, stack, station } = session;
    await page.goto(stack.appUrl);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await signIn(page, stack.user.email, stack.user.password, false);
    await expectHeaderTitle(page, 'Dashboard');
    await waitForServiceWorker(page);

    await station.context.setOffline(true);
    const second = await station.context.newPage();
    secondTab = second;
    try {
      await second.goto(`${stack.appUrl}categories/`);
      await expectHeaderTitle(second, 'Categories & Inventory');
      await waitForPath(second, '/categories/');
      const saved = await second.evaluate(() => ({
        local: localStorage.getItem('pocketbase_auth'),
        session: sessionStorage.getItem('pocketbase_auth'),
      }));
      expect(saved.local).toBeNull();
      expect(saved.session).toContain(stack.user.email);
    } finally {
      await station.context.setOffline(false);
    }
  });

  it('signs the other tabs out with this one, and asks to sign in once no tab is signed in', async () => {
    const { page, stack, station } = session;
    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/login');
    if (!secondTab) throw new Error('The first case did not open a second tab');
    await waitForPath(secondTab, '/login');
    await secondTab.getByRole('button', { name: 'Sign In' }).waitFor();
    await secondTab.close();
    const third = await station.context.newPage();
    try {
      await third.goto(`${stack.appUrl}categories/`);
      await waitForPath(third, '/login');
      await third.getByRole('button', { name: 'Sign In' }).waitFor();
    } finally {
      await third.close();
    }
  });
});
