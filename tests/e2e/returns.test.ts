import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/orders/dayKeys';
import { localDateKey } from '../../src/domain/orders/orderLines';
import type { ReturnedLine, StockMovement } from '../../src/domain/records';
import { category, orderLine } from '../unit/db/fixtures';
import { accessibilityViolations } from './support/axe';
import { expectHeaderTitle, signIn, waitForServiceWorker } from './support/pages';
import { e2eSession } from './support/session';
import { putRecords, readTable } from './support/stationDb';

const session = e2eSession();
const page = () => session.page;
const url = (path: string) => new URL(path.replace(/^\//, ''), session.stack.appUrl).toString();

const kaudi = category({
  id: 'kaudi0000000001',
  name: 'Kaudi',
  inventory: { totalQuantity: 4, lowStockThreshold: 1, lastUpdated: '', productCount: 0 },
});

/** A Flipkart parcel of two lines merged 40 days ago, and an Amazon order of yesterday. */
function mergedLines() {
  const today = localDateKey(new Date());
  return [
    orderLine({
      date: addDays(today, -40),
      orderId: 'OD200000000000000001',
      awb: 'FMPC2000000001',
      sku: 'KAUDI-21',
      quantity: '3',
    }),
    orderLine({
      date: addDays(today, -40),
      orderId: 'OD200000000000000001',
      awb: 'FMPC2000000001',
      sku: 'KAUDI-51',
      quantity: '1',
    }),
    orderLine({ date: addDays(today, -1), type: 'amazon', orderId: '403-3333333-3333333', sku: 'GOM-CHAK-11', quantity: '1' }),
  ];
}

const alert = () => page().getByRole('main').getByRole('alert');

describe('Returns in Chromium, offline', () => {
  it('receives a returned parcel as a scanner types it: back in stock once, damaged, and a second scan names who received it', async () => {
    await page().goto(url('/'));
    await signIn(page(), session.stack.user.email, session.stack.user.password);
    await expectHeaderTitle(page(), 'Dashboard');
    await waitForServiceWorker(page());
    await putRecords(page(), { categories: [kaudi], orderLines: mergedLines() });

    await page().goto(url('/returns/'));
    await expectHeaderTitle(page(), 'Returns');
    await session.station.context.setOffline(true);
    await page().reload();
    await expectHeaderTitle(page(), 'Returns');

    const field = page().getByRole('textbox', { name: 'Scan AWB or order id' });
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
    await page().keyboard.type('FMPC2000000001');
    await page().keyboard.press('Enter');
    const lines = page().getByRole('table', { name: 'Lines of parcel OD200000000000000001 (AWB FMPC2000000001)' });
    await expect.poll(() => lines.getByRole('row').count()).toBe(3);
    expect(await lines.locator('tr[data-sku="KAUDI-21"] td').nth(3).textContent()).toBe('Kaudi');

    await page().getByRole('button', { name: 'Back in stock: KAUDI-21' }).click();
    await expect.poll(() => page().getByRole('main').getByRole('status').first().textContent()).toBe('KAUDI-21: 3 back in stock');
    await expect
      .poll(() => lines.locator('tr[data-sku="KAUDI-21"] td').nth(5).textContent())
      .toMatch(/^Back in stock \(Undelivered \(RTO\)\), by packer@example.com on /);
    // The cursor is back in the scan field: the next scan needs no click.
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);

    await page().getByRole('textbox', { name: 'Reason' }).fill('Crushed box');
    await page().getByRole('button', { name: 'Damaged: KAUDI-51' }).click();
    await expect
      .poll(() => lines.locator('tr[data-sku="KAUDI-51"] td').nth(5).textContent())
      .toMatch(/^Damaged \(Crushed box\), by packer@example.com on /);

    const movements = await readTable<StockMovement>(page(), 'stockMovements');
    expect(movements.map(({ type, quantity, reason, categoryId }) => ({ type, quantity, reason, categoryId }))).toEqual([
      { type: 'add', quantity: 3, reason: 'Return of order OD200000000000000001: KAUDI-21', categoryId: kaudi.id },
    ]);
    expect((await readTable<ReturnedLine>(page(), 'orderReturns')).map((line) => line.outcome).sort()).toEqual([
      'back-in-stock',
      'damaged',
    ]);

    // Scanned again (by its order id): received already, by whom and when; no second movement.
    await field.click();
    await page().keyboard.type('OD200000000000000001');
    await page().keyboard.press('Enter');
    await expect
      .poll(() => alert().textContent())
      .toMatch(/Already received: OD200000000000000001 \(AWB FMPC2000000001\), by packer@example.com on /);
    expect(
      await page()
        .getByRole('button', { name: /^Back in stock:/ })
        .count(),
    ).toBe(0);
    expect(await readTable<StockMovement>(page(), 'stockMovements')).toHaveLength(1);

    // An unknown code is called out.
    await field.click();
    await page().keyboard.type('FMPC9999999999');
    await page().keyboard.press('Enter');
    await expect.poll(() => alert().textContent()).toMatch(/Unknown code FMPC9999999999: no parcel of the last 90 days has it/);

    // The day's returns, per marketplace.
    const perMarketplace = page().getByRole('table', { name: 'Returns per marketplace' });
    expect(await perMarketplace.getByRole('row').nth(1).allTextContents()).toEqual(['Flipkart131']);
    expect(await page().getByRole('table', { name: 'Returns received today, latest first' }).getByRole('row').count()).toBe(3);
    await session.station.context.setOffline(false);
  });

  it.each(['light', 'dark'] as const)('has no WCAG 2.1 AA violations (axe-core) in the %s scheme', async (scheme) => {
    await page().evaluate((value) => localStorage.setItem('theme', value), scheme);
    await page().reload();
    await page().getByRole('textbox', { name: 'Scan AWB or order id' }).waitFor();
    await page().keyboard.type('403-3333333-3333333');
    await page().keyboard.press('Enter');
    await page().getByRole('button', { name: 'Back in stock: GOM-CHAK-11' }).waitFor();
    await page().getByRole('table', { name: 'Returns per marketplace' }).waitFor();
    expect(await accessibilityViolations(page())).toEqual([]);
  });
});
