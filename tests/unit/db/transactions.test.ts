import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../src/db/database';
import { importTransactions, previewTransactionImport } from '../../../src/db/transactions';
import { readTransactionReport } from '../../../workers/import/transactionReport';
import { AMAZON_ROWS, amazonDateRangeReport } from '../../fixtures/transactions/amazonDateRangeReport';
import { flipkartPnlWorkbook, PNL_ROWS } from '../../fixtures/transactions/flipkartWorkbooks';
import { freshDatabase } from './fixtures';

let db: AppDatabase;
beforeEach(() => {
  db = freshDatabase();
});
afterEach(async () => {
  await db.delete();
});

const amazon = () => readTransactionReport('amazon.csv', amazonDateRangeReport(AMAZON_ROWS));
const amazonEarly = () => readTransactionReport('early.csv', amazonDateRangeReport(AMAZON_ROWS.slice(0, 2)));
const pnl = () => readTransactionReport('pnl.xlsx', flipkartPnlWorkbook(PNL_ROWS));

describe('importing transactions into the station database', () => {
  it('previews without writing, then writes every new transaction with its outbox entry', async () => {
    const preview = await previewTransactionImport(db, [amazon(), pnl()]);
    expect(preview.create).toHaveLength(8);
    expect(await db.transactions.count()).toBe(0);
    const plan = await importTransactions(db, [amazon(), pnl()]);
    expect(plan.create).toHaveLength(8);
    expect(await db.transactions.count()).toBe(8);
    const outbox = await db.outbox.toArray();
    expect(outbox.filter((entry) => entry.collection === 'transactions')).toHaveLength(8);
  });

  it('adds nothing when the same file comes again, and only the new rows of an overlapping one', async () => {
    await importTransactions(db, [amazonEarly()]);
    expect(await db.transactions.count()).toBe(2);
    const again = await importTransactions(db, [amazon(), amazon()]);
    // Each copy has the 2 stored rows; the second copy repeats the first's 3 new ones.
    expect(again).toMatchObject({ alreadyImported: 4, duplicateInBatch: 3 });
    expect(again.create).toHaveLength(3);
    expect(await db.transactions.count()).toBe(5);
    expect((await importTransactions(db, [amazon()])).create).toHaveLength(0);
    expect(await db.transactions.count()).toBe(5);
  });

  it('writes nothing when the write fails part way', async () => {
    const [first] = amazon().transactions;
    if (!first) throw new Error('no row');
    // A record that cannot be stored (a function is not storable) makes the whole write fail.
    const broken = {
      ...amazon(),
      transactions: [first, { ...first, hash: 'broken', data: { ...first.data, total: (() => 0) as unknown as number } }],
    };
    await expect(importTransactions(db, [broken])).rejects.toThrow();
    expect(await db.transactions.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});
