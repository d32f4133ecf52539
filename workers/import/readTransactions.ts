import type { TransactionFileReading } from '../../src/domain/transactions/transactionRecord';
import { readTransactionReport } from './transactionReport';
import { yieldToEvents } from '../yieldToEvents';

/** A payment report to read: its name and bytes (null when no file was chosen). */
export interface TransactionFileInput {
  name: string;
  data: ArrayBuffer | Uint8Array | null;
}

export interface TransactionReadProgress {
  /** Files read so far, of `total`. */
  done: number;
  total: number;
  fileName: string;
  /** The data rows of `fileName` read so far and in all, once its cells are parsed. */
  rows?: { read: number; total: number };
}

export interface TransactionReadControl {
  signal?: AbortSignal;
  onProgress?: (progress: TransactionReadProgress) => void;
}

/** How the store and the command line read payment reports: in the import worker, or in-process. */
export interface TransactionReadEngine {
  readTransactions: (
    files: readonly TransactionFileInput[],
    control?: TransactionReadControl,
  ) => Promise<TransactionFileReading[]>;
}

const bytesOf = (data: TransactionFileInput['data']) =>
  data === null || data instanceof Uint8Array ? data : new Uint8Array(data);

/**
 * Reads each file in turn, saying how far it got, row by row within a long file (the worker posts
 * each report while it goes on reading); a cancel stops it between files.
 */
export async function readTransactions(
  files: readonly TransactionFileInput[],
  { signal, onProgress }: TransactionReadControl = {},
): Promise<TransactionFileReading[]> {
  const readings: TransactionFileReading[] = [];
  for (const [at, file] of files.entries()) {
    signal?.throwIfAborted();
    onProgress?.({ done: at, total: files.length, fileName: file.name });
    await yieldToEvents();
    signal?.throwIfAborted();
    const rowsRead = (read: number, total: number) =>
      onProgress?.({ done: at, total: files.length, fileName: file.name, rows: { read, total } });
    readings.push(readTransactionReport(file.name, bytesOf(file.data), rowsRead));
  }
  onProgress?.({ done: files.length, total: files.length, fileName: '' });
  return readings;
}
