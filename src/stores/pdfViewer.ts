import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { FileKind } from '../domain/records';

/**
 * What the PDF viewer shows (docs/SPEC.md §15): a stored file (the station's copy first, the server's
 * otherwise) or a PDF in hand, such as a merge result or a file picked on this computer. A PDF in
 * hand may say where an annotated copy of it belongs: its day (today without it), its kind of file
 * ('other' without it) and the merge batch it came from. A merge result is opened in hand, not as
 * its stored file, so that it opens offline even once its upload has released the station's copy.
 */
export type PdfViewerSource =
  | { kind: 'stored'; fileId: string }
  | { kind: 'blob'; blob: Blob; name: string; day?: string; fileKind?: FileKind; batchId?: string };

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
