/** Hands a blob to the browser as a file download under `fileName`; no server is involved. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after the click returns; revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
