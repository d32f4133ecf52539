// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDatabase } from '../../../../src/db/localDatabase';
import { saveRecords } from '../../../../src/db/writes';
import { ActiveOrdersScreen } from '../../../../src/pages/activeOrders/ActiveOrdersScreen';
import { usePdfViewerSource } from '../../../../src/stores/pdfViewer';
import { renderInApp } from '../../../support/renderApp';
import { orderLine, storedFile } from '../../db/fixtures';
import { clearStation, dayLines, seedStation, TODAY } from './activeOrdersData';
import { laidOutViewport } from '../../../support/laidOutViewport';

laidOutViewport();

beforeEach(clearStation);
afterEach(cleanup);

/** Stands in for the viewer the app shell mounts: which stored file it was asked to open. */
function ViewerProbe() {
  const source = usePdfViewerSource();
  return <output data-testid="viewer">{source?.kind === 'stored' ? source.fileId : ''}</output>;
}

const show = () =>
  renderInApp(
    <>
      <ActiveOrdersScreen packer="asha@example.com" today={TODAY} />
      <ViewerProbe />
    </>,
    '/activeOrders/',
  );
const figure = (label: string) => screen.getByTestId(`figure-${label}`).textContent;
const card = (label: string) => screen.getByRole('region', { name: label }).textContent;
const shownOrderIds = () => [...document.querySelectorAll('tr[data-order-id]')].map((row) => row.getAttribute('data-order-id'));

/** jsdom has no object URLs or downloads; these stand in for the browser's and keep what is saved. */
function captureDownloads() {
  const downloads: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, blob: blobs.get(this.href) as Blob });
  });
  return { downloads, click };
}

async function figuresShown() {
  await screen.findByTestId('figure-Total Orders');
}

describe('Active Orders', () => {
  it('says when no orders were recorded on the day, with the way to record them', async () => {
    show();
    expect(await screen.findByText('No orders recorded on this day')).toBeTruthy();
    const merge = screen.getByRole('link', { name: "Merge today's labels" });
    expect(merge.getAttribute('href')).toBe('/home/');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveProperty('disabled', true);
  });

  it("shows the day's cards with the hand-computed figures", async () => {
    await seedStation();
    show();
    await figuresShown();
    expect(figure('Total Orders')).toBe('4');
    expect(card('Total Orders')).toContain('5 lines');
    expect(figure('Units')).toBe('8');
    expect(figure('Total Revenue')).toBe('₹713.00');
    expect(card('Total Revenue')).toContain('1 lines without a product');
    expect(figure('Total Cost')).toBe('₹180.00');
    expect(card('Total Cost')).toContain('2 product · 2 category · 1 default cost');
    expect(figure('Profit Margin')).toBe('74.75%');
    expect(card('Profit Margin')).toContain('Profit ₹533.00');
  });

  it('lists every order line by category, SKU and order, Uncategorized last', async () => {
    await seedStation();
    show();
    await figuresShown();
    expect(shownOrderIds()).toEqual(['A-1', 'A-2', 'F-1', 'F-2', 'A-1']);
    const table = screen.getByRole('table', { name: 'Order lines' });
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect([...first.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'A-1',
      'Amazon',
      'CH-PW-0001',
      'Chandan powder 100 g',
      '2',
      'Chandan',
      'b1',
      'Not yet',
    ]);
    expect(screen.getByRole('tab', { name: 'Order lines (5)' })).toBeTruthy();
  });

  it('groups the day by category: orders, units, revenue and cost of each', async () => {
    await seedStation();
    show();
    await figuresShown();
    await userEvent.click(screen.getByRole('tab', { name: 'By category (3)' }));
    const table = await screen.findByRole('table', { name: 'Orders by category' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Chandan', '2', '3', '₹240.00', '₹120.00'],
      ['Kaudi', '2', '4', '₹398.00', '₹60.00'],
      ['Uncategorized', '1', '1', '₹75.00', '₹0.00'],
    ]);
  });

  it('filters by platform and by batch', async () => {
    await seedStation();
    show();
    await figuresShown();
    await userEvent.click(screen.getByRole('radio', { name: 'Amazon' }));
    await waitFor(() => expect(figure('Total Orders')).toBe('2'));
    expect(figure('Units')).toBe('4');
    expect(figure('Total Revenue')).toBe('₹315.00');
    expect(figure('Total Cost')).toBe('₹120.00');
    expect(shownOrderIds()).toEqual(['A-1', 'A-2', 'A-1']);

    await userEvent.click(screen.getByRole('radio', { name: 'All' }));
    fireEvent.click(screen.getByRole('combobox', { name: 'Batch' }));
    fireEvent.click(await screen.findByRole('option', { name: 'b2', hidden: true }));
    await waitFor(() => expect(figure('Total Orders')).toBe('2'));
    expect(figure('Units')).toBe('4');
    expect(figure('Total Revenue')).toBe('₹398.00');
    expect(figure('Total Cost')).toBe('₹60.00');
    expect(shownOrderIds()).toEqual(['F-1', 'F-2']);
  });

  it('offers every marketplace of the table as a platform filter, Meesho included, and filters by it', async () => {
    const meeshoLine = orderLine({
      date: TODAY,
      awb: '',
      batchId: '',
      type: 'meesho',
      orderId: 'M-1',
      sku: 'MS-1',
      quantity: '3',
    });
    await seedStation([...dayLines, meeshoLine]);
    show();
    await figuresShown();
    const platforms = within(screen.getByRole('radiogroup', { name: 'Platform' }));
    expect(platforms.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '',
      'amazon',
      'flipkart',
      'meesho',
    ]);

    await userEvent.click(platforms.getByRole('radio', { name: 'Meesho' }));
    await waitFor(() => expect(figure('Total Orders')).toBe('1'));
    expect(figure('Units')).toBe('3');
    expect(shownOrderIds()).toEqual(['M-1']);
  });

  it('exports the shown lines as CSV, named after the day', async () => {
    const { downloads, click } = captureDownloads();
    try {
      await seedStation();
      show();
      await figuresShown();
      await userEvent.click(screen.getByRole('radio', { name: 'Flipkart' }));
      await waitFor(() => expect(figure('Total Orders')).toBe('2'));
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect(downloads.map((download) => download.name)).toEqual(['active-orders-2025-01-02.csv']);
      const text = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as string);
        reader.readAsText(downloads[0]!.blob);
      });
      expect(text.replace(/^\ufeff/, '').split('\r\n')).toEqual([
        'Order id,Platform,SKU,Name,Quantity,Category,Batch',
        'F-1,flipkart,SSKAU1234567,Kaudi shells 21 pcs,3,Kaudi,b2',
        'F-2,flipkart,SSKAU1234567,Kaudi shells 21 pcs,1,Kaudi,b2',
      ]);
    } finally {
      click.mockRestore();
    }
  });

  it('shows another day picked in the date picker', async () => {
    await seedStation();
    show();
    await figuresShown();
    fireEvent.click(screen.getByRole('button', { name: 'Day' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yesterday', hidden: true }));
    await waitFor(() => expect(figure('Total Orders')).toBe('1'));
    expect(figure('Units')).toBe('5');
    expect(figure('Total Revenue')).toBe('₹600.00');
    expect(shownOrderIds()).toEqual(['A-0']);
  });

  it("lists the files the day's merges stored, merged labels first, to download or open", async () => {
    const merged = storedFile({ name: 'merged-labels-2025-01-02.pdf', kind: 'merged-labels', batchId: 'b1' });
    const download = storedFile({
      name: 'flipkart-labels.pdf',
      kind: 'marketplace-download',
      batchId: 'b2',
      uploaded: true,
      blob: null,
      createdAt: '2025-01-02T08:00:00.000Z',
    });
    const yesterdays = storedFile({
      name: 'merged-labels-2025-01-01.pdf',
      kind: 'merged-labels',
      batchId: 'b0',
      day: '2025-01-01',
    });
    await seedStation();
    await saveRecords(localDatabase(), 'files', [download, yesterdays, merged]);
    show();
    const table = await screen.findByRole('table', { name: "Files from the day's merges" });
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows().map((row) => row.getAttribute('data-file-id'))).toEqual([merged.id, download.id]);
    expect(rows()[0]?.textContent).toContain('merged-labels-2025-01-02.pdf');
    expect(rows()[0]?.textContent).toContain('Waiting for upload');
    expect(rows()[1]?.textContent).not.toContain('Waiting for upload');
    expect(screen.queryByText('merged-labels-2025-01-01.pdf')).toBeNull();

    const { downloads, click } = captureDownloads();
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Download merged-labels-2025-01-02.pdf' }));
      await waitFor(() => expect(downloads.map((saved) => saved.name)).toEqual(['merged-labels-2025-01-02.pdf']));
    } finally {
      click.mockRestore();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Open merged-labels-2025-01-02.pdf' }));
    expect(screen.getByTestId('viewer').textContent).toBe(merged.id);

    fireEvent.click(screen.getByRole('combobox', { name: 'Batch' }));
    fireEvent.click(await screen.findByRole('option', { name: 'b2', hidden: true }));
    await waitFor(() => expect(rows().map((row) => row.getAttribute('data-file-id'))).toEqual([download.id]));
  });

  it('puts only the rows in view into the page on a 1,200-line day', async () => {
    await seedStation(
      Array.from({ length: 1200 }, (_, at) =>
        orderLine({ date: TODAY, orderId: `OD-${String(at).padStart(5, '0')}`, awb: '', batchId: '' }),
      ),
    );
    show();
    await figuresShown();
    expect(figure('Total Orders')).toBe('1,200');
    const rendered = shownOrderIds().length;
    expect(rendered).toBeGreaterThan(10);
    expect(rendered).toBeLessThan(60);
    expect(screen.getByRole('table', { name: 'Order lines' }).getAttribute('aria-rowcount')).toBe('1201');
  });
});
