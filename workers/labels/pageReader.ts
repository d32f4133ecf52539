import { classifyPage, labelFormat } from '../../src/domain/labels/formats/registry';
import type { PageReading } from '../../src/domain/labels/formats/labelFormat';
import { pushLinesInk } from '../../src/domain/labels/clearSpace';
import { groupLines, type TextPiece } from '../../src/domain/labels/textLines';
import type { Platform } from '../../src/domain/records';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { readLabelAwb } from './labelBarcodes';
import { pdfJsInk } from './pdfJsInk';
import { openDocument, type PdfDocument, type PdfJsLoader, type PdfJsModule } from './pdfjsSeam';
import { type Inflate, InflateLimitError, TextDocument } from './pdfText/textDocument';

/**
 * A file as a reader gets it: its bytes, or the File to read them from itself (in a browser), so
 * that the thread that hands the files out need not hold them while they wait.
 */
export type ReadSource = Uint8Array | Blob;

/** One reader: keeps each opened file parsed until it is closed, so its fonts are parsed once. */
export interface PageReaderApi {
  /** Returns the page count. `name`: the file's, for the messages that refuse it. */
  open(key: string, source: ReadSource, name: string): Promise<number>;
  /** One getTextContent per listed page, nothing rendered. */
  read(key: string, platform: Platform, pages: readonly number[]): Promise<PageReading[]>;
  close(key: string): Promise<void>;
}

function toPiece(item: TextItem): TextPiece {
  const [, , , , x = 0, y = 0] = item.transform as number[];
  return { str: item.str, x, y, width: item.width, height: item.height };
}

/** A page's text pieces and its view box ([x0, y0, x1, y1]), whichever reader read them. */
export interface PageText {
  pieces: TextPiece[];
  view: readonly number[];
  /**
   * The paths and images the page draws (InkBoxes), when the reader measured them: pdf.js's text
   * content does not, and neither reader does for a page whose format does not ask (measuresInk).
   */
  ink?: readonly number[] | null;
}

/**
 * A page as pdf.js reads it (also what the tests hold the project's own reader to); with `inkBy`,
 * what it draws too (pdfJsInk).
 */
export async function pdfJsPageText(doc: PdfDocument, pageNumber: number, inkBy?: PdfJsModule): Promise<PageText> {
  const page = await doc.getPage(pageNumber);
  const content = await page.getTextContent();
  const pieces = content.items.filter((item): item is TextItem => 'str' in item).map(toPiece);
  const { view } = page;
  const ink = inkBy ? await pdfJsInk(inkBy, page) : undefined;
  page.cleanup();
  return { pieces, view, ink };
}

/**
 * The page's kind is judged from its text alone; what it says is read by its marketplace's format,
 * with what the page draws (its paths and images, and its text's glyph boxes) when the format
 * measures the page.
 */
export function readingOf(platform: Platform, pageNumber: number, { pieces, view, ink }: PageText): PageReading {
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = view;
  const format = labelFormat(platform);
  const lines = groupLines(pieces);
  const media = { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
  let drawn: number[] | null = null;
  if (format.measuresInk(pageNumber)) {
    drawn = ink ? [...ink] : [];
    pushLinesInk(drawn, lines);
  }
  return { ...format.readPage(lines, media, drawn), page: pageNumber, kind: classifyPage(lines) };
}

/** Browsers define SharedArrayBuffer only in cross-origin isolated pages. */
const isShared = (bytes: Uint8Array) => typeof SharedArrayBuffer !== 'undefined' && bytes.buffer instanceof SharedArrayBuffer;

/** A page (or a file, `page` null) refused for inflating past the limit, named in the message. */
/**
 * An open file: read by the project's own text reader (pdfText/, several times faster on label
 * files), and by pdf.js for a file or a page that reader does not handle (encrypted, damaged,
 * fonts without a Unicode map), opened only when first needed. A page whose compressed data
 * inflates past the limit is refused, not handed to pdf.js, which would inflate it all.
 */
class OpenFile {
  private pdfJsDocument: Promise<PdfDocument> | undefined;

  private constructor(
    private readonly bytes: Uint8Array,
    private readonly text: TextDocument | null,
    private readonly pdfJs: () => Promise<PdfJsModule>,
    private readonly name: string,
  ) {}

  static async open(bytes: Uint8Array, inflate: Inflate, pdfJs: () => Promise<PdfJsModule>, name: string): Promise<OpenFile> {
    let text: TextDocument | null;
    try {
      text = new TextDocument(bytes, inflate);
    } catch (error) {
      if (error instanceof InflateLimitError) throw error.of(name, null);
      text = null;
    }
    const file = new OpenFile(bytes, text, pdfJs, name);
    if (!text) await file.pdfJsDoc();
    return file;
  }

  /**
   * pdf.js inflates with no limit. It reads the pages this reader gives up on, mostly after
   * inflating their content within the limit (not a stream in a filter this reader does not read,
   * nor a form or font past where it gave up), and the files it cannot open, which the merge has
   * looked through for a stream past the limit before handing them over (LabelFileReader.initialize).
   */
  private pdfJsDoc(): Promise<PdfDocument> {
    // pdf.js takes its bytes over: it gets a copy while this reader still reads the original, or
    // while other threads read the same bytes (a file the command line shares with every reader).
    const own = this.text !== null || isShared(this.bytes);
    this.pdfJsDocument ??= this.pdfJs().then((module) => openDocument(module, own ? this.bytes.slice() : this.bytes));
    return this.pdfJsDocument;
  }

  async numPages(): Promise<number> {
    return this.text ? this.text.numPages : (await this.pdfJsDoc()).numPages;
  }

  /** `measureInk`: whether what the page draws is measured too (LabelFormat.measuresInk). */
  async pageText(pageNumber: number, measureInk: boolean): Promise<PageText> {
    if (this.text)
      try {
        return this.text.pageText(pageNumber, measureInk);
      } catch (error) {
        if (error instanceof InflateLimitError) throw error.of(this.name, pageNumber);
        // Read below by pdf.js, which reads what this reader does not.
      }
    return pdfJsPageText(await this.pdfJsDoc(), pageNumber, measureInk ? await this.pdfJs() : undefined);
  }

  /**
   * The AWB of the page's label image, for the pages its format reads one on (LabelBarcode); the
   * reading's own otherwise. Only this reader's pages are: a file pdf.js reads has its parcels told
   * apart by their items.
   */
  labelAwb(platform: Platform, reading: PageReading): string {
    const barcode = labelFormat(platform).labelBarcode;
    if (!this.text || !barcode?.reads(reading.kind)) return reading.awb;
    try {
      return this.text.withLabelImage(reading.page, (image) => (image && readLabelAwb(image, barcode)) || reading.awb);
    } catch (error) {
      if (error instanceof InflateLimitError) throw error.of(this.name, reading.page);
      return reading.awb;
    }
  }

  async close(): Promise<void> {
    if (this.pdfJsDocument) await this.pdfJsDocument.then((doc) => doc.destroy()).catch(() => undefined);
  }
}

async function bytesOf(source: ReadSource): Promise<Uint8Array> {
  return source instanceof Uint8Array ? source : new Uint8Array(await source.arrayBuffer());
}

export function createPageReader(loadPdfJs: PdfJsLoader, inflate: Inflate): PageReaderApi {
  let pdfjs: Promise<PdfJsModule> | undefined;
  const loadOnce = () => (pdfjs ??= loadPdfJs());
  const documents = new Map<string, Promise<OpenFile>>();
  const documentFor = (key: string) => {
    const doc = documents.get(key);
    if (!doc) throw new Error(`File ${key} is not open`);
    return doc;
  };
  return {
    async open(key, source, name) {
      const opening = bytesOf(source).then((data) => OpenFile.open(data, inflate, loadOnce, name));
      documents.set(key, opening);
      opening.catch(() => documents.delete(key));
      return (await opening).numPages();
    },
    async read(key, platform, pages) {
      const file = await documentFor(key);
      const format = labelFormat(platform);
      const readings: PageReading[] = [];
      for (const page of pages) {
        const reading = readingOf(platform, page, await file.pageText(page, format.measuresInk(page)));
        readings.push({ ...reading, awb: file.labelAwb(platform, reading) });
      }
      return readings;
    },
    async close(key) {
      const file = documents.get(key);
      documents.delete(key);
      if (file)
        await file.then(
          (opened) => opened.close(),
          () => undefined,
        );
    },
  };
}
