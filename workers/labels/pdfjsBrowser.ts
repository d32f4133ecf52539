import type { PdfJsLoader, PdfJsModule } from './pdfjsSeam';

export const loadBrowserPdfJs: PdfJsLoader = async () => {
  await import('pdfjs-dist/build/pdf.worker.mjs');
  return (await import('pdfjs-dist')) as PdfJsModule;
};
