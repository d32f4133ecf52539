import { lazy, Suspense } from 'react';
import { closePdfViewer, usePdfViewerSource } from '../../stores/pdfViewer';

// pdf.js and its viewer load with the first PDF opened, not with the app.
const PdfViewerModal = lazy(async () => ({ default: (await import('./PdfViewerModal')).PdfViewerModal }));

/** Where the PDF viewer opens, over any screen (openPdfViewer in src/stores/pdfViewer.ts). */
export function PdfViewerHost() {
  const source = usePdfViewerSource();
  if (!source) return null;
  return (
    <Suspense fallback={null}>
      <PdfViewerModal source={source} onClose={closePdfViewer} />
    </Suspense>
  );
}
