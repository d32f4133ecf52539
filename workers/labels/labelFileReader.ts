import type { PDFDocument, PDFPage } from 'pdf-lib';
import type { CatalogueIndex } from '../../src/domain/labels/catalogue';
import { NOT_LOADED } from '../../src/domain/labels/messages';
import type { FileOrders, LabelFormat, OrderPage, PageReading } from '../../src/domain/labels/formats/labelFormat';
import type { Platform } from '../../src/domain/records';
import { PageCopier } from './pageCopy';
import { hasOversizedStream } from './pdfText/oversizedStream';
import { portableInflate } from './pdfText/portableInflate';
import { INFLATE_LIMIT, type Inflate, InflateLimitError } from './pdfText/streamData';
import { bulkStreams } from './savePdf';
import type { ReadSource } from './pageReader';

export interface LabelFile {
  readonly name: string;
  /** Null once the file is parsed, copied and with the readers (`release()`). */
  data: Uint8Array | null;
  /** Where the readers can read the file themselves; else they are sent `data`. */
  readonly source?: Blob;
}

/** One output page: the input page to copy and, unless it is a stray page, the order it carries. */
export interface LabelPage extends OrderPage {
  platform: Platform;
  /** Index of the input file within its marketplace's list. */
  fileIndex: number;
  fileName: string;
}

/**
 * A marketplace file: `openAhead()` or else `initialize()` opens it for copying; the text of
 * `textPages()` is read elsewhere (a reader pool) and handed back to `toPages()`. What is
 * specific to the marketplace is its format's.
 */
export class LabelFileReader {
  private document: PDFDocument | undefined;
  private copier: PageCopier | undefined;
  private pages: number | undefined;

  constructor(
    readonly format: LabelFormat,
    readonly file: LabelFile,
    readonly fileIndex: number,
  ) {}

  get platform(): Platform {
    return this.format.platform;
  }

  /**
   * Opens the file by the text reader's own parser, which reads only its page tree here (a few
   * milliseconds), so that the readers can start on it at once and its pages are copied without
   * pdf-lib's parse. Returns the page count, or null where that parser cannot tell (encrypted,
   * damaged, no pages): `initialize()` then opens the file. Throws InflateLimitError for a file
   * whose tables inflate past the limit, which nothing should then parse.
   */
  openAhead(inflate: Inflate): number | null {
    try {
      const copier = new PageCopier(this.bytes, inflate);
      if (!copier.pageCount) return null;
      this.copier = copier;
      this.pages = copier.pageCount;
      return this.pages;
    } catch (error) {
      if (error instanceof InflateLimitError) throw error.of(this.file.name, null);
      return null;
    }
  }

  get openedAhead(): boolean {
    return this.copier !== undefined;
  }

  /**
   * Parses the file with pdf-lib for copying; files with only an owner password are decrypted
   * (docs/LABELS.md). pdf-lib, and pdf.js that then reads the file, inflate with no limit: a file with
   * a stream past it is refused first.
   */
  async initialize(): Promise<void> {
    if (hasOversizedStream(this.bytes, portableInflate, INFLATE_LIMIT))
      throw new InflateLimitError(INFLATE_LIMIT).of(this.file.name, null);
    // Loaded only for a file not opened ahead: its ciphers' tables took a merge's start ~15 ms.
    const { openForCopy } = await import('./decryptPdf');
    this.document = await openForCopy(this.bytes, this.file.name);
    this.pages = this.document.getPageCount();
  }

  /** The file's bytes, until `release()`. */
  get bytes(): Uint8Array {
    if (!this.file.data) throw new Error(NOT_LOADED);
    return this.file.data;
  }

  /** What the readers are given: the file's own source when it has one, so that its bytes here can go. */
  get readSource(): ReadSource {
    return this.file.source ?? this.bytes;
  }

  /**
   * The 0-based `pages` as pages of `output`, not yet in its page tree. A file opened ahead whose
   * copy fails on the way (an object its table misplaces) is parsed by pdf-lib after all, which
   * repairs what it can; its pages are being read as counted, so the count must agree.
   */
  async copyInto(output: PDFDocument, pages: readonly number[]): Promise<PDFPage[]> {
    if (this.copier) {
      try {
        return this.copier.copy(output, pages);
      } catch {
        // Copied by pdf-lib below.
      }
      const counted = this.pageCount;
      this.copier = undefined;
      await this.initialize();
      if (this.pageCount !== counted)
        throw new Error(`${this.file.name}: ${counted} pages in its page tree, ${this.pageCount} parsed`);
    }
    if (!this.document) throw new Error(NOT_LOADED);
    // The file is let go once copied, so its pages' images and fonts can be shared, not copied.
    bulkStreams(this.document);
    return output.copyPages(this.document, [...pages]);
  }

  get pageCount(): number {
    if (this.pages === undefined) throw new Error(NOT_LOADED);
    return this.pages;
  }

  /**
   * Lets the parsed file and its bytes go once its output pages are copied and the readers have
   * it (a day's files held all at once took hundreds of MB); the page count stays.
   */
  release(): void {
    this.document = undefined;
    this.copier = undefined;
    this.file.data = null;
  }

  /** 1-based pages whose text layer is needed. */
  textPages(): number[] {
    return this.format.textPages(this.pageCount);
  }

  /** 0-based pages that may go to the output. */
  outputPages(): number[] {
    return this.format.outputPages(this.pageCount);
  }

  toPages(readings: readonly PageReading[], catalogue: CatalogueIndex): FileOrders<LabelPage> {
    const read = this.format.toOrders({ name: this.file.name, pageCount: this.pageCount, readings }, catalogue);
    const from = { platform: this.platform, fileIndex: this.fileIndex, fileName: this.file.name };
    return { ...read, pages: read.pages.map((page) => ({ ...from, ...page })) };
  }
}
