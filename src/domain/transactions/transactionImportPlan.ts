import { idFromKey } from '../ids';
import type { Transaction } from '../records';
import type {
  ReadTransaction,
  SkippedRow,
  TransactionFileReading,
  TransactionKind,
  TransactionSource,
} from './transactionRecord';

/** One file's part of the preview. */
interface FilePreview {
  fileName: string;
  source: TransactionSource;
  rowsRead: number;
  skipped: SkippedRow[];
}

interface KindTotal {
  count: number;
  /** The sum of the rows' net amounts: Amazon's total, Flipkart's Bank Settlement. */
  net: number;
}

/** What importing the files would do, before anything is written. */
export interface TransactionImportPlan {
  files: FilePreview[];
  rowsRead: number;
  /** Transactions to store: new to the station and first of their hash in this batch. */
  create: Transaction[];
  /** Rows whose hash the station already holds. */
  alreadyImported: number;
  /** Rows whose hash an earlier row of this batch has (the same file chosen twice, overlapping reports). */
  duplicateInBatch: number;
  skipped: number;
  /** The first and last day of all rows read (new or not); null when none was. */
  dateSpan: { from: string; to: string } | null;
  /** New transactions by kind. */
  byKind: Partial<Record<TransactionKind, KindTotal>>;
}

/** The amount a row moves to or from the seller's bank account, whatever the report calls it. */
const netAmountOf = (data: ReadTransaction['data']): number =>
  Number(data.platform === 'amazon' ? data.total : data.bankSettlement) || 0;

/** A transaction's record id, made from its hash: two stations importing one row make one record. */
export const transactionId = (hash: string) => idFromKey(['transaction', hash]);

/**
 * docs/SPEC.md §5: transactions are de-duplicated by hash, within a batch and against stored
 * ones. `isStored` answers for hashes the station holds (tombstones included).
 */
export function planTransactionImport(
  readings: readonly TransactionFileReading[],
  isStored: (hash: string) => boolean,
): TransactionImportPlan {
  const plan: TransactionImportPlan = {
    files: [],
    rowsRead: 0,
    create: [],
    alreadyImported: 0,
    duplicateInBatch: 0,
    skipped: 0,
    dateSpan: null,
    byKind: {},
  };
  const inBatch = new Set<string>();
  let from = '';
  let to = '';
  for (const reading of readings) {
    const { fileName, source, rowsRead, skipped } = reading;
    plan.files.push({ fileName, source, rowsRead, skipped });
    plan.rowsRead += rowsRead;
    plan.skipped += skipped.length;
    for (const { hash, data } of reading.transactions) {
      if (from === '' || data.date < from) from = data.date;
      if (data.date > to) to = data.date;
      if (isStored(hash)) plan.alreadyImported += 1;
      else if (inBatch.has(hash)) plan.duplicateInBatch += 1;
      else {
        inBatch.add(hash);
        plan.create.push({ id: transactionId(hash), updated: '', deleted: false, hash, data });
        const total = (plan.byKind[data.kind] ??= { count: 0, net: 0 });
        total.count += 1;
        total.net = Math.round((total.net + netAmountOf(data)) * 100) / 100;
      }
    }
  }
  plan.dateSpan = from === '' ? null : { from, to };
  return plan;
}
