import 'pdfjs-dist/web/pdf_viewer.css';
import { Alert, Box, Button, Group, Loader, Modal, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { causeMessage } from '../../domain/errors';
import type { PdfViewerSource } from '../../stores/pdfViewer';
import { openViewerPdf, type ViewerPdf } from '../../stores/pdfViewerFile';
import { openPdfSession, type PdfViewerSession } from './pdfViewerSession';
import { PdfViewerToolbar } from './PdfViewerToolbar';

interface Opened {
  pdf: ViewerPdf;
  session: PdfViewerSession;
}

type ViewerState = { status: 'loading' } | { status: 'failed'; message: string } | ({ status: 'open' } & Opened);

/** The opened PDF of `source`: another source shows as loading until it is open. */
function useOpenedPdf(
  source: PdfViewerSource,
  container: HTMLDivElement | null,
  viewerElement: HTMLDivElement | null,
): ViewerState {
  const [state, setState] = useState<{ source: PdfViewerSource; state: ViewerState } | null>(null);
  useEffect(() => {
    if (!container || !viewerElement) return undefined;
    let live = true;
    let pdf: ViewerPdf | null = null;
    let session: PdfViewerSession | null = null;
    // Whatever opens after the viewer has moved on is closed at once.
    (async () => {
      const opened = await openViewerPdf(source);
      if (!live) return opened.close();
      pdf = opened;
      // pdf.js takes its data over to its worker: it gets a copy, download and print keep the bytes.
      const shown = await openPdfSession(container, viewerElement, opened.bytes.slice(), opened.name);
      if (!live) return shown.close();
      session = shown;
      setState({ source, state: { status: 'open', pdf: opened, session: shown } });
    })().catch((cause: unknown) => {
      if (live) setState({ source, state: { status: 'failed', message: causeMessage(cause) } });
    });
    return () => {
      live = false;
      void session?.close();
      void pdf?.close();
    };
  }, [source, container, viewerElement]);
  return state?.source === source ? state.state : { status: 'loading' };
}

/**
 * The PDF viewer (docs/SPEC.md §15), full screen over the screen that opened it: pdf.js's viewer with its
 * own page, zoom, search and annotation, and the annotated copy stored beside the original.
 */
export function PdfViewerModal({ source, onClose }: { source: PdfViewerSource; onClose: () => void }) {
  // Callback refs: the modal's body is portalled in after the first render.
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [viewerElement, setViewerElement] = useState<HTMLDivElement | null>(null);
  const state = useOpenedPdf(source, container, viewerElement);
  const [confirming, setConfirming] = useState(false);
  const requestClose = () => {
    if (state.status === 'open' && state.session.hasUnsavedAnnotations()) setConfirming(true);
    else onClose();
  };
  // Escape on the page belongs to pdf.js (it ends the note being typed): only elsewhere it closes.
  useWindowEvent('keydown', (event) => {
    if (event.key !== 'Escape' || confirming) return;
    if (!(event.target instanceof Node && container?.contains(event.target))) requestClose();
  });
  const title = state.status === 'open' ? `PDF viewer: ${state.pdf.name}` : 'PDF viewer';

  return (
    <Modal
      opened
      onClose={requestClose}
      closeOnEscape={false}
      fullScreen
      title={title}
      closeButtonProps={{ 'aria-label': 'Close the viewer' }}
    >
      <Box style={{ display: 'flex', flexDirection: 'column', height: 'calc(100dvh - 80px)' }}>
        {state.status === 'loading' && <Loader aria-label="Opening the PDF" size="sm" />}
        {state.status === 'failed' && (
          <Alert color="red" role="alert" title="The PDF cannot be shown">
            {state.message}
          </Alert>
        )}
        {state.status === 'open' && <PdfViewerToolbar session={state.session} pdf={state.pdf} />}
        {state.status === 'open' && state.session.readOnly && (
          <Text size="sm" c="dimmed" role="note" pb="xs">
            This file does not allow changes: it opens read-only, without annotation.
          </Text>
        )}
        <Box style={{ position: 'relative', flex: 1 }}>
          <div
            ref={setContainer}
            style={{
              position: 'absolute',
              inset: 0,
              overflow: 'auto',
              background: 'light-dark(var(--mantine-color-gray-3), var(--mantine-color-dark-8))',
            }}
          >
            <div ref={setViewerElement} className="pdfViewer" />
          </div>
        </Box>
      </Box>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Annotations not saved" centered>
        <Text size="sm">The annotations added since the last save are lost if the viewer closes.</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Keep annotating
          </Button>
          <Button color="red" onClick={onClose}>
            Close without saving
          </Button>
        </Group>
      </Modal>
    </Modal>
  );
}
