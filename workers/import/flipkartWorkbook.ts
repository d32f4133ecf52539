import type * as XLSX from '@e965/xlsx';
import { FILE_EMPTY, UNSUPPORTED_FORMAT } from '../../src/domain/catalogue/importMessages';
import type { Cell, ListingRows } from '../../src/domain/catalogue/listingRows';
import { readWorkbookValues, sheetValues } from './workbookValues';

/** The rows of a Flipkart listing export's first sheet, cells as stored (numbers stay numbers). */
export function readFlipkartWorkbook(bytes: Uint8Array): ListingRows {
  let workbook: XLSX.WorkBook;
  try {
    workbook = readWorkbookValues(bytes);
  } catch (error) {
    throw new Error(UNSUPPORTED_FORMAT, { cause: error });
  }
  const firstName = workbook.SheetNames[0];
  const sheet = firstName === undefined ? undefined : workbook.Sheets[firstName];
  const values = sheetValues<Cell>(sheet);
  if (!values) throw new Error(FILE_EMPTY);
  return values;
}
