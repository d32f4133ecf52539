import {
  PDFCrossRefSection,
  type PDFContext,
  type PDFDict,
  type PDFDocument,
  PDFHeader,
  PDFRawStream,
  PDFStream,
  PDFTrailer,
  PDFTrailerDict,
} from 'pdf-lib';
import { PdfParts, type WritesParts } from './pdfParts';
import { copyStream, streamParts } from './streamBytes';

/** Streams smaller than this are left to pdf-lib: the swap is only worth it for image and font data. */
const BULK_FROM = 4096;

/**
 * A stream written into the output with one block copy, and copied into another document without
 * copying its bytes. pdf-lib copies a stream's contents a byte at a time when it writes, which for
 * a day's labels (tens of MB of images) was a third of the save, and copies them whole when a page
 * is copied. The bytes written are the same as pdf-lib's.
 */
class BulkStream extends PDFStream implements WritesParts {
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

  writeParts(out: PdfParts): void {
    streamParts(this, out, this.contents);
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
 * The document as pdf-lib's `save({ useObjectStreams: false })` writes it, byte for byte, but in
 * parts (PdfParts): large streams are written as the bytes they hold. Large streams are made bulk
 * ones first.
 */
export async function savePdf(document: PDFDocument): Promise<Uint8Array[]> {
  bulkStreams(document);
  if (document.getPageCount() === 0) document.addPage();
  await document.flush();
  const { context } = document;
  const out = new PdfParts();
  out.object(PDFHeader.forVersion(1, 7));
  out.text('\n\n');
  const xref = PDFCrossRefSection.create();
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    xref.addEntry(ref, out.offset);
    out.text(`${ref.objectNumber} ${ref.generationNumber} obj\n`);
    out.object(object);
    out.text('\nendobj\n\n');
  }
  const xrefOffset = out.offset;
  out.object(xref);
  out.text('\n');
  const { Root, Encrypt, Info, ID } = context.trailerInfo;
  out.object(PDFTrailerDict.of(context.obj({ Size: context.largestObjectNumber + 1, Root, Encrypt, Info, ID })));
  out.text('\n\n');
  out.object(PDFTrailer.forLastCrossRefSectionOffset(xrefOffset));
  return out.finish();
}

/** A stream of a file's own `contents`, written and copied without copying its bytes. */
export const bulkStream = (dict: PDFDict, contents: Uint8Array): PDFStream => new BulkStream(dict, contents);
