import type { AppDatabase } from './database';
import { saveRecords } from './writes';
import { planTransactionImport, type TransactionImportPlan } from '../domain/transactions/transactionImportPlan';
import type { TransactionFileReading } from '../domain/transactions/transactionRecord';
import { readableRows } from './readableRows';

/** The hashes among these that the station holds, tombstones and rows pulled from other stations included. */
async function storedHashes(db: AppDatabase, readings: readonly TransactionFileReading[]): Promise<Set<string>> {
  const hashes = [...new Set(readings.flatMap((reading) => reading.transactions.map(({ hash }) => hash)))];
  const found = await db.transactions.where('hash').anyOf(hashes).keys();
  return new Set(found.map(String));
}

/** What importing the read files would add to the station's transactions; writes nothing. */
export async function previewTransactionImport(
  db: AppDatabase,
  readings: readonly TransactionFileReading[],
): Promise<TransactionImportPlan> {
  const stored = await storedHashes(db, readings);
  return planTransactionImport(readings, (hash) => stored.has(hash));
}

/**
 * Stores the new transactions with their outbox entries in one transaction: all or none. The plan
 * is made again inside it, so a transaction that arrived by sync since the preview is not stored twice.
 */
export function importTransactions(db: AppDatabase, readings: readonly TransactionFileReading[]): Promise<TransactionImportPlan> {
  return db.transaction('rw', db.transactions, db.outbox, async () => {
    const plan = await previewTransactionImport(db, readings);
    await saveRecords(db, 'transactions', plan.create);
    return plan;
  });
}

/** Every stored transaction, tombstones left out: what the analytics read. */
export const liveTransactions = async (db: AppDatabase) =>
  readableRows(db, 'transactions', await db.transactions.toArray()).filter((record) => !record.deleted);
