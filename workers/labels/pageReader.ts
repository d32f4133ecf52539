import { labelFormat } from '../../src/domain/labels/formats/registry';
import type { PageReading } from '../../src/domain/labels/formats/labelFormat';
import { classifyPage } from '../../src/domain/labels/pageKind';
import { groupLines, type TextPiece } from '../../src/domain/labels/textLines';
import type { Platform } from '../../src/domain/records';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { openDocument, type PdfDocument, type PdfJsLoader, type PdfJsModule } from './pdfjsSeam';

/**
 * A file as a reader gets it: its bytes, or where to read them itself (a File in a browser, a
 * path in Node), so that the thread that hands the files out need not hold them while they wait.
 */
export type ReadSource = Uint8Array | Blob | string;

/** Reads a path given as a ReadSource: only Node's reader threads have one. */
export type ReadPath = (path: string) => Promise<Uint8Array>;

/** One reader: keeps each opened file parsed until it is closed, so its fonts are parsed once. */
export interface PageReaderApi {
  /** Returns the page count. */
  open(key: string, source: ReadSource): Promise<number>;
  /** One getTextContent per listed page, nothing rendered. */
  read(key: string, platform: Platform, pages: readonly number[]): Promise<PageReading[]>;
  close(key: string): Promise<void>;
}

function toPiece(item: TextItem): TextPiece {
  const [, , , , x = 0, y = 0] = item.transform as number[];
  return { str: item.str, x, y, width: item.width, height: item.height };
}

/** The page's kind is judged from its text alone; what it says is read by its marketplace's format. */
async function readPage(doc: PdfDocument, platform: Platform, pageNumber: number): Promise<PageReading> {
  const page = await doc.getPage(pageNumber);
  const content = await page.getTextContent();
  const pieces = content.items.filter((item): item is TextItem => 'str' in item).map(toPiece);
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
  page.cleanup();
  const lines = groupLines(pieces);
  const media = { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
  return { ...labelFormat(platform).readPage(lines, media), page: pageNumber, kind: classifyPage(lines) };
}

async function bytesOf(source: ReadSource, readPath?: ReadPath): Promise<Uint8Array> {
  if (source instanceof Uint8Array) return source;
  if (typeof source !== 'string') return new Uint8Array(await source.arrayBuffer());
  if (!readPath) throw new Error(`This reader cannot read files by path (${source})`);
  return readPath(source);
}

export function createPageReader(loadPdfJs: PdfJsLoader, readPath?: ReadPath): PageReaderApi {
  let pdfjs: Promise<PdfJsModule> | undefined;
  const documents = new Map<string, Promise<PdfDocument>>();
  const documentFor = (key: string) => {
    const doc = documents.get(key);
    if (!doc) throw new Error(`File ${key} is not open`);
    return doc;
  };
  return {
    async open(key, source) {
      pdfjs ??= loadPdfJs();
      const opening = Promise.all([pdfjs, bytesOf(source, readPath)]).then(([module, data]) => openDocument(module, data));
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
      if (doc)
        await doc.then(
          (opened) => opened.destroy(),
          () => undefined,
        );
    },
  };
}
