// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MergeSummary, SummaryLine } from '../../../../src/domain/labels/mergeSummary';
import { MergeResultPanel } from '../../../../src/pages/labelMerger/MergeResultPanel';
import type { MergeSessionState } from '../../../../src/stores/mergeSessionState';
import { mergeSessionStore } from '../../../../src/stores/useMergeSession';
import { renderInApp } from '../../../support/renderApp';

const initial = mergeSessionStore.getState();

afterEach(() => {
  cleanup();
  mergeSessionStore.setState(initial, true);
});

const line = (page: number, orderId: string, sku: string, category: string): SummaryLine => ({
  page,
  platform: 'meesho',
  orderId,
  awb: '',
  parcel: sku,
  sku,
  name: sku,
  quantity: 1,
  category,
  items: [{ sku, name: sku, quantity: 1, category }],
});

/** Three labels, two of them of one SKU the catalogue does not know, one without a SKU read. */
const SUMMARY: MergeSummary = {
  pages: 3,
  files: [],
  lines: [
    line(1, 'M-1', 'NEW-SKU', 'Uncategorized'),
    line(2, 'M-2', 'NEW-SKU', 'Uncategorized'),
    line(3, 'M-3', '', 'Uncategorized'),
  ],
  duplicates: [],
  unknownSkus: [
    { sku: 'NEW-SKU', where: ['meesho.pdf page 1', 'meesho.pdf page 2'] },
    { sku: '', where: ['meesho.pdf page 3'] },
  ],
  warnings: [],
};

function mergedWith(state: Partial<MergeSessionState> = {}) {
  mergeSessionStore.setState({ finalPdf: 'blob:merged', summary: SUMMARY, ...state });
  renderInApp(<MergeResultPanel />);
}

describe('the merge result', () => {
  it('puts Open, Download and Print first, then one line of counts', () => {
    mergedWith();
    const actions = [...document.querySelectorAll('section a, section button')].map((action) => action.textContent);
    expect(actions.slice(0, 4)).toEqual(['Open PDF', 'Open in viewer', 'Download PDF', 'Print']);
    expect(screen.getByText('3 pages · 3 orders · 0 duplicates · 2 unknown SKUs')).toBeTruthy();
  });

  it('names each unknown SKU once, however many labels carry it, with a link to add them to the catalogue', () => {
    mergedWith();
    const unknown = screen.getByTestId('unknown-skus');
    expect(unknown.textContent).toBe(
      "1 SKU not in the catalogue (listed as 'Uncategorized'): NEW-SKU, labels without a readable SKU. Add them to the catalogue",
    );
    expect(screen.getByRole('link', { name: 'Add them to the catalogue' }).getAttribute('href')).toBe('/products/');
  });

  it('says the PDF is kept, with a link to Storage Management and the input files kept with it', () => {
    mergedWith({ keptFiles: { status: 'saved', merged: { id: 'f1', name: 'labels-2025-01-02.pdf' }, inputs: 2 } });
    expect(screen.getByRole('link', { name: 'Saved to Files' }).getAttribute('href')).toBe('/storage-management/');
    expect(screen.getByText('with its 2 input files')).toBeTruthy();
  });

  it("opens the PDF in a tab titled with the file's name, not the blob's UUID", () => {
    const tab = document.implementation.createHTMLDocument('');
    const open = vi.spyOn(window, 'open').mockReturnValue({ document: tab } as unknown as Window);
    mergedWith({ orderDate: '2026-11-27' });
    fireEvent.click(screen.getByRole('link', { name: 'Open PDF' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(tab.title).toBe('labels-2026-11-27.pdf');
    expect(tab.querySelector('iframe')?.getAttribute('src')).toBe('blob:merged');
    open.mockRestore();
  });

  it('says when the PDF could not be kept, and leaves its buttons usable', () => {
    mergedWith({ keptFiles: { status: 'failed', message: 'The merged labels were not saved to Files: full.' } });
    expect(screen.getByRole('alert').textContent).toContain('The merged labels were not saved to Files: full.');
    expect(screen.getByRole('link', { name: 'Open PDF' }).getAttribute('href')).toBe('blob:merged');
    expect((screen.getByRole('button', { name: 'Print' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('link', { name: 'Saved to Files' })).toBeNull();
  });

  it('says a re-merge that recorded nothing new added no file to Files (docs/SPEC.md §15)', () => {
    mergedWith({ keptFiles: { status: 'already' } });
    expect(screen.getByTestId('kept-files').textContent).toBe(
      "Nothing new recorded, so not saved again: the day's merged labels are in Files",
    );
    expect(screen.getByRole('link', { name: 'Files' }).getAttribute('href')).toBe('/storage-management/');
  });

  it('writes the counts and the order day in Indian formats (docs/SPEC.md §12)', () => {
    const pages = Array.from({ length: 1234 }, (_, at) => line(at + 1, `M-${at}`, 'KNOWN', 'Chandan'));
    mergedWith({
      summary: { ...SUMMARY, pages: 1234, lines: pages, unknownSkus: [] },
      recordedOrders: { date: '2026-11-27', recorded: 12_345, alreadyRecorded: 1000, withoutOrderId: 0, batchId: 'b1' },
    });
    expect(screen.getByTestId('merged-page-count').textContent).toBe('1,234 pages');
    expect(screen.getByText('1,234 pages · 1,234 orders · 0 duplicates · 0 unknown SKUs')).toBeTruthy();
    expect(screen.getByText('12,345 order lines recorded for 27/11/2026 (1,000 already recorded before).')).toBeTruthy();
  });
});
