// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDatabase } from '../../../../src/db/localDatabase';
import { HandoverCheck } from '../../../../src/pages/activeOrders/HandoverCheck';
import { ReturnsScreen } from '../../../../src/pages/returns/ReturnsScreen';
import { renderInApp } from '../../../support/renderApp';
import { freshStation } from '../../../support/stationData';
import { category, orderLine } from '../../db/fixtures';

/**
 * Returns and the courier handover write days, times and counts in Indian formats (docs/SPEC.md §12).
 * This test's station is on UTC; it is 31 March 2025, 4:05 pm.
 */

const TODAY = '2025-03-31';
const kaudi = category({
  id: 'kaudi0000000001',
  name: 'Kaudi',
  inventory: { totalQuantity: 5, lowStockThreshold: 1, lastUpdated: '', productCount: 0 },
});
const parcel = orderLine({
  date: '2025-03-02',
  orderId: 'OD1',
  awb: 'FMPP0000000001',
  sku: 'KAUDI-21',
  quantity: '1234',
  courier: 'E-Kart Logistics',
});

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-31T16:05:00.000Z'));
  await freshStation();
  await localDatabase().categories.put(kaudi);
  await localDatabase().orderLines.put(parcel);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function scan(label: string, code: string, button: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: button }));
}

describe('Indian formats on Returns and the courier handover', () => {
  it('writes the merge day, the receipt time and the counts of a return', async () => {
    renderInApp(<ReturnsScreen receiver="packer@example.com" today={TODAY} />, '/returns/');
    scan('Scan AWB or order id', 'FMPP0000000001', 'Find parcel');
    const card = await screen.findByRole('region', { name: 'Parcel OD1 (AWB FMPP0000000001)' });
    expect(within(card).getByText('Merged on 02/03/2025')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Back in stock: KAUDI-21' }));

    expect((await screen.findByRole('status')).textContent).toBe('KAUDI-21: 1,234 back in stock');
    const today = screen.getByRole('region', { name: 'Returns received today' });
    expect(within(today).getByRole('heading').textContent).toBe('Returns received today, 31/03/2025');
    const perMarketplace = await within(today).findByRole('table', { name: 'Returns per marketplace' });
    expect([...perMarketplace.querySelectorAll('tbody td')].map((cell) => cell.textContent)).toEqual([
      'Flipkart',
      '1',
      '1,234',
      '0',
    ]);
    const received = within(today).getByRole('table', { name: 'Returns received today, latest first' });
    expect(received.textContent).toContain('1,234');
    expect(received.textContent).toMatch(/packer@example\.com on 31\/03\/2025, 04:05 pm$/i);
  });

  it('says when a parcel was handed over already, at its time of day', async () => {
    renderInApp(<HandoverCheck date="2025-03-02" handler="packer@example.com" />, '/activeOrders/');
    await screen.findByRole('option', { name: 'E-Kart Logistics' });
    scan('Scan into the bag', 'FMPP0000000001', 'Hand over');
    await screen.findByText('Handed over to E-Kart Logistics: OD1 (AWB FMPP0000000001)');
    scan('Scan into the bag', 'FMPP0000000001', 'Hand over');
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /Already handed over: OD1 \(AWB FMPP0000000001\), by packer@example\.com at 04:05 pm$/i,
    );
  });
});
