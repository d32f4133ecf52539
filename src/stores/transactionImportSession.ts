import { localDatabase } from '../db/localDatabase';
import { workerTransactionEngine } from '../../workers/importClient';
import { createTransactionImportStore } from './transactionImport';

/** The station's one payment-report import: it outlives the Transactions screen while a long file is read. */
export const transactionImportStore = createTransactionImportStore({ engine: workerTransactionEngine, database: localDatabase });
