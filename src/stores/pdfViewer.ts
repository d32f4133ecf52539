import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/**
 * What the PDF viewer shows (issue 14): a stored file (the station's copy first, the server's
 * otherwise) or a PDF in hand, such as a merge result or a file picked on this computer. `day` is
 * the day an annotated copy of it is stored under (today without it).
 */
export type PdfViewerSource = { kind: 'stored'; fileId: string } | { kind: 'blob'; blob: Blob; name: string; day?: string };

interface PdfViewerState {
  source: PdfViewerSource | null;
}

const pdfViewerStore = createStore<PdfViewerState>()(() => ({ source: null }));

/** Opens the viewer, full screen over the current screen; it is mounted once in the app shell. */
export function openPdfViewer(source: PdfViewerSource): void {
  pdfViewerStore.setState({ source });
}

export function closePdfViewer(): void {
  pdfViewerStore.setState({ source: null });
}

export function usePdfViewerSource(): PdfViewerSource | null {
  return useStore(pdfViewerStore, (state) => state.source);
}
