const FRAME_ID = 'label-merger-print-frame';

/**
 * Prints a PDF through the browser's own viewer in an invisible frame, so the user gets the
 * print dialog without opening a tab. The frame of the previous print is replaced.
 */
export function printPdf(url: string): void {
  document.getElementById(FRAME_ID)?.remove();
  const frame = document.createElement('iframe');
  frame.id = FRAME_ID;
  frame.title = 'Merged labels for printing';
  // display:none frames are not laid out, and Chromium then prints nothing.
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0' });
  frame.addEventListener('load', () => {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
  });
  frame.src = url;
  document.body.append(frame);
}
