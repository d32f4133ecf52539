/**
 * Opens a PDF in a new tab titled with its file name: a blob: URL opened on its own gives the tab
 * a UUID for a title, so the tab is a page of the app's origin with the PDF filling it. Falls back
 * to the plain URL when the browser refuses the window.
 */
export function openPdfTab(url: string, name: string): void {
  const tab = window.open('', '_blank');
  if (!tab) {
    window.open(url, '_blank', 'noopener');
    return;
  }
  const { document: page } = tab;
  page.title = name;
  page.body.style.margin = '0';
  const frame = page.createElement('iframe');
  frame.title = name;
  frame.src = url;
  Object.assign(frame.style, { border: '0', width: '100vw', height: '100vh', display: 'block' });
  page.body.append(frame);
}
