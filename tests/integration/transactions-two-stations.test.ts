import 'fake-indexeddb/auto';
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { importTransactions } from '../../src/db/transactions';
import type { Transaction } from '../../src/domain/records';
import { pullAll } from '../../src/sync/pull';
import { pushOutbox, type PushOptions } from '../../src/sync/push';
import { readTransactionReport } from '../../workers/import/transactionReport';
import { AMAZON_ROWS, amazonDateRangeReport } from '../fixtures/transactions/amazonDateRangeReport';
import { flipkartPnlWorkbook, PNL_ROWS } from '../fixtures/transactions/flipkartWorkbooks';
import { signedInUser } from '../support/pocketbase';
import { serverForTests } from '../support/serverForTests';
import { stationDatabases } from '../support/stationDatabases';

const noWait: PushOptions = { sleep: async () => {} };
const server = serverForTests();
let pb: PocketBase;
const station = stationDatabases('station');

beforeAll(async () => {
  pb = await signedInUser(server);
});

const amazonFull = () => readTransactionReport('amazon-april.csv', amazonDateRangeReport(AMAZON_ROWS));
/** An earlier report of an overlapping range: the first three rows, tab-separated, another preamble. */
const amazonEarly = () =>
  readTransactionReport(
    'amazon-early.txt',
    amazonDateRangeReport(AMAZON_ROWS.slice(0, 3), { delimiter: '\t', preamble: ['All amounts in INR'] }),
  );
const pnl = () => readTransactionReport('pnl.xlsx', flipkartPnlWorkbook(PNL_ROWS));

describe('two stations import overlapping payment reports offline', () => {
  it('leave the server with each transaction once, and each station with all of them', async () => {
    const [first, second] = [station(), station()];
    // Offline: each station imports on its own; the Amazon files overlap in three rows, the P&L is the same file.
    expect((await importTransactions(first, [amazonFull(), pnl()])).create).toHaveLength(8);
    expect((await importTransactions(second, [amazonEarly(), pnl()])).create).toHaveLength(6);

    // Back online, both push, then both pull.
    expect((await pushOutbox(first, pb, noWait)).error).toBeNull();
    expect((await pushOutbox(second, pb, noWait)).error).toBeNull();
    await pullAll(first, pb);
    await pullAll(second, pb);

    const onServer = await pb.collection('transactions').getFullList<Transaction>();
    const hashes = onServer.map((record) => record.hash);
    expect(hashes).toHaveLength(8);
    expect(new Set(hashes).size).toBe(8);
    const expected = [...amazonFull().transactions, ...pnl().transactions].map(({ hash }) => hash).sort();
    expect([...hashes].sort()).toEqual(expected);
    for (const db of [first, second]) {
      const stored = await db.transactions.toArray();
      expect(stored.map((record) => record.hash).sort()).toEqual(expected);
      expect(await db.outbox.count()).toBe(0);
    }

    // Importing the full report again on the second station adds nothing anywhere.
    expect((await importTransactions(second, [amazonFull()])).create).toHaveLength(0);
    expect(
      await pb
        .collection('transactions')
        .getList(1, 1)
        .then((page) => page.totalItems),
    ).toBe(8);
  });
});
