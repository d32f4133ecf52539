import { describe, expect, it } from 'vitest';
import { e2eSession } from './support/session';
import { expectHeaderTitle, signIn, waitForPath, waitForServiceWorker } from './support/pages';

const session = e2eSession();

describe('the network gone right after the first sign-in, the first sync maybe still running', () => {
  it('opens a screen not yet opened, reloads the Dashboard and opens a new tab, all offline', async () => {
    const { page, stack, station } = session;
    await page.goto(stack.appUrl);
    await signIn(page, stack.user.email, stack.user.password);
    await expectHeaderTitle(page, 'Dashboard');
    await waitForServiceWorker(page);

    await station.context.setOffline(true);
    const second = await station.context.newPage();
    try {
      // The tab the worker was installed from: its screens' code comes from the worker too.
      const nav = page.getByRole('navigation', { name: 'Main menu' });
      const categories = nav.getByRole('link', { name: 'Categories & Inventory' });
      if (!(await categories.isVisible())) await nav.getByText('Management', { exact: true }).click();
      await categories.click();
      await page.getByText('No categories yet.').waitFor();

      // The Dashboard's own address is inside the worker's scope, so it reloads.
      await nav.getByRole('link', { name: 'Dashboard' }).click();
      await waitForPath(page, '/');
      expect(new URL(page.url()).pathname).toBe('/flipkart-amazon-tools/');
      await page.reload();
      await expectHeaderTitle(page, 'Dashboard');

      await second.goto(`${stack.appUrl}categories/`);
      await expectHeaderTitle(second, 'Categories & Inventory');
    } finally {
      await station.context.setOffline(false);
      await second.close();
    }
  });
});
