// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDatabase } from '../../../../src/db/localDatabase';
import { saveRecords } from '../../../../src/db/writes';
import { ActiveOrdersScreen } from '../../../../src/pages/activeOrders/ActiveOrdersScreen';
import { renderInApp } from '../../../support/renderApp';
import { storedFile } from '../../db/fixtures';
import { clearStation, seedStation, TODAY } from './activeOrdersData';
import { laidOutViewport } from '../../../support/laidOutViewport';

laidOutViewport();

beforeEach(async () => {
  await clearStation();
  await localDatabase().packingMarks.clear();
  await seedStation();
});
afterEach(cleanup);

const scanField = () => screen.getByRole('textbox', { name: 'Scan AWB or order id' });
const packedCount = () => screen.getByTestId('packed-count').textContent;
const notYetPacked = () =>
  within(screen.getByRole('list', { name: /Not yet packed/ }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent)
    .sort();
const packedCells = (orderId: string) =>
  [...document.querySelectorAll(`tr[data-order-id="${orderId}"]`)].map((row) => row.querySelector('td:last-child')?.textContent);

/** As a USB scanner types: the characters, then Enter. */
async function scan(code: string) {
  await userEvent.keyboard(`${code}{Enter}`);
}

async function opened() {
  renderInApp(<ActiveOrdersScreen packer="asha@example.com" today={TODAY} />, '/activeOrders/');
  await waitFor(() => expect(packedCount()).toBe('Packed 0 of 4'));
  await waitFor(() => expect(document.activeElement).toBe(scanField()));
}

describe('the packing check by scan', () => {
  it("keeps the scan field above the day's files, however many merges stored some (docs/SPEC.md §15)", async () => {
    const files = Array.from({ length: 9 }, (_, at) =>
      storedFile({ name: `labels-${TODAY}-${at}.pdf`, kind: 'merged-labels', batchId: `b${at}` }),
    );
    await saveRecords(localDatabase(), 'files', files);
    await opened();
    const table = await screen.findByRole('table', { name: "Files from the day's merges" });
    // DOM order is the page's order top down.
    expect(scanField().compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('opens with the scan field focused and every parcel of the day not yet packed', async () => {
    await opened();
    expect(notYetPacked()).toEqual(['A-1', 'A-2', 'F-1 (AWB FMPC0000000001)', 'F-2 (AWB FMPC0000000002)']);
    expect(packedCells('A-1')).toEqual(['Not yet', 'Not yet']);
  });

  it("marks the parcel a label's AWB or order id names packed, and names the ones left", async () => {
    await opened();
    await scan('FMPC0000000001');
    expect(await screen.findByText('Packed: F-1 (AWB FMPC0000000001)')).toBeTruthy();
    await waitFor(() => expect(packedCount()).toBe('Packed 1 of 4'));
    await scan('a-1');
    await waitFor(() => expect(packedCount()).toBe('Packed 2 of 4'));
    expect(notYetPacked()).toEqual(['A-2', 'F-2 (AWB FMPC0000000002)']);
    await waitFor(() => expect(packedCells('A-1')).toEqual(['Packed', 'Packed']));
    expect(packedCells('F-2')).toEqual(['Not yet']);
    expect(document.activeElement).toBe(scanField());
    expect(scanField()).toHaveProperty('value', '');

    const mark = (await localDatabase().packingMarks.toArray()).find((one) => one.orderId === 'F-1');
    expect(mark).toMatchObject({ platform: 'flipkart', awb: 'FMPC0000000001', date: TODAY });
  });

  it('warns in red on a code packed already, and keeps the focus for the next scan', async () => {
    await opened();
    await scan('A-2');
    await waitFor(() => expect(packedCount()).toBe('Packed 1 of 4'));
    await scan('A-2');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/Already packed: A-2, by asha@example.com at \d\d:\d\d/);
    expect(scanField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(scanField());
    expect(packedCount()).toBe('Packed 1 of 4');
  });

  it('warns in red on a code that names no parcel of the day', async () => {
    await opened();
    await scan('999999999');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Unknown code 999999999: no parcel of this day has it');
    expect(document.activeElement).toBe(scanField());
    expect(packedCount()).toBe('Packed 0 of 4');
    // The next good scan clears the warning.
    await scan('F-2');
    await screen.findByText('Packed: F-2 (AWB FMPC0000000002)');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
