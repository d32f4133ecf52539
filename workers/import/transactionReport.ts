import type * as XLSX from '@e965/xlsx';
import Papa from 'papaparse';
import { decodeListingText } from '../../src/domain/catalogue/decodeText';
import {
  amazonDelimiter,
  readTransactionFile,
  transactionFileFormat,
  type TransactionFileContent,
} from '../../src/domain/transactions/transactionFile';
import type { OnRowsRead } from '../../src/domain/transactions/reportRows';
import { unsupportedTransactionFile } from '../../src/domain/transactions/transactionMessages';
import type { TransactionCell, TransactionFileReading } from '../../src/domain/transactions/transactionRecord';
import { readWorkbookValues, sheetValues } from './workbookValues';

/** Amazon's report as rows: the delimiter its header line uses, quoted fields ('"1,234.50"') read by papaparse. */
function textContent(bytes: Uint8Array, fileName: string): TransactionFileContent {
  const text = decodeListingText(bytes);
  const delimiter = amazonDelimiter(text);
  if (delimiter === null) {
    if (text.trim() === '') return { format: 'text', rows: [] };
    throw new Error(unsupportedTransactionFile(fileName));
  }
  const parsed = Papa.parse<string[]>(text, { delimiter, header: false, skipEmptyLines: false });
  return { format: 'text', rows: parsed.data };
}

/** Every sheet's rows: which sheet holds the report is the content's to say. */
function workbookContent(bytes: Uint8Array, fileName: string): TransactionFileContent {
  let workbook: XLSX.WorkBook;
  try {
    workbook = readWorkbookValues(bytes);
  } catch (error) {
    throw new Error(unsupportedTransactionFile(fileName), { cause: error });
  }
  const sheets: Record<string, { rows: TransactionCell[][]; firstRowNumber: number }> = {};
  for (const name of workbook.SheetNames) {
    const values = sheetValues<TransactionCell>(workbook.Sheets[name]);
    if (values) sheets[name] = values;
  }
  return { format: 'workbook', sheets };
}

/** Reads one payment report's bytes: its kind from its content, then the kind's reader. */
export function readTransactionReport(
  fileName: string,
  bytes: Uint8Array | null,
  onRowsRead?: OnRowsRead,
): TransactionFileReading {
  const format = transactionFileFormat(bytes, fileName);
  const data = bytes ?? new Uint8Array();
  const content = format === 'text' ? textContent(data, fileName) : workbookContent(data, fileName);
  return readTransactionFile(fileName, content, onRowsRead);
}
