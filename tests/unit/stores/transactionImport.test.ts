import { File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../src/db/database';
import { createTransactionImportStore } from '../../../src/stores/transactionImport';
import { readTransactions, type TransactionReadEngine } from '../../../workers/import/readTransactions';
import { AMAZON_ROWS, amazonDateRangeReport } from '../../fixtures/transactions/amazonDateRangeReport';
import { freshDatabase } from '../db/fixtures';

let db: AppDatabase;
beforeEach(() => {
  db = freshDatabase();
});
afterEach(async () => {
  await db.delete();
});

const file = (name: string, bytes: Uint8Array) => new NodeFile([bytes], name) as unknown as File;
const inProcess: TransactionReadEngine = { readTransactions };
const until = async (check: () => boolean) => {
  for (let tries = 0; tries < 200 && !check(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('the transaction import store', () => {
  it('reads, previews without writing, and writes once on confirm', async () => {
    const store = createTransactionImportStore({ engine: inProcess, database: () => db });
    store.getState().chooseFiles([file('amazon.csv', amazonDateRangeReport(AMAZON_ROWS))]);
    await until(() => store.getState().phase.kind === 'preview');
    const { phase } = store.getState();
    expect(phase.kind === 'preview' && phase.plan.create.length).toBe(5);
    expect(await db.transactions.count()).toBe(0);
    expect(await store.getState().confirm()).toBe(5);
    expect(store.getState().phase.kind).toBe('done');
    expect(await db.transactions.count()).toBe(5);
  });

  it("shows the reader's message for a file that is no report, and writes nothing", async () => {
    const store = createTransactionImportStore({ engine: inProcess, database: () => db });
    store.getState().chooseFiles([file('empty.csv', new Uint8Array())]);
    await until(() => store.getState().error !== null);
    expect(store.getState()).toMatchObject({ error: 'File is empty', phase: { kind: 'choosing' } });
  });

  it('drops a read that was cancelled', async () => {
    let release = () => undefined as void;
    const held: TransactionReadEngine = {
      readTransactions: (files, control) =>
        new Promise((resolve, reject) => {
          release = () => void readTransactions(files, control).then(resolve, reject);
        }),
    };
    const store = createTransactionImportStore({ engine: held, database: () => db });
    store.getState().chooseFiles([file('amazon.csv', amazonDateRangeReport(AMAZON_ROWS))]);
    await until(() => store.getState().phase.kind === 'reading');
    store.getState().reset();
    release();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(store.getState().phase.kind).toBe('choosing');
  });
});
