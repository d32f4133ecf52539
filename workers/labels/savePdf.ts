import { type PDFDict, type PDFDocument, PDFRawStream, PDFStream } from 'pdf-lib';

const encoder = new TextEncoder();
const STREAM = encoder.encode('\nstream\n');
const END_STREAM = encoder.encode('\nendstream');

/** Streams smaller than this are left to pdf-lib: the swap is only worth it for image and font data. */
const BULK_FROM = 4096;

/**
 * A stream written into the output with one block copy. pdf-lib copies a stream's contents a
 * byte at a time, which for a day's labels (tens of MB of images) was a third of the save. The
 * bytes written are the same as pdf-lib's.
 */
class BulkStream extends PDFStream {
  constructor(
    dict: PDFDict,
    private readonly contents: Uint8Array,
  ) {
    super(dict);
  }

  override getContents(): Uint8Array {
    return this.contents;
  }

  override getContentsSize(): number {
    return this.contents.length;
  }

  override copyBytesInto(buffer: Uint8Array, offset: number): number {
    this.updateDict();
    let at = offset + this.dict.copyBytesInto(buffer, offset);
    buffer.set(STREAM, at);
    at += STREAM.length;
    buffer.set(this.contents, at);
    at += this.contents.length;
    buffer.set(END_STREAM, at);
    return at + END_STREAM.length - offset;
  }
}

/**
 * Saves without object streams, in one go: pdf-lib yields to the event loop every 50 objects by
 * default (a timer each time) and nothing here needs the turn. Large streams are swapped for
 * bulk-copied ones first, so the document is not to be used after this.
 */
export function savePdf(document: PDFDocument): Promise<Uint8Array> {
  const { context } = document;
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (object instanceof PDFRawStream && object.contents.length >= BULK_FROM)
      context.assign(ref, new BulkStream(object.dict, object.contents));
  }
  return document.save({ useObjectStreams: false, objectsPerTick: Infinity });
}
