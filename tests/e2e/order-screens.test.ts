import PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { localDateKey } from '../../src/domain/orders/orderLines';
import { category, orderLine, product } from '../unit/db/fixtures';
import { expectHeaderTitle, signIn, waitForPath, waitForServiceWorker } from './support/pages';
import { e2eSession } from './support/session';

const session = e2eSession();
const page = () => session.page;
const url = (path: string) => new URL(path.replace(/^\//, ''), session.stack.appUrl).toString();

/*
 * Recorded orders of today, as another station's merge leaves them on the server: 2 orders,
 * 3 units, 2 x 120.00 + 1 x 80.00 = 320.00.
 */
const today = localDateKey(new Date());
const chandan = category({ name: 'Chandan', costPrice: 40 });
const kaudi = category({ name: 'Kaudi', costPrice: null });
const records = {
  categories: [chandan, kaudi],
  products: [
    product({ sku: 'CH-PW-0001', sellingPrice: 120, categoryId: chandan.id }),
    product({ sku: 'SSKAU1234567', platform: 'flipkart', sellingPrice: 80, customCostPrice: 15, categoryId: kaudi.id }),
  ],
  order_lines: [
    orderLine({
      date: today,
      type: 'amazon',
      orderId: '402-1111111-1111111',
      sku: 'CH-PW-0001',
      quantity: '2',
      categoryId: chandan.id,
      category: 'Chandan',
    }),
    orderLine({
      date: today,
      type: 'flipkart',
      orderId: 'OD1000000001',
      awb: 'FMPC0000000001',
      sku: 'SSKAU1234567',
      quantity: '1',
      categoryId: kaudi.id,
    }),
  ],
};

const figure = (label: string) => page().getByRole('region', { name: label }).getByTestId('figure');

describe('dashboard and order analytics', () => {
  it('lands on the dashboard after sign-in, which on a new station says to merge the labels', async () => {
    await page().goto(session.stack.appUrl);
    await signIn(page(), session.stack.user.email, session.stack.user.password);
    await waitForPath(page(), '/');
    await expectHeaderTitle(page(), 'Dashboard');
    await page().getByText("No orders yet today: merge the day's labels").waitFor();
    await page().getByRole('link', { name: 'Merge Labels' }).click();
    await expectHeaderTitle(page(), 'Label Merger');
  });

  describe('on a station with recorded orders', () => {
    beforeAll(async () => {
      const pb = new PocketBase(session.stack.server.url);
      await pb.collection('users').authWithPassword(session.stack.user.email, session.stack.user.password);
      for (const [collection, rows] of Object.entries(records)) {
        for (const row of rows) await pb.collection(collection).create(row);
      }
    });

    it("shows today's figures on the dashboard and the analytics, offline", async () => {
      await page().goto(url('/'));
      // The orders arrive by sync; then the network goes.
      await expect.poll(() => figure('Orders today').textContent(), { timeout: 30_000 }).toBe('2');
      await waitForServiceWorker(page());
      await session.station.context.setOffline(true);
      try {
        await page().reload();
        await expectHeaderTitle(page(), 'Dashboard');
        await expect.poll(() => figure('Orders today').textContent()).toBe('2');
        expect(await figure('Units today').textContent()).toBe('3');
        expect(await figure('Revenue today').textContent()).toBe('₹320.00');
        await page().getByRole('figure', { name: 'Orders per day, last 30 days' }).locator('svg').first().waitFor();

        await page().goto(url('/order-analytics/'));
        await expectHeaderTitle(page(), 'Order Analytics');
        await expect.poll(() => figure('Total Orders').textContent()).toBe('2');
        expect(await figure('Total Revenue').textContent()).toBe('₹320.00');
        expect(await figure('Average Order Value').textContent()).toBe('₹160.00');
        expect(await figure('Units').textContent()).toBe('3');
        const categories = page().getByRole('table', { name: 'Figures per category' });
        expect(await categories.getByRole('row').nth(1).textContent()).toContain('Chandan');
        // Computed off the page's thread.
        expect(
          page()
            .workers()
            .some((worker) => worker.url().includes('orderAnalytics.worker')),
        ).toBe(true);

        await page().getByLabel('Platform').selectOption('flipkart');
        await expect.poll(() => figure('Total Orders').textContent()).toBe('1');
        expect(await figure('Total Revenue').textContent()).toBe('₹80.00');
      } finally {
        await session.station.context.setOffline(false);
      }
    });
  });
});
