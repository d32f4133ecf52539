import type { PdfJsLoader, PdfJsModule } from './pdfjsSeam';

export const loadNodePdfJs: PdfJsLoader = async () => {
  await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  return (await import('pdfjs-dist/legacy/build/pdf.mjs')) as PdfJsModule;
};
