import { describe, expect, it } from 'vitest';
import { localDateKey } from '../../src/domain/orders/orderLines';
import { orderLine, storedFile } from '../unit/db/fixtures';
import { accessibilityViolations, animationsSettled } from './support/axe';
import { expectHeaderTitle, signIn, waitForServiceWorker } from './support/pages';
import { e2eSession } from './support/session';
import { putRecords } from './support/stationDb';

const session = e2eSession();
const page = () => session.page;
const url = (path: string) => new URL(path.replace(/^\//, ''), session.stack.appUrl).toString();

/** Today's parcels on this station: two Amazon orders and two Flipkart parcels with their AWBs. */
function todaysLines() {
  const date = localDateKey(new Date());
  const line = (orderId: string, type: 'amazon' | 'flipkart', awb: string, sku: string, quantity: string) =>
    orderLine({ date, orderId, type, awb, sku, quantity, name: `Item ${sku}`, categoryId: '', category: '', batchId: '' });
  return [
    line('403-1111111-1111111', 'amazon', '', 'CH-PW-0001', '2'),
    line('403-2222222-2222222', 'amazon', '', 'GOM-CHAK-11', '1'),
    line('OD100000000000000001', 'flipkart', 'FMPC1000000001', 'SSKAU1234567', '3'),
    line('OD100000000000000002', 'flipkart', 'FMPC1000000002', 'SSKAU1234567', '1'),
  ];
}

const packedCount = () => page().getByTestId('packed-count');
const notYetPacked = () =>
  page()
    .getByRole('list', { name: /Not yet packed/ })
    .getByRole('listitem');

describe('Active Orders in Chromium, offline', () => {
  it('shows the day recorded on the station and checks parcels packed as a scanner types', async () => {
    await page().goto(url('/'));
    await signIn(page(), session.stack.user.email, session.stack.user.password);
    await expectHeaderTitle(page(), 'Dashboard');
    await waitForServiceWorker(page());
    // The merge's output, stored by this station and not yet uploaded (its bytes are not needed here).
    const mergedLabels = storedFile({
      name: 'merged-labels-today.pdf',
      kind: 'merged-labels',
      day: localDateKey(new Date()),
      batchId: 'b1',
      blob: null,
    });
    await putRecords(page(), { orderLines: todaysLines(), files: [mergedLabels] });

    await page().goto(url('/activeOrders/'));
    await expectHeaderTitle(page(), 'Active Orders');
    // From here the station is offline: the screen comes from the service worker's cache.
    await session.station.context.setOffline(true);
    await page().reload();
    await expectHeaderTitle(page(), 'Active Orders');
    await expect.poll(() => packedCount().textContent()).toBe('Packed 0 of 4');
    await expect.poll(() => page().getByTestId('figure-Total Orders').textContent()).toBe('4');
    await expect.poll(() => page().getByTestId('figure-Units').textContent()).toBe('7');
    expect(await notYetPacked().count()).toBe(4);
    const files = page().getByRole('table', { name: "Files from the day's merges" });
    await expect.poll(() => files.getByRole('row').nth(1).textContent()).toMatch(/^merged-labels-today\.pdfWaiting for upload/);

    // The field has the focus on open: a scanner types the digits and Enter, nothing else.
    const field = page().getByRole('textbox', { name: 'Scan AWB or order id' });
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
    for (const [at, code] of ['FMPC1000000001', '403-2222222-2222222', 'FMPC1000000002'].entries()) {
      await page().keyboard.type(code);
      await page().keyboard.press('Enter');
      await expect.poll(() => packedCount().textContent()).toBe(`Packed ${at + 1} of 4`);
    }
    await expect.poll(() => packedCount().textContent()).toBe('Packed 3 of 4');
    expect(await notYetPacked().allTextContents()).toEqual(['403-1111111-1111111']);

    // A parcel scanned twice is called out, and the field is ready for the next one.
    await page().keyboard.type('FMPC1000000001');
    await page().keyboard.press('Enter');
    await expect
      .poll(() => page().getByRole('main').getByRole('alert').textContent())
      .toMatch(/Already packed: OD100000000000000001 \(AWB FMPC1000000001\), by packer@example.com at/);
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => packedCount().textContent()).toBe('Packed 3 of 4');

    // A click in the middle of the 30-day chart (a move and a click at once, as a tap) shows that
    // day, about two weeks ago, without orders.
    const chart = page().getByRole('figure', { name: 'Orders per day, last 30 days' }).locator('svg.recharts-surface').first();
    await chart.scrollIntoViewIfNeeded();
    const box = await chart.boundingBox();
    if (!box) throw new Error('The chart is not laid out');
    await page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page().getByText('No orders recorded on this day').waitFor();
    await session.station.context.setOffline(false);
  });

  it.each(['light', 'dark'] as const)(
    'has no WCAG 2.1 AA violations (axe-core) in the %s scheme: lines, a scan warning, the categories, an empty day',
    async (scheme) => {
      await page().evaluate((value) => localStorage.setItem('theme', value), scheme);
      await page().reload();
      await expect.poll(() => packedCount().textContent()).toBe('Packed 3 of 4');
      await page().keyboard.type('999999');
      await page().keyboard.press('Enter');
      await page().getByRole('main').getByRole('alert').waitFor();
      await animationsSettled(page());
      expect.soft(await accessibilityViolations(page()), 'lines with a scan warning').toEqual([]);

      await page()
        .getByRole('tab', { name: /By category/ })
        .click();
      await page().getByRole('table', { name: 'Orders by category' }).waitFor();
      expect.soft(await accessibilityViolations(page()), 'by category').toEqual([]);

      await page().getByRole('button', { name: 'Day', exact: true }).click();
      await page().getByRole('button', { name: 'A week ago' }).click();
      await page().getByText('No orders recorded on this day').waitFor();
      await animationsSettled(page());
      expect.soft(await accessibilityViolations(page()), 'an empty day').toEqual([]);
    },
  );
});
