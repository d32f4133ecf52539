import { type PDFContext, type PDFDict, type PDFDocument, PDFRawStream, PDFStream } from 'pdf-lib';
import { copyStream } from './streamBytes';

/** Streams smaller than this are left to pdf-lib: the swap is only worth it for image and font data. */
const BULK_FROM = 4096;

/**
 * A stream written into the output with one block copy, and copied into another document without
 * copying its bytes. pdf-lib copies a stream's contents a byte at a time when it writes, which for
 * a day's labels (tens of MB of images) was a third of the save, and copies them whole when a page
 * is copied. The bytes written are the same as pdf-lib's.
 */
class BulkStream extends PDFStream {
  constructor(
    dict: PDFDict,
    private readonly contents: Uint8Array,
  ) {
    super(dict);
  }

  /** The copy shares the bytes: nothing changes a stream's contents in place. */
  override clone(context?: PDFContext): BulkStream {
    return new BulkStream(this.dict.clone(context), this.contents);
  }

  override getContents(): Uint8Array {
    return this.contents;
  }

  override getContentsSize(): number {
    return this.contents.length;
  }

  override copyBytesInto(buffer: Uint8Array, offset: number): number {
    return copyStream(this, buffer, offset, this.contents);
  }
}

/** Swaps the document's large streams for bulk ones, in place. */
export function bulkStreams(document: PDFDocument): void {
  const { context } = document;
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (object instanceof PDFRawStream && object.contents.length >= BULK_FROM)
      context.assign(ref, new BulkStream(object.dict, object.contents));
  }
}

/**
 * Saves without object streams, in one go: pdf-lib yields to the event loop every 50 objects by
 * default (a timer each time) and nothing here needs the turn. Large streams are made bulk ones
 * first.
 */
export function savePdf(document: PDFDocument): Promise<Uint8Array> {
  bulkStreams(document);
  return document.save({ useObjectStreams: false, objectsPerTick: Infinity });
}

/** A stream of a file's own `contents`, written and copied without copying its bytes. */
export const bulkStream = (dict: PDFDict, contents: Uint8Array): PDFStream => new BulkStream(dict, contents);
