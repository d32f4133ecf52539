// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDatabase } from '../../../../src/db/localDatabase';
import { saveRecords } from '../../../../src/db/writes';
import { returnedLine } from '../../../../src/domain/returns/returnedLines';
import { OrderAnalyticsPage } from '../../../../src/pages/orderAnalytics/OrderAnalyticsPage';
import { renderInApp } from '../../../support/renderApp';
import { category, orderLine, product } from '../../db/fixtures';

const downloads = vi.hoisted(() => new Map<string, string>());
vi.mock('../../../../src/components/downloadCsv', () => ({
  downloadCsv: (fileName: string, csv: string) => downloads.set(fileName, csv),
}));

/*
 * Today is 10 March 2025: the default range is 1-10 March, compared with the 10 days before it,
 * 19-28 February. Prices: CH-PW-0001 sells for 120 and costs its category's 40; SSKAU1234567
 * (listed on Flipkart only) sells for 80 and costs its own 15, on either platform.
 */
const db = localDatabase();
const chandan = category({ name: 'Chandan', costPrice: 40 });
const kaudi = category({ name: 'Kaudi', costPrice: null });
const powder = product({ sku: 'CH-PW-0001', platform: 'amazon', sellingPrice: 120, categoryId: chandan.id });
const shells = product({
  sku: 'SSKAU1234567',
  name: 'Kaudi shells 21 pcs',
  platform: 'flipkart',
  sellingPrice: 80,
  customCostPrice: 15,
  categoryId: kaudi.id,
});
const powderLine = { sku: 'CH-PW-0001', name: 'Chandan powder 100 g', categoryId: chandan.id, category: 'Chandan' };
const shellsLine = { sku: 'SSKAU1234567', name: 'Kaudi shells 21 pcs', categoryId: kaudi.id, category: 'Kaudi' };
const lines = [
  // This period: 3 orders, 7 units, 680.00 revenue, 180.00 cost.
  orderLine({ ...powderLine, date: '2025-03-02', type: 'amazon', orderId: 'A-1', quantity: '2' }),
  orderLine({ ...shellsLine, date: '2025-03-02', type: 'amazon', orderId: 'A-1', quantity: '1' }),
  orderLine({ ...shellsLine, date: '2025-03-05', type: 'flipkart', orderId: 'F-1', quantity: '3' }),
  orderLine({ ...powderLine, date: '2025-03-10', type: 'amazon', orderId: 'A-2', quantity: '1' }),
  // The period before: 2 orders, 3 units, 280.00 revenue.
  orderLine({ ...powderLine, date: '2025-02-20', type: 'amazon', orderId: 'A-0', quantity: '1' }),
  orderLine({ ...shellsLine, date: '2025-02-28', type: 'flipkart', orderId: 'F-0', quantity: '2' }),
  // Before both: counted nowhere.
  orderLine({ ...powderLine, date: '2025-02-18', type: 'amazon', orderId: 'A-X', quantity: '5' }),
];

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 2, 10, 10, 0));
  downloads.clear();
  await Promise.all([
    db.products.clear(),
    db.categories.clear(),
    db.orderLines.clear(),
    db.orderReturns.clear(),
    db.outbox.clear(),
  ]);
  await saveRecords(db, 'categories', [chandan, kaudi]);
  await saveRecords(db, 'products', [powder, shells]);
  await saveRecords(db, 'orderLines', lines);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A card's figure and its change, as shown. */
function card(label: string) {
  const region = screen.getByRole('region', { name: label });
  return { value: within(region).getByTestId('figure').textContent, text: region.textContent ?? '' };
}

async function shown() {
  renderInApp(<OrderAnalyticsPage />, '/order-analytics/');
  await screen.findByRole('region', { name: 'Total Orders' });
}

describe('order analytics', () => {
  it('shows the return rate of each SKU and category that had returns, of the orders of the range', async () => {
    const receipt = { reason: 'RTO', receivedBy: 'packer@example.com', receivedDay: '2025-03-10', at: new Date() };
    await saveRecords(db, 'orderReturns', [
      returnedLine(lines[2] as (typeof lines)[number], { ...receipt, outcome: 'back-in-stock' }),
      returnedLine(lines[0] as (typeof lines)[number], { ...receipt, outcome: 'damaged' }),
      // A return of an order of the period before: not a return of this range's orders.
      returnedLine(lines[5] as (typeof lines)[number], { ...receipt, outcome: 'back-in-stock' }),
    ]);
    await shown();
    const rows = async (name: string) =>
      within(await screen.findByRole('table', { name }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(await rows('Return rate per SKU')).toEqual([
      ['SSKAU1234567', '4', '3', '75.00%'],
      ['CH-PW-0001', '3', '2', '66.67%'],
    ]);
    expect(await rows('Return rate per category')).toEqual([
      ['Kaudi', '4', '3', '75.00%'],
      ['Chandan', '3', '2', '66.67%'],
    ]);
  });

  it('shows this month so far against the days before, figures computed by hand', async () => {
    await shown();
    expect(screen.getByText('01/03/2025 to 10/03/2025, compared with the 10 days before.')).toBeTruthy();
    expect(card('Total Orders')).toEqual({ value: '3', text: expect.stringContaining('+50.00%') });
    expect(card('Total Orders').text).toContain('was 2');
    expect(card('Total Revenue').value).toBe('₹680.00');
    expect(card('Total Revenue').text).toContain('+142.86%');
    // 680 / 3 = 226.67 against 280 / 2 = 140.
    expect(card('Average Order Value').value).toBe('₹226.67');
    expect(card('Average Order Value').text).toContain('+61.91%');
    expect(card('Units').value).toBe('7');
    expect(card('Units').text).toContain('+133.33%');
  });

  it('lists every category with orders, units, revenue, cost, profit and margin', async () => {
    await shown();
    const table = screen.getByRole('table', { name: 'Figures per category' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Chandan', '2', '3', '₹360.00', '₹120.00', '₹240.00', '66.67%'],
      ['Kaudi', '2', '4', '₹320.00', '₹60.00', '₹260.00', '81.25%'],
    ]);
    const top = within(screen.getByRole('table', { name: 'Top products' })).getAllByRole('row');
    expect(top[1]?.textContent).toContain('SSKAU1234567');
    expect(top[2]?.textContent).toContain('CH-PW-0001');
  });

  it('filters by platform, and the previous period with it', async () => {
    await shown();
    fireEvent.change(screen.getByLabelText('Platform'), { target: { value: 'flipkart' } });
    await waitFor(() => expect(card('Total Orders').value).toBe('1'));
    expect(card('Total Orders').text).toContain('No change');
    expect(card('Total Revenue').value).toBe('₹240.00');
    expect(card('Total Revenue').text).toContain('+50.00%');
    expect(card('Units').value).toBe('3');
  });

  it('filters by category, uncategorized lines included', async () => {
    await saveRecords(db, 'orderLines', [
      orderLine({ sku: 'NEW-SKU-1', name: 'Brass diya', categoryId: '', category: '', date: '2025-03-03', orderId: 'F-9' }),
    ]);
    await shown();
    await waitFor(() => expect(card('Total Orders').value).toBe('4'));
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: chandan.id } });
    await waitFor(() => expect(card('Total Orders').value).toBe('2'));
    expect(card('Total Revenue').value).toBe('₹360.00');
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '__uncategorized__' } });
    await waitFor(() => expect(card('Total Orders').value).toBe('1'));
    // A SKU the catalogue does not know sells for 0.
    expect(card('Total Revenue').value).toBe('₹0.00');
  });

  it('filters by SKU', async () => {
    await shown();
    const user = userEvent.setup();
    await user.click(screen.getByPlaceholderText('All SKUs'));
    await user.click(await screen.findByRole('option', { name: 'CH-PW-0001', hidden: true }));
    await waitFor(() => expect(card('Total Orders').value).toBe('2'));
    expect(card('Units').value).toBe('3');
    expect(card('Total Revenue').value).toBe('₹360.00');
  });

  it('exports the category table and the top products as CSV', async () => {
    await shown();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV of categories' }));
    const categories = downloads.get('order-categories-2025-03-01-to-2025-03-10.csv');
    expect(categories?.split('\r\n')).toEqual([
      'Category,Orders,Units,Revenue,Cost,Profit,Margin %,Product cost lines,Category cost lines,Default cost lines,Unpriced lines',
      'Chandan,2,3,360.00,120.00,240.00,66.67,0,2,0,0',
      'Kaudi,2,4,320.00,60.00,260.00,81.25,2,0,0,0',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV of top products' }));
    expect(downloads.get('order-top-products-2025-03-01-to-2025-03-10.csv')?.split('\r\n')).toEqual([
      'SKU,Name,Orders,Units,Revenue,Cost,Profit,Margin %',
      'SSKAU1234567,Kaudi shells 21 pcs,2,4,320.00,60.00,260.00,81.25',
      'CH-PW-0001,Chandan powder 100 g,2,3,360.00,120.00,240.00,66.67',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV of orders per day' }));
    const days = downloads.get('order-per-day-2025-03-01-to-2025-03-10.csv')?.split('\r\n');
    expect(days).toHaveLength(11);
    expect(days?.[2]).toBe('2025-03-02,1,3,320.00');
  });

  it('says so when the orders cannot be read', async () => {
    const fail = () => {
      throw new Error('IndexedDB read failed');
    };
    db.orderLines.hook('reading', fail);
    try {
      renderInApp(<OrderAnalyticsPage />, '/order-analytics/');
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('Failed to fetch all orders for analytics');
      expect(alert.textContent).toContain('IndexedDB read failed');
    } finally {
      db.orderLines.hook('reading').unsubscribe(fail);
    }
  });
});
