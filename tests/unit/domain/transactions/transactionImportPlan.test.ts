import { describe, expect, it } from 'vitest';
import { planTransactionImport, transactionId } from '../../../../src/domain/transactions/transactionImportPlan';
import type { ReadTransaction, TransactionFileReading } from '../../../../src/domain/transactions/transactionRecord';

const row = (hash: string, date: string, total: number, kind: 'order' | 'service-fee' = 'order'): ReadTransaction => ({
  row: 2,
  hash,
  data: {
    source: 'amazon-date-range',
    platform: 'amazon',
    kind,
    type: kind === 'order' ? 'Order' : 'Service Fee',
    date,
    orderId: '',
    orderItemId: '',
    sku: '',
    settlementId: '',
    description: '',
    units: 1,
    status: '',
    total,
  },
});

const file = (fileName: string, transactions: ReadTransaction[], skipped = 0): TransactionFileReading => ({
  source: 'amazon-date-range',
  fileName,
  rowsRead: transactions.length + skipped,
  transactions,
  skipped: Array.from({ length: skipped }, (_, at) => ({ row: 10 + at, reason: 'bad' })),
});

describe('planTransactionImport', () => {
  it('keeps the first of each hash, counts repeats in the batch and rows already stored apart', () => {
    const plan = planTransactionImport(
      [
        file('a.csv', [row('h1', '2025-04-02', 100), row('h2', '2025-04-01', -30, 'service-fee')], 1),
        file('b.csv', [row('h2', '2025-04-01', -30, 'service-fee'), row('h3', '2025-04-09', 50), row('h4', '2025-03-31', 7)]),
      ],
      (hash) => hash === 'h4',
    );
    expect(plan.create.map(({ hash }) => hash)).toEqual(['h1', 'h2', 'h3']);
    expect(plan).toMatchObject({
      rowsRead: 6,
      alreadyImported: 1,
      duplicateInBatch: 1,
      skipped: 1,
      dateSpan: { from: '2025-03-31', to: '2025-04-09' },
      byKind: { order: { count: 2, net: 150 }, 'service-fee': { count: 1, net: -30 } },
    });
    expect(plan.create[0]).toMatchObject({ id: transactionId('h1'), updated: '', deleted: false, hash: 'h1' });
  });

  it('makes the same record id from the same hash on every station', () => {
    expect(transactionId('abc')).toBe(transactionId('abc'));
    expect(transactionId('abc')).toMatch(/^[a-z0-9]{15}$/);
    expect(transactionId('abc')).not.toBe(transactionId('abd'));
  });

  it('has no date span when nothing was read', () => {
    expect(planTransactionImport([], () => false)).toMatchObject({ rowsRead: 0, create: [], dateSpan: null, byKind: {} });
  });
});
