/**
 * One open PDF in pdf.js's own viewer components (PDFViewer, EventBus, PDFLinkService,
 * PDFFindController from pdfjs-dist/web/pdf_viewer.mjs), with its annotation editors (FREETEXT and
 * INK, driven through the viewer's AnnotationEditorUIManager). The modal drives it through these
 * few calls.
 */
import {
  AnnotationEditorParamsType,
  AnnotationEditorType,
  GlobalWorkerOptions,
  PermissionFlag,
  getDocument,
  type AnnotationEditorUIManager,
  type PDFDocumentProxy,
} from 'pdfjs-dist';
import { EventBus, PDFFindController, PDFLinkService, PDFViewer } from 'pdfjs-dist/web/pdf_viewer.mjs';
import { pdfOpeningMessage } from '../../domain/files/pdfViewerMessages';
import { PDF_DATA_OPTIONS, PDF_WORKER_URL } from './pdfAssets';

export type EditorTool = 'none' | 'freetext' | 'ink';

const MODES: Record<EditorTool, number> = {
  none: AnnotationEditorType.NONE,
  freetext: AnnotationEditorType.FREETEXT,
  ink: AnnotationEditorType.INK,
};

const MIN_SCALE = 0.25;
const MAX_SCALE = 8;

export interface PdfViewerSession {
  pageCount: number;
  /** The file forbids changes (its permissions): no annotation. */
  readOnly: boolean;
  eventBus: EventBus;
  goToPage(page: number): void;
  zoom(factor: number): void;
  fitWidth(): void;
  find(query: string, again: boolean): void;
  useTool(tool: EditorTool): Promise<void>;
  setFreeTextSize(size: number): void;
  setColor(tool: 'freetext' | 'ink', color: string): void;
  setInkThickness(thickness: number): void;
  undo(): void;
  /** Annotations were added, changed or removed since the last save. */
  hasUnsavedAnnotations(): boolean;
  /** The PDF with the annotations added here written into it (pdf.js saveDocument()). */
  save(): Promise<Uint8Array>;
  close(): Promise<void>;
}

async function loadDocument(data: Uint8Array, fileName: string): Promise<PDFDocumentProxy> {
  GlobalWorkerOptions.workerSrc = PDF_WORKER_URL;
  const task = getDocument({ data, ...PDF_DATA_OPTIONS });
  try {
    return await task.promise;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    throw new Error(pdfOpeningMessage(error, fileName), { cause: error });
  }
}

/** Opens `data` in the viewer element inside `container` (which pdf.js wants absolutely positioned). */
export async function openPdfSession(
  container: HTMLDivElement,
  viewerElement: HTMLDivElement,
  data: Uint8Array,
  fileName: string,
): Promise<PdfViewerSession> {
  const doc = await loadDocument(data, fileName);
  const permissions = await doc.getPermissions();
  const readOnly = permissions !== null && !permissions.includes(PermissionFlag.MODIFY_CONTENTS);

  const eventBus = new EventBus();
  const linkService = new PDFLinkService({ eventBus });
  const findController = new PDFFindController({ eventBus, linkService });
  const viewer = new PDFViewer({
    container,
    viewer: viewerElement,
    eventBus,
    linkService,
    findController,
    enablePermissions: true,
    annotationEditorMode: readOnly ? AnnotationEditorType.DISABLE : AnnotationEditorType.NONE,
  });
  linkService.setViewer(viewer);
  let editors: AnnotationEditorUIManager | null = null;
  eventBus.on('annotationeditoruimanager', ({ uiManager }: { uiManager: AnnotationEditorUIManager }) => {
    editors = uiManager;
  });
  eventBus.on('pagesinit', () => {
    viewer.currentScaleValue = 'page-width';
  });
  viewer.setDocument(doc);
  linkService.setDocument(doc);
  let unsaved = false;
  // A callback slot, though pdf.js's types declare it as null.
  (doc.annotationStorage as unknown as { onSetModified: () => void }).onSetModified = () => {
    unsaved = true;
  };

  let currentMode: number = AnnotationEditorType.NONE;
  const switchMode = (mode: number): Promise<void> =>
    new Promise((resolve) => {
      if (readOnly || currentMode === mode) {
        resolve();
        return;
      }
      currentMode = mode;
      const done = (event: { mode: number }) => {
        if (event.mode !== mode) return;
        eventBus.off('annotationeditormodechanged', done);
        resolve();
      };
      eventBus.on('annotationeditormodechanged', done);
      viewer.annotationEditorMode = { mode };
    });

  return {
    pageCount: doc.numPages,
    readOnly,
    eventBus,
    goToPage: (page) => {
      viewer.currentPageNumber = Math.min(Math.max(1, page), doc.numPages);
    },
    zoom: (factor) => {
      viewer.currentScale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, viewer.currentScale * factor));
    },
    fitWidth: () => {
      viewer.currentScaleValue = 'page-width';
    },
    find: (query, again) =>
      eventBus.dispatch('find', {
        source: viewer,
        type: again ? 'again' : '',
        query,
        caseSensitive: false,
        entireWord: false,
        highlightAll: true,
        findPrevious: false,
        matchDiacritics: false,
      }),
    useTool: (tool) => switchMode(MODES[tool]),
    setFreeTextSize: (size) => editors?.updateParams(AnnotationEditorParamsType.FREETEXT_SIZE, size),
    setColor: (tool, color) =>
      editors?.updateParams(
        tool === 'ink' ? AnnotationEditorParamsType.INK_COLOR : AnnotationEditorParamsType.FREETEXT_COLOR,
        color,
      ),
    setInkThickness: (thickness) => editors?.updateParams(AnnotationEditorParamsType.INK_THICKNESS, thickness),
    undo: () => editors?.undo(),
    hasUnsavedAnnotations: () => unsaved,
    save: async () => {
      // Leaving the editing mode commits the text being typed and the stroke being drawn.
      await switchMode(AnnotationEditorType.NONE);
      const saved = await doc.saveDocument();
      doc.annotationStorage.resetModified();
      unsaved = false;
      return saved;
    },
    close: async () => {
      viewer.cleanup();
      await doc.destroy();
    },
  };
}
