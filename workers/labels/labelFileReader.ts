import type { PDFDocument } from 'pdf-lib';
import type { CatalogueIndex } from '../../src/domain/labels/catalogue';
import { NOT_LOADED } from '../../src/domain/labels/messages';
import type { FileOrders, LabelFormat, OrderPage, PageReading } from '../../src/domain/labels/formats/labelFormat';
import type { Platform } from '../../src/domain/records';
import { openForCopy } from './decryptPdf';
import type { ReadSource } from './pageReader';

export interface LabelFile {
  readonly name: string;
  /** Null once the file is parsed, copied and with the readers (`release()`). */
  data: Uint8Array | null;
  /** Where the readers can read the file themselves; else they are sent `data`. */
  readonly source?: Blob | string;
}

/** One output page: the input page to copy and, unless it is a stray page, the order it carries. */
export interface LabelPage extends OrderPage {
  platform: Platform;
  /** Index of the input file within its marketplace's list. */
  fileIndex: number;
  fileName: string;
}

/**
 * A marketplace file: `initialize()` parses it for copying; the text of `textPages()` is read
 * elsewhere (a reader pool) and handed back to `toPages()`. What is specific to the marketplace
 * is its format's.
 */
export class LabelFileReader {
  private document: PDFDocument | undefined;
  private pages: number | undefined;

  constructor(
    readonly format: LabelFormat,
    readonly file: LabelFile,
    readonly fileIndex: number,
  ) {}

  get platform(): Platform {
    return this.format.platform;
  }

  /** Parses the file for copying; files with only an owner password are decrypted (LABELS.md). */
  async initialize(): Promise<void> {
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

  get pdf(): PDFDocument {
    if (!this.document) throw new Error(NOT_LOADED);
    return this.document;
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
