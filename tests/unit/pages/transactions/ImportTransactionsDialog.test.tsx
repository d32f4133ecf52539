// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { localDatabase } from '../../../../src/db/localDatabase';
import { ImportTransactionsDialog } from '../../../../src/pages/transactions/ImportTransactionsDialog';
import { createTransactionImportStore } from '../../../../src/stores/transactionImport';
import type { TransactionReadEngine } from '../../../../workers/import/readTransactions';
import { renderInApp } from '../../../support/renderApp';

afterEach(() => {
  cleanup();
});

/** A reader that reports having read part of a long file, then waits until the test lets it go. */
function pausedEngine(): { engine: TransactionReadEngine; finish: () => void } {
  let finish = () => {};
  const engine: TransactionReadEngine = {
    readTransactions: async (_files, control) => {
      control?.onProgress?.({ done: 0, total: 2, fileName: 'year.csv', rows: { read: 5_000, total: 20_000 } });
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      return [];
    },
  };
  return { engine, finish: () => finish() };
}

/** jsdom's File has no arrayBuffer(); the store reads files through it. */
const reportFile = (name: string) => Object.assign(new File(['x'], name), { arrayBuffer: async () => new ArrayBuffer(1) });

describe('ImportTransactionsDialog', () => {
  it('shows how many rows of the file being read are done, and the bar counts them', async () => {
    const { engine, finish } = pausedEngine();
    const store = createTransactionImportStore({ engine, database: localDatabase });
    renderInApp(<ImportTransactionsDialog opened onClose={() => {}} store={store} />);
    store.getState().chooseFiles([reportFile('year.csv'), reportFile('pnl.xlsx')]);

    expect(await screen.findByText('Reading year.csv: 5,000 of 20,000 rows')).toBeTruthy();
    // One file of two, a quarter of the way through it: an eighth of the whole.
    expect(screen.getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow')).toBe('12.5');
    finish();
  });

  it('says a chosen PDF is not a spreadsheet instead of ignoring it, and forgets that on the next choice', async () => {
    const store = createTransactionImportStore({ engine: pausedEngine().engine, database: localDatabase });
    renderInApp(<ImportTransactionsDialog opened onClose={() => {}} store={store} />);
    const input = screen.getByLabelText('Payment reports');
    fireEvent.change(input, { target: { files: [reportFile('labels-2026-11-27.pdf')] } });
    expect((await screen.findByRole('alert')).textContent).toContain('labels-2026-11-27.pdf is not a spreadsheet');

    fireEvent.change(input, { target: { files: [reportFile('year.csv')] } });
    expect(await screen.findByText(/Reading year.csv/)).toBeTruthy();
    expect(screen.queryByText(/is not a spreadsheet/)).toBeNull();
  });
});
