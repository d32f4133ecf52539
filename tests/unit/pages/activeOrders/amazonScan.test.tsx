// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localDatabase } from '../../../../src/db/localDatabase';
import type { OrderLineDraft } from '../../../../src/domain/orders/orderLines';
import { ActiveOrdersScreen } from '../../../../src/pages/activeOrders/ActiveOrdersScreen';
import type { RealShapeAmazonOrder } from '../../../fixtures/realShapeAmazonPdf';
import { renderInApp } from '../../../support/renderApp';
import { orderLine } from '../../db/fixtures';
import { clearStation, seedStation, TODAY } from './activeOrdersData';

const run = promisify(execFile);

const sizes = ['clientHeight', 'clientWidth'] as const;
beforeAll(() => {
  for (const name of sizes) Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => 600 });
});
afterAll(() => {
  for (const name of sizes) Reflect.deleteProperty(HTMLElement.prototype, name);
});
afterEach(cleanup);

/**
 * The day's orders, and their lines as a merge of their generated Amazon labels records them
 * (run in Node: tests/support/mergedAmazonDay.ts).
 */
async function mergedAmazonDay() {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'tests/support/mergedAmazonDay.ts', TODAY, '2']);
  const day = JSON.parse(stdout) as { orders: RealShapeAmazonOrder[]; drafts: OrderLineDraft[] };
  return { orders: day.orders, lines: day.drafts.map((draft) => orderLine(draft)) };
}

/** #29 item 1: a USB scanner packs an Amazon parcel by the AWB barcode of its label, as a Flipkart one. */
describe('scan-to-pack of Amazon parcels', { timeout: 60_000 }, () => {
  it('packs the Amazon parcel whose label barcode is scanned', async () => {
    await clearStation();
    await localDatabase().packingMarks.clear();
    const { orders, lines } = await mergedAmazonDay();
    await seedStation(lines);
    const [first, second] = orders;
    renderInApp(<ActiveOrdersScreen packer="asha@example.com" today={TODAY} />, '/activeOrders/');
    const scanField = () => screen.getByRole('textbox', { name: 'Scan AWB or order id' });
    await waitFor(() => expect(screen.getByTestId('packed-count').textContent).toBe('Packed 0 of 2'));
    await waitFor(() => expect(document.activeElement).toBe(scanField()));

    await userEvent.keyboard(`${first?.awb}{Enter}`);
    expect(await screen.findByText(`Packed: ${first?.orderId} (AWB ${first?.awb})`)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('packed-count').textContent).toBe('Packed 1 of 2'));
    expect(screen.queryByRole('alert')).toBeNull();
    const marks = await localDatabase().packingMarks.toArray();
    expect(marks).toEqual([expect.objectContaining({ platform: 'amazon', orderId: first?.orderId, awb: first?.awb })]);
    expect(second?.awb).not.toBe(first?.awb);
  });
});
