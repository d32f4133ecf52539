import * as XLSX from '@e965/xlsx';
import { FILE_EMPTY, UNSUPPORTED_FORMAT } from '../../src/domain/catalogue/importMessages';
import type { Cell, ListingRows } from '../../src/domain/catalogue/listingRows';

/**
 * The rows of a Flipkart listing export's first sheet, cells as stored (numbers stay numbers).
 * Dense sheets and no formatted text, HTML or styles: the import reads values only, and this
 * roughly halves SheetJS's time on a 10,000-row workbook.
 */
export function readFlipkartWorkbook(bytes: Uint8Array): ListingRows {
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(bytes, {
      type: 'array',
      dense: true,
      cellText: false,
      cellHTML: false,
      cellStyles: false,
      cellDates: false,
    });
  } catch (error) {
    throw new Error(UNSUPPORTED_FORMAT, { cause: error });
  }
  const firstName = workbook.SheetNames[0];
  const sheet = firstName === undefined ? undefined : workbook.Sheets[firstName];
  const range = sheet?.['!ref'];
  if (!sheet || !range) throw new Error(FILE_EMPTY);
  const rows = XLSX.utils.sheet_to_json<Cell[]>(sheet, { header: 1, raw: true, blankrows: true, defval: '' });
  return { rows, firstRowNumber: XLSX.utils.decode_range(range).s.r + 1 };
}
