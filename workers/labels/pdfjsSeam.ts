import type * as PdfJs from 'pdfjs-dist';

export type PdfJsModule = typeof PdfJs;
export type PdfDocument = PdfJs.PDFDocumentProxy;

/**
 * How pdf.js is obtained: the legacy build in Node 20 (the modern one needs Node 22 APIs), the
 * normal build in browsers. Both are loaded with their worker module already evaluated, so
 * pdf.js parses in the calling thread, which is itself a reader worker.
 */
export type PdfJsLoader = () => Promise<PdfJsModule>;

export async function openDocument(pdfjs: PdfJsModule, data: Uint8Array): Promise<PdfDocument> {
  const task = pdfjs.getDocument({
    data,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  return task.promise;
}
