import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AppDatabase } from '../db/database';
import { importTransactions, previewTransactionImport } from '../db/transactions';
import { importErrorMessage } from '../domain/catalogue/importMessages';
import type { TransactionImportPlan } from '../domain/transactions/transactionImportPlan';
import type { TransactionFileReading } from '../domain/transactions/transactionRecord';
import type { TransactionReadEngine, TransactionReadProgress } from '../../workers/import/readTransactions';
import { createLongJob } from './longJob';

export type { TransactionReadProgress };

/** What the dialog shows: choose files, watch them being read, check the preview, see the result. */
type TransactionImportPhase =
  | { kind: 'choosing' }
  | { kind: 'reading'; progress: TransactionReadProgress | null }
  | { kind: 'preview'; readings: TransactionFileReading[]; plan: TransactionImportPlan }
  | { kind: 'writing'; readings: TransactionFileReading[]; plan: TransactionImportPlan }
  | { kind: 'done'; plan: TransactionImportPlan };

export interface TransactionImportState {
  files: File[];
  phase: TransactionImportPhase;
  error: string | null;
  chooseFiles: (files: File[]) => void;
  /** Stores the previewed transactions in one write; resolves with how many were new, or null when nothing was written. */
  confirm: () => Promise<number | null>;
  /** Stops reading and starts afresh; nothing is written before confirm. */
  reset: () => void;
}

interface TransactionImportDependencies {
  /** Reads the files: the import worker in the app. */
  engine: TransactionReadEngine;
  database: () => AppDatabase;
}

const FRESH: Pick<TransactionImportState, 'files' | 'phase' | 'error'> = { files: [], phase: { kind: 'choosing' }, error: null };

/**
 * One import of payment reports: read in the worker (progress, cancel), compared with the
 * station's transactions for the preview, written only on confirm, all or nothing.
 */
export function createTransactionImportStore({
  engine,
  database,
}: TransactionImportDependencies): StoreApi<TransactionImportState> {
  return createStore<TransactionImportState>()((set, get) => {
    const job = createLongJob<TransactionReadProgress>((progress) => set({ phase: { kind: 'reading', progress } }));

    const read = async (files: File[]) => {
      set({ files, error: null, phase: { kind: 'reading', progress: null } });
      const outcome = await job.start(async (control) => {
        const inputs = await Promise.all(files.map(async (file) => ({ name: file.name, data: await file.arrayBuffer() })));
        const readings = await engine.readTransactions(inputs, control);
        return { readings, plan: await previewTransactionImport(database(), readings) };
      });
      if (outcome.status === 'done') set({ phase: { kind: 'preview', ...outcome.value } });
      if (outcome.status === 'failed') set({ phase: FRESH.phase, error: importErrorMessage(outcome.error) });
    };

    return {
      ...FRESH,

      chooseFiles(files) {
        if (files.length > 0) void read(files);
      },

      async confirm() {
        const { phase } = get();
        if (phase.kind !== 'preview') return null;
        set({ error: null, phase: { ...phase, kind: 'writing' } });
        const outcome = await job.start(() => importTransactions(database(), phase.readings));
        if (outcome.status === 'failed') set({ error: importErrorMessage(outcome.error), phase });
        if (outcome.status !== 'done') return null;
        set({ phase: { kind: 'done', plan: outcome.value } });
        return outcome.value.create.length;
      },

      reset() {
        job.cancel();
        set(FRESH);
      },
    };
  });
}
