import { describe, expect, it } from 'vitest';
import { localDateKey } from '../../src/domain/orders/orderLines';
import type { HandoverMark } from '../../src/domain/records';
import { orderLine } from '../unit/db/fixtures';
import { accessibilityViolations } from './support/axe';
import { expectHeaderTitle, signIn, waitForServiceWorker } from './support/pages';
import { e2eSession } from './support/session';
import { putRecords, readTable } from './support/stationDb';

const session = e2eSession();
const page = () => session.page;
const url = (path: string) => new URL(path.replace(/^\//, ''), session.stack.appUrl).toString();

/** Today's parcels: two for E-Kart, one for Delhivery, one Amazon Easy Ship. */
function todaysLines() {
  const date = localDateKey(new Date());
  const line = (orderId: string, awb: string, courier: string) =>
    orderLine({ date, orderId, awb, courier, type: awb ? 'flipkart' : 'amazon', sku: 'KAUDI-21', categoryId: '', category: '' });
  return [
    line('OD300000000000000001', 'FMPC3000000001', 'E-Kart Logistics'),
    line('OD300000000000000002', 'FMPC3000000002', 'E-Kart Logistics'),
    line('OD300000000000000003', 'FMPC3000000003', 'Delhivery'),
    line('403-4444444-4444444', '', 'Amazon'),
  ];
}

const handover = () => page().getByRole('region', { name: 'Courier handover' });
const countsRow = (courier: string) =>
  handover().getByRole('table', { name: 'Parcels per courier' }).getByRole('row').filter({ hasText: courier }).locator('td');
const cells = async (courier: string) => (await countsRow(courier).allTextContents()).join(' | ');

describe('the courier handover in Chromium, offline', () => {
  it('scans parcels into the chosen courier’s bag as a scanner types, and calls out the wrong bag and a second scan', async () => {
    await page().goto(url('/'));
    await signIn(page(), session.stack.user.email, session.stack.user.password);
    await expectHeaderTitle(page(), 'Dashboard');
    await waitForServiceWorker(page());
    await putRecords(page(), { orderLines: todaysLines() });
    await page().goto(url('/activeOrders/'));
    await expectHeaderTitle(page(), 'Active Orders');
    await session.station.context.setOffline(true);
    await page().reload();
    await expectHeaderTitle(page(), 'Active Orders');

    await expect.poll(() => cells('E-Kart Logistics')).toBe('E-Kart Logistics | 0 of 2 | 0 | 2');
    expect(await cells('Delhivery')).toBe('Delhivery | 0 of 1 | 0 | 1');
    expect(await cells('Amazon')).toBe('Amazon | 0 of 1 | 0 | 1');

    await handover().getByRole('combobox', { name: 'Courier' }).selectOption('E-Kart Logistics');
    await handover().getByRole('textbox', { name: 'Scan into the bag' }).click();
    await page().keyboard.type('FMPC3000000002');
    await page().keyboard.press('Enter');
    await expect.poll(() => cells('E-Kart Logistics')).toBe('E-Kart Logistics | 0 of 2 | 1 | 1');
    expect(
      await handover()
        .getByRole('list', { name: /Not yet handed over to E-Kart Logistics/ })
        .getByRole('listitem')
        .allTextContents(),
    ).toEqual(['OD300000000000000001 (AWB FMPC3000000001)']);

    // Delhivery's parcel does not go into E-Kart's bag.
    await page().keyboard.type('FMPC3000000003');
    await page().keyboard.press('Enter');
    await expect
      .poll(() => handover().getByRole('alert').textContent())
      .toMatch(/Not for E-Kart Logistics: OD300000000000000003 \(AWB FMPC3000000003\) goes with Delhivery/);
    // A parcel scanned twice says by whom and when.
    await page().keyboard.type('OD300000000000000002');
    await page().keyboard.press('Enter');
    await expect
      .poll(() => handover().getByRole('alert').textContent())
      .toMatch(/Already handed over: OD300000000000000002 \(AWB FMPC3000000002\), by packer@example.com at/);

    const marks = await readTable<HandoverMark>(page(), 'handoverMarks');
    expect(marks.map(({ orderId, courier, handedOverBy }) => ({ orderId, courier, handedOverBy }))).toEqual([
      { orderId: 'OD300000000000000002', courier: 'E-Kart Logistics', handedOverBy: 'packer@example.com' },
    ]);
    expect(await handover().getByRole('button', { name: 'Handover sheet' }).isEnabled()).toBe(true);
    expect(await accessibilityViolations(page())).toEqual([]);
    await session.station.context.setOffline(false);
  });
});
