// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDatabase } from '../../../../src/db/localDatabase';
import { markPacked } from '../../../../src/db/packing';
import { saveRecords } from '../../../../src/db/writes';
import { newId } from '../../../../src/domain/ids';
import type { MergeBatch } from '../../../../src/domain/records';
import { DashboardPage } from '../../../../src/pages/dashboard/DashboardPage';
import { syncEngine } from '../../../../src/stores/useSync';
import { renderInApp } from '../../../support/renderApp';
import { category, orderLine, product } from '../../db/fixtures';

/*
 * Today is 10 March 2025. CH-PW-0001 sells for 120, SSKAU1234567 (listed on Flipkart only) for
 * 80 on either platform.
 */
const db = localDatabase();
const chandan = category({ name: 'Chandan', costPrice: 40 });
const powder = product({ sku: 'CH-PW-0001', platform: 'amazon', sellingPrice: 120, categoryId: chandan.id });
const shells = product({ sku: 'SSKAU1234567', platform: 'flipkart', sellingPrice: 80, categoryId: chandan.id });
const hidden = product({ sku: 'SS-OLD-01', visibility: 'hidden', categoryId: chandan.id });
const noCategory = product({ sku: 'GOM-CHAK-11', categoryId: '' });
const deletedCategory = product({ sku: 'DIYA-0001', categoryId: 'gone00000000001' });

const batch: MergeBatch = {
  id: newId(),
  updated: '',
  deleted: false,
  date: '2025-03-10',
  createdAt: new Date(2025, 2, 10, 8, 30).toISOString(),
  createdBy: 'packer@example.com',
  station: 'station1',
  files: [],
  orders: 2,
  platformCounts: { amazon: 1, flipkart: 1, meesho: 0 },
  recordedLines: 3,
};

const todaysLines = [
  // 2 orders, 6 units, 240 + 80 + 240 = 560.00.
  orderLine({ date: '2025-03-10', type: 'amazon', orderId: 'A-1', sku: 'CH-PW-0001', quantity: '2', batchId: batch.id }),
  orderLine({ date: '2025-03-10', type: 'amazon', orderId: 'A-1', sku: 'SSKAU1234567', quantity: '1', batchId: batch.id }),
  orderLine({ date: '2025-03-10', type: 'flipkart', orderId: 'F-1', awb: 'FMPC0001', quantity: '3', batchId: batch.id }),
];

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 2, 10, 10, 0));
  const tables = [db.products, db.categories, db.orderLines, db.mergeBatches, db.packingMarks, db.outbox];
  await Promise.all(tables.map((table) => table.clear()));
  await saveRecords(db, 'categories', [chandan]);
  await saveRecords(db, 'products', [powder, shells, hidden, noCategory, deletedCategory]);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const figure = (label: string) => within(screen.getByRole('region', { name: label })).getByTestId('figure').textContent;

describe('dashboard', () => {
  it("on a new station says to merge the day's labels, with the button to the label merger", async () => {
    renderInApp(<DashboardPage />);
    expect(await screen.findByText("No orders yet today: merge the day's labels")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Merge Labels' }).getAttribute('href')).toBe('/home/');
    expect(screen.getByText('No labels merged on this station yet.')).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Orders per day, last 30 days' })).toBeTruthy();
  });

  it("shows today's orders, units and revenue, the last merge and today's packing", async () => {
    await saveRecords(db, 'mergeBatches', [batch]);
    await saveRecords(db, 'orderLines', [
      ...todaysLines,
      // Yesterday's order is in the 30-day chart, not in today's figures.
      orderLine({ date: '2025-03-09', type: 'amazon', orderId: 'A-0', sku: 'CH-PW-0001', quantity: '4' }),
    ]);
    await markPacked(db, 'A-1', '2025-03-10', 'packer@example.com');
    renderInApp(<DashboardPage />);

    await screen.findByRole('region', { name: 'Orders today' });
    expect(figure('Orders today')).toBe('2');
    expect(figure('Units today')).toBe('6');
    expect(figure('Revenue today')).toBe('₹560.00');
    expect(screen.queryByText("No orders yet today: merge the day's labels")).toBeNull();
    const lastMerge = screen.getByRole('region', { name: 'Last merge' });
    expect(lastMerge.textContent).toContain('by packer@example.com');
    expect(within(lastMerge).getByTestId('last-merge-orders').textContent).toBe('2 orders (Amazon 1, Flipkart 1) for 10/03/2025');
    expect(within(lastMerge).getByTestId('packing-progress').textContent).toBe('Packed today: 1 of 2, 1 not yet');
  });

  it('counts hidden and uncategorized products, each linking to its screen', async () => {
    renderInApp(<DashboardPage />);
    const products = await screen.findByRole('region', { name: 'Products' });
    expect(within(products).getByRole('link', { name: 'Hidden products' }).getAttribute('href')).toBe('/hidden-products/');
    expect(within(products).getByRole('link', { name: 'Uncategorized products' }).getAttribute('href')).toBe(
      '/uncategorized-products/',
    );
    expect(within(products).getByLabelText('1 hidden products')).toBeTruthy();
    // No category, and a category that no longer exists.
    expect(within(products).getByLabelText('2 uncategorized products')).toBeTruthy();
  });

  it('shows the changes waiting for the server and the last sync', async () => {
    syncEngine.status.setState({ pending: 3, lastSyncedAt: null });
    renderInApp(<DashboardPage />);
    const sync = await screen.findByRole('region', { name: 'Sync' });
    expect(within(sync).getByTestId('pending-changes').textContent).toBe('3');
    expect(sync.textContent).toContain('Last sync: never');
  });

  it('warns a station opened over plain http that offline work needs the https address', async () => {
    vi.stubGlobal('isSecureContext', true);
    renderInApp(<DashboardPage />);
    await screen.findByText("No orders yet today: merge the day's labels");
    expect(screen.queryByTestId('insecure-context')).toBeNull();
    cleanup();
    vi.stubGlobal('isSecureContext', false);
    renderInApp(<DashboardPage />);
    const alert = await screen.findByTestId('insecure-context');
    expect(alert.textContent).toContain('Offline work needs the https address');
    expect(alert.textContent).toContain('turns off offline work and installing the app.');
    vi.unstubAllGlobals();
  });

  it('shows the low-stock widget', async () => {
    renderInApp(<DashboardPage />);
    expect(await screen.findByRole('region', { name: 'Low stock' })).toBeTruthy();
  });
});
