/** Hands text to the browser as a file download, without a round trip to any server. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after the click returns; revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
