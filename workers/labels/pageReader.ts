import { readAmazonInvoice } from '../../src/domain/labels/amazonInvoice';
import { flipkartCropBox } from '../../src/domain/labels/flipkartCrop';
import { readFlipkartLabel } from '../../src/domain/labels/flipkartLabel';
import type { RawItem } from '../../src/domain/labels/labelItems';
import { groupLines, type TextPiece } from '../../src/domain/labels/textLines';
import type { Platform } from '../../src/domain/records';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { openDocument, type PdfDocument, type PdfJsLoader, type PdfJsModule } from './pdfjsSeam';

/** What one page's text layer says about its order; catalogue-free, so a reader thread can make it. */
export interface PageReading {
  /** 1-based page of the input file. */
  page: number;
  orderId: string;
  items: RawItem[];
  /** Flipkart's invoice 'TOTAL QTY', when printed. */
  totalQuantity: number | null;
  hasText: boolean;
}

/** One reader: keeps each opened file parsed until it is closed, so its fonts are parsed once. */
export interface PageReaderApi {
  /** Returns the page count. */
  open(key: string, data: Uint8Array): Promise<number>;
  /** One getTextContent per listed page, nothing rendered. */
  read(key: string, platform: Platform, pages: readonly number[]): Promise<PageReading[]>;
  close(key: string): Promise<void>;
}

function toPiece(item: TextItem): TextPiece {
  const [, , , , x = 0, y = 0] = item.transform as number[];
  return { str: item.str, x, y, width: item.width, height: item.height };
}

async function readPage(doc: PdfDocument, platform: Platform, pageNumber: number): Promise<PageReading> {
  const page = await doc.getPage(pageNumber);
  const content = await page.getTextContent();
  const pieces = content.items.filter((item): item is TextItem => 'str' in item).map(toPiece);
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
  page.cleanup();
  const lines = groupLines(pieces);
  const hasText = lines.length > 0;
  if (platform === 'amazon') {
    const invoice = readAmazonInvoice(lines);
    return { page: pageNumber, orderId: invoice.orderId, items: invoice.items, totalQuantity: null, hasText };
  }
  const band = flipkartCropBox({ x: x0, y: y0, width: x1 - x0, height: y1 - y0 });
  const label = readFlipkartLabel(lines, band.y);
  return { page: pageNumber, orderId: label.orderId, items: label.items, totalQuantity: label.totalQuantity, hasText };
}

export function createPageReader(loadPdfJs: PdfJsLoader): PageReaderApi {
  let pdfjs: Promise<PdfJsModule> | undefined;
  const documents = new Map<string, Promise<PdfDocument>>();
  const documentFor = (key: string) => {
    const doc = documents.get(key);
    if (!doc) throw new Error(`File ${key} is not open`);
    return doc;
  };
  return {
    async open(key, data) {
      pdfjs ??= loadPdfJs();
      const opening = pdfjs.then((module) => openDocument(module, data));
      documents.set(key, opening);
      opening.catch(() => documents.delete(key));
      return (await opening).numPages;
    },
    async read(key, platform, pages) {
      const doc = await documentFor(key);
      const readings: PageReading[] = [];
      for (const page of pages) readings.push(await readPage(doc, platform, page));
      return readings;
    },
    async close(key) {
      const doc = documents.get(key);
      documents.delete(key);
      if (doc) await doc.then((opened) => opened.destroy(), () => undefined);
    },
  };
}
