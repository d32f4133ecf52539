import type { TextPiece } from '../../../src/domain/labels/textLines';
import { contentText, type FontCache } from './contentText';
import { PdfFile } from './pdfFile';
import { type GrayImage, largestGrayImage } from './pageImage';
import { type PageEntry, pageTree } from './pageTree';
import { isDict, numberOf, PdfStream, type PdfValue, UnsupportedPdf } from './pdfObjects';
import type { Inflate } from './streamData';

export type { Inflate } from './streamData';
export { UnsupportedPdf } from './pdfObjects';
export { InflateLimitError } from './streamData';

export interface PageText {
  pieces: TextPiece[];
  /** [x0, y0, x1, y1]: the crop box within the media box, as pdf.js's `page.view`. */
  view: [number, number, number, number];
  /**
   * The boxes of the paths the page paints and the images it shows (InkBoxes); its text's are the
   * pieces'. Null when not measured.
   */
  ink: number[] | null;
}

const LETTER: [number, number, number, number] = [0, 0, 612, 792];

function rect(file: PdfFile, value: PdfValue | undefined): [number, number, number, number] | null {
  const box = file.resolve(value);
  if (!Array.isArray(box) || box.length !== 4) return null;
  const [x0, y0, x1, y1] = box.map((n) => numberOf(file.resolve(n)));
  if (x0 === undefined || y0 === undefined || x1 === undefined || y1 === undefined) return null;
  // A box of no area is no box (pdf.js then uses its default).
  if (x0 === x1 || y0 === y1) return null;
  return [Math.min(x0, x1), Math.min(y0, y1), Math.max(x0, x1), Math.max(y0, y1)];
}

function viewOf(file: PdfFile, page: PageEntry): [number, number, number, number] {
  const media = rect(file, page.inherited.get('MediaBox')) ?? LETTER;
  const crop = rect(file, page.inherited.get('CropBox'));
  if (!crop) return media;
  const box: [number, number, number, number] = [
    Math.max(media[0], crop[0]),
    Math.max(media[1], crop[1]),
    Math.min(media[2], crop[2]),
    Math.min(media[3], crop[3]),
  ];
  return box[0] < box[2] && box[1] < box[3] ? box : media;
}

/**
 * A PDF opened for its pages' text by this project's own reader: label files' text in a fraction
 * of pdf.js's time, because nothing but the text operators, their fonts' Unicode maps and widths
 * is read. What it does not handle throws UnsupportedPdf, on opening or per page, and the caller
 * reads it with pdf.js.
 */
export class TextDocument {
  private readonly file: PdfFile;
  private readonly pages: PageEntry[];
  private readonly fonts: FontCache = new Map();

  /** `inflateLimit`: INFLATE_LIMIT unless a test lowers it. */
  constructor(bytes: Uint8Array, inflate: Inflate, inflateLimit?: number) {
    this.file = new PdfFile(bytes, inflate, inflateLimit);
    this.pages = pageTree(this.file);
  }

  get numPages(): number {
    return this.pages.length;
  }

  private content(page: PageEntry): Uint8Array {
    const contents = this.file.get(page.dict, 'Contents');
    const streams = (Array.isArray(contents) ? contents.map((item) => this.file.resolve(item)) : [contents]).filter(
      (item): item is PdfStream => item instanceof PdfStream,
    );
    if (streams.length === 1) return this.file.data(streams[0] as PdfStream);
    // Streams of one page split only between tokens: a line break between them keeps them apart.
    const parts = streams.map((stream) => this.file.data(stream));
    const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length + 1, 0));
    let at = 0;
    for (const part of parts) {
      joined.set(part, at);
      joined[at + part.length] = 0x0a;
      at += part.length + 1;
    }
    return joined;
  }

  /**
   * The text of a 1-based page, and with `measureInk` what it draws; a page inflating past the
   * limit throws InflateLimitError.
   */
  pageText(pageNumber: number, measureInk = true): PageText {
    const page = this.pages[pageNumber - 1];
    if (!page) throw new UnsupportedPdf(`No page ${pageNumber}`);
    const view = viewOf(this.file, page);
    const resources = this.file.resolve(page.inherited.get('Resources'));
    return this.file.readPage(() => {
      const ink = measureInk ? [] : null;
      const pieces = contentText(this.file, this.fonts, this.content(page), isDict(resources) ? resources : new Map(), view, ink);
      return { pieces, view, ink };
    });
  }

  /**
   * `read` given the largest gray image of a 1-based page (pageImage.ts), null when it has none:
   * the image inflates as its rows are read, within the page's inflate budget.
   */
  withLabelImage<T>(pageNumber: number, read: (image: GrayImage | null) => T): T {
    const page = this.pages[pageNumber - 1];
    if (!page) throw new UnsupportedPdf(`No page ${pageNumber}`);
    return this.file.readPage(() => read(largestGrayImage(this.file, page.inherited.get('Resources'))));
  }
}
