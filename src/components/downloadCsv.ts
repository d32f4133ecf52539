import { downloadBlob } from '../stores/downloadBlob';

const UTF8_BOM = '\ufeff';

/**
 * Hands CSV text to the browser as a file download, without a round trip to any server. The
 * UTF-8 byte order mark goes first: it tells Excel the file is UTF-8, so names in Hindi or with a
 * rupee sign open as written.
 */
export function downloadCsv(fileName: string, csv: string): void {
  downloadBlob(fileName, new Blob([UTF8_BOM, csv], { type: 'text/csv;charset=utf-8' }));
}
