import { Alert, Loader, Modal } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { causeMessage } from '../../domain/errors';
import { closePdfViewer, usePdfViewerSource, type PdfViewerSource } from '../../stores/pdfViewer';

type ViewerProps = { source: PdfViewerSource; onClose: () => void };

function ViewerFrame({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  return (
    <Modal opened onClose={onClose} fullScreen title="PDF viewer">
      {children}
    </Modal>
  );
}

// pdf.js and its viewer load with the first PDF opened, not with the app. If their code cannot be
// had (offline before the service worker has it), the viewer says so instead of crashing the app.
const PdfViewerModal = lazy(async () => {
  try {
    return { default: (await import('./PdfViewerModal')).PdfViewerModal };
  } catch (cause) {
    return {
      default: ({ onClose }: ViewerProps) => (
        <ViewerFrame onClose={onClose}>
          <Alert color="red" role="alert" title="The PDF viewer cannot be loaded">
            {causeMessage(cause)}
          </Alert>
        </ViewerFrame>
      ),
    };
  }
});

/** Where the PDF viewer opens, over any screen (openPdfViewer in src/stores/pdfViewer.ts). */
export function PdfViewerHost() {
  const source = usePdfViewerSource();
  if (!source) return null;
  return (
    <Suspense
      fallback={
        <ViewerFrame onClose={closePdfViewer}>
          <Loader aria-label="Opening the PDF" size="sm" />
        </ViewerFrame>
      }
    >
      <PdfViewerModal source={source} onClose={closePdfViewer} />
    </Suspense>
  );
}
