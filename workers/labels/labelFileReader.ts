import type { PDFDocument } from 'pdf-lib';
import type { CatalogueIndex } from '../../src/domain/labels/catalogue';
import { NOT_LOADED } from '../../src/domain/labels/messages';
import type { ParsedOrder } from '../../src/domain/labels/parsedOrder';
import type { Platform } from '../../src/domain/records';
import { openForCopy } from './decryptPdf';
import type { PageReading, ReadSource } from './pageReader';

export interface LabelFile {
  readonly name: string;
  /** Null once the file is parsed, copied and with the readers (`release()`). */
  data: Uint8Array | null;
  /** Where the readers can read the file themselves; else they are sent `data`. */
  readonly source?: Blob | string;
}

/** One output page: the input page to copy and, unless it is a stray page, the order it carries. */
export interface LabelPage {
  platform: Platform;
  /** Index of the input file within its marketplace's list. */
  fileIndex: number;
  fileName: string;
  /** 0-based page of the input file that goes to the output. */
  sourcePage: number;
  /** Null for a page that belongs to no order (a trailing label without its invoice). */
  order: ParsedOrder | null;
  /** Tells the parcels of one order apart: Flipkart's AWB, else the items read. */
  parcel: string;
  /** Flipkart's AWB; empty for Amazon and when none is printed. */
  awb: string;
  /** Flipkart: the y of the label's lowest text line, which the footer stays below. */
  lowestLabelText: number | null;
}

export interface FileOrders {
  pages: LabelPage[];
  warnings: string[];
  /** Pages that are not what this marketplace's file must hold: the merge stops on any. */
  problems: string[];
}

/** The items as read, in order: the parcel key of a page that has no AWB. */
export function itemsSignature(order: ParsedOrder): string {
  return order.items.map((item) => `${item.sku}\u0001${item.quantity}\u0001${item.name}`).join('\u0002');
}

/**
 * A marketplace file: `initialize()` parses it for copying; the text of `textPages()` is read
 * elsewhere (a reader pool) and handed back to `toPages()`.
 */
export abstract class LabelFileReader {
  abstract readonly platform: Platform;
  private document: PDFDocument | undefined;
  private pages: number | undefined;

  constructor(
    readonly file: LabelFile,
    readonly fileIndex: number,
  ) {}

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
  abstract textPages(): number[];

  /** 0-based pages that may go to the output. */
  abstract outputPages(): number[];

  abstract toPages(readings: readonly PageReading[], catalogue: CatalogueIndex): FileOrders;

  protected where(page: number): string {
    return `${this.file.name} page ${page}`;
  }
}
