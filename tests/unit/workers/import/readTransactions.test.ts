import { describe, expect, it } from 'vitest';
import { readTransactions, type TransactionReadProgress } from '../../../../workers/import/readTransactions';
import { AMAZON_ROWS, amazonDateRangeReport } from '../../../fixtures/transactions/amazonDateRangeReport';
import { flipkartPnlWorkbook, PNL_ROWS } from '../../../fixtures/transactions/flipkartWorkbooks';

const FILES = [
  { name: 'amazon.csv', data: amazonDateRangeReport(AMAZON_ROWS) },
  { name: 'pnl.xlsx', data: flipkartPnlWorkbook(PNL_ROWS).buffer as ArrayBuffer },
];

describe('readTransactions', () => {
  it('reads each file in turn and says how far it got', async () => {
    const progress: TransactionReadProgress[] = [];
    const readings = await readTransactions(FILES, { onProgress: (step) => progress.push(step) });
    expect(readings.map(({ source, rowsRead }) => [source, rowsRead])).toEqual([
      ['amazon-date-range', 5],
      ['flipkart-pnl', 4],
    ]);
    expect(progress.filter((step) => !step.rows)).toEqual([
      { done: 0, total: 2, fileName: 'amazon.csv' },
      { done: 1, total: 2, fileName: 'pnl.xlsx' },
      { done: 2, total: 2, fileName: '' },
    ]);
  });

  it('says how many rows of a long file it has read while reading it', async () => {
    const rows = Array.from({ length: 12_000 }, (_, at) => ({ ...AMAZON_ROWS[0], 'order id': `408-${at}` }));
    const progress: TransactionReadProgress[] = [];
    const [reading] = await readTransactions([{ name: 'year.csv', data: amazonDateRangeReport(rows) }], {
      onProgress: (step) => progress.push(step),
    });
    expect(reading?.rowsRead).toBe(12_000);
    const withinFile = progress.filter((step) => step.rows).map((step) => [step.fileName, step.done, step.rows?.read]);
    expect(withinFile).toEqual([
      ['year.csv', 0, 1],
      ['year.csv', 0, 5_000],
      ['year.csv', 0, 10_000],
    ]);
    expect(progress.find((step) => step.rows)?.rows?.total).toBeGreaterThanOrEqual(12_000);
  });

  it('stops between files when cancelled', async () => {
    const cancel = new AbortController();
    const reading = readTransactions(FILES, {
      signal: cancel.signal,
      onProgress: ({ done }) => done === 1 && cancel.abort(new DOMException('Cancelled', 'AbortError')),
    });
    await expect(reading).rejects.toThrow('Cancelled');
  });
});
