// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDatabase } from '../../../../src/db/localDatabase';
import { importTransactions } from '../../../../src/db/transactions';
import { saveRecords } from '../../../../src/db/writes';
import { TransactionsPage } from '../../../../src/pages/transactions/TransactionsPage';
import { readTransactionReport } from '../../../../workers/import/transactionReport';
import { AMAZON_ROWS, amazonDateRangeReport } from '../../../fixtures/transactions/amazonDateRangeReport';
import { flipkartPnlWorkbook, PNL_ROWS } from '../../../fixtures/transactions/flipkartWorkbooks';
import { renderInApp } from '../../../support/renderApp';
import { category, product } from '../../db/fixtures';

const downloads = vi.hoisted(() => new Map<string, string>());
vi.mock('../../../../src/components/downloadCsv', () => ({
  downloadCsv: (fileName: string, csv: string) => downloads.set(fileName, csv),
}));

const db = localDatabase();
const gomti = category({ name: 'Gomti', costPrice: 100 });

beforeEach(async () => {
  downloads.clear();
  await Promise.all([db.products.clear(), db.categories.clear(), db.transactions.clear(), db.outbox.clear()]);
  await saveRecords(db, 'categories', [gomti]);
  await saveRecords(db, 'products', [
    product({ sku: 'SS-GOMTI-011', platform: 'amazon', customCostPrice: null, categoryId: gomti.id }),
  ]);
  await importTransactions(db, [
    readTransactionReport('amazon.csv', amazonDateRangeReport(AMAZON_ROWS, { with2025Columns: true })),
    readTransactionReport('pnl.xlsx', flipkartPnlWorkbook(PNL_ROWS)),
  ]);
});

afterEach(() => {
  cleanup();
});

const tile = (name: string) => within(screen.getByRole('group', { name })).getAllByText(/./).at(1)?.textContent;

describe('Transaction Analytics', () => {
  it('shows the span of the data and the tiles of both marketplaces', async () => {
    renderInApp(<TransactionsPage />);
    expect(await screen.findByText('Imported data: 01/04/2025 to 10/04/2025')).toBeTruthy();
    // Net received 178.14 (the transfer counts in no figure); 6 Gomti units at the category's 100.
    expect(tile('Net Received')).toMatch(/178\.14/);
    expect(tile('Units sold')).toBe('6');
    expect(tile('Cost of goods')).toMatch(/600\.00/);
    expect(tile('Net Profit')).toMatch(/-?421\.86/);
    expect(screen.getByText('Cost from product 0, category 2, default 1 SKUs')).toBeTruthy();
    const skus = screen.getByRole('table', { name: 'Figures by SKU' });
    expect(within(skus).getAllByText('SS-GOMTI-011')).toHaveLength(2);
    // The month is named as a user reads it, its amounts in rupees (docs/SPEC.md §12).
    const months = screen.getByRole('figure', { name: 'Sales, fees and profit by month' });
    expect(months.textContent).toMatch(/^Apr 2025: sales ₹[\d,]+\.\d\d, fees -?₹[\d,]+\.\d\d, profit -?₹[\d,]+\.\d\d/);
    expect(months.textContent).not.toContain('2025-04');
  });

  it('filters by marketplace and exports what it shows', async () => {
    const user = userEvent.setup();
    renderInApp(<TransactionsPage />);
    await screen.findByRole('table', { name: 'Figures by SKU' });
    await user.click(screen.getByRole('radio', { name: 'Flipkart' }));
    expect(tile('Net Received')).toMatch(/2,057\.00/);
    await user.click(screen.getByRole('button', { name: 'Export CSV of SKUs' }));
    expect(downloads.get('transactions-by-sku.csv')?.split('\r\n')[1]).toBe(
      'SS-GOMTI-011,flipkart,Gomti,5,2495.00,-378.00,0.00,500.00,1617.00,64.81,category',
    );
  });
});

describe('a SKU sold on both marketplaces, in Chandan on Amazon and in no category on Flipkart', () => {
  beforeEach(async () => {
    await Promise.all([db.products.clear(), db.categories.clear(), db.transactions.clear(), db.outbox.clear()]);
    const chandan = category({ name: 'Chandan', costPrice: 42 });
    await saveRecords(db, 'categories', [chandan]);
    await saveRecords(db, 'products', [
      product({ sku: 'SS-CHANDAN-01', platform: 'amazon', customCostPrice: null, categoryId: chandan.id }),
      product({ sku: 'SS-CHANDAN-01', platform: 'flipkart', customCostPrice: null, categoryId: '' }),
    ]);
    // Flipkart first, as in the shop that saw every unit costed at 0.
    await importTransactions(db, [
      readTransactionReport(
        'pnl.xlsx',
        flipkartPnlWorkbook([{ ...PNL_ROWS[0], 'SKU Name': 'SS-CHANDAN-01', 'Order Item ID': 'OI-2001', 'Net Units': 2 }]),
      ),
      readTransactionReport(
        'amazon.csv',
        amazonDateRangeReport([{ ...AMAZON_ROWS[0], Sku: 'SS-CHANDAN-01', quantity: '2', 'order id': '402-2222222-2222222' }], {
          with2025Columns: true,
        }),
      ),
    ]);
  });

  const skuRows = () =>
    within(screen.getByRole('table', { name: 'Figures by SKU' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );

  it('costs 2 Amazon units at 42 and 2 Flipkart units at 0 with All, as Amazon alone does', async () => {
    const user = userEvent.setup();
    renderInApp(<TransactionsPage />);
    await screen.findByRole('table', { name: 'Figures by SKU' });
    expect(tile('Units sold')).toBe('4');
    expect(tile('Cost of goods')).toMatch(/^₹\s?84\.00$/);
    const rows = skuRows();
    expect(rows.map((cells) => [cells[0], cells[1], cells[2], cells[3]])).toEqual(
      expect.arrayContaining([
        ['SS-CHANDAN-01', 'Amazon', 'Chandan', '2'],
        ['SS-CHANDAN-01', 'Flipkart', 'Uncategorized', '2'],
      ]),
    );
    expect(rows.find((cells) => cells[1] === 'Amazon')?.[7]).toMatch(/84\.00/);
    expect(rows.find((cells) => cells[1] === 'Flipkart')?.[7]).toMatch(/^₹\s?0\.00$/);
    await user.click(screen.getByRole('radio', { name: 'Amazon' }));
    expect(tile('Cost of goods')).toMatch(/^₹\s?84\.00$/);
  });
});
