/**
 * Saves text as a CSV file through the browser's download. The byte order mark tells Excel the
 * file is UTF-8, so names in Hindi or with a rupee sign open as written.
 */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the next task; the URL is no longer needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
