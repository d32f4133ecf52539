import {
  PDFArray,
  PDFBool,
  type PDFContext,
  PDFDict,
  type PDFDocument,
  PDFName,
  PDFNull,
  PDFNumber,
  type PDFObject,
  PDFPage,
  PDFPageLeaf,
  type PDFRef,
} from 'pdf-lib';
import { hexString } from './hexString';
import { type PageEntry, pageTree } from './pdfText/pageTree';
import { PdfFile } from './pdfText/pdfFile';
import { PdfName, type PdfDict, PdfRef, PdfStream, PdfString, type PdfValue, UnsupportedPdf } from './pdfText/pdfObjects';
import type { Inflate } from './pdfText/streamData';
import { bulkStream } from './savePdf';

const LENGTH = PDFName.of('Length');

/**
 * A file's pages copied into an output document without pdf-lib parsing the file: the text
 * reader's parser (pdfText/) reads only the objects the copied pages reach, each becomes a pdf-lib
 * object once, and streams keep the file's own bytes. For a day's label files this takes a third of
 * the time of pdf-lib's parse and copy, on the thread that also writes the output. What that parser
 * does not handle (encryption, a damaged table) throws UnsupportedPdf, and the file is left to pdf-lib.
 */
export class PageCopier {
  private readonly file: PdfFile;
  private readonly pages: PageEntry[];

  constructor(bytes: Uint8Array, inflate: Inflate) {
    this.file = new PdfFile(bytes, inflate);
    this.pages = pageTree(this.file);
  }

  get pageCount(): number {
    return this.pages.length;
  }

  /**
   * The 0-based pages as pages of `document`, not yet placed in its page tree; what they share is
   * copied once. Like pdf-lib's `copyPages`, inherited attributes become the page's own. Nothing
   * is added to the document unless every page copies.
   */
  copy(document: PDFDocument, pageIndexes: readonly number[]): PDFPage[] {
    const { context } = document;
    const copy = new ObjectCopy(this.file, context);
    const leaves = pageIndexes.map((index) => {
      const page = this.pages[index];
      if (!page) throw new UnsupportedPdf(`No page ${index + 1}`);
      return { page, ref: copy.refFor(page.ref) };
    });
    const pages = leaves.map(({ page, ref }) => {
      const map = new Map<PDFName, PDFObject>();
      for (const [key, value] of page.dict) if (key !== 'Parent') map.set(PDFName.of(key), copy.value(value));
      for (const [key, value] of page.inherited) if (!page.dict.has(key)) map.set(PDFName.of(key), copy.value(value));
      const leaf = PDFPageLeaf.fromMapWithContext(map, context);
      copy.add(ref, leaf);
      return PDFPage.of(leaf, ref, document);
    });
    copy.finish();
    return pages;
  }
}

/** One copy call's objects: each source object is copied once, under a new reference. */
class ObjectCopy {
  private readonly refs = new Map<number, PDFRef>();
  private readonly pending: [PdfRef, PDFRef][] = [];
  private readonly made: [PDFRef, PDFObject][] = [];

  constructor(
    private readonly file: PdfFile,
    private readonly context: PDFContext,
  ) {}

  /** The copy's reference for a source object (a new one for a page the tree holds directly). */
  refFor(source: PdfRef | null): PDFRef {
    if (!source) return this.context.nextRef();
    let ref = this.refs.get(source.num);
    if (!ref) {
      ref = this.context.nextRef();
      this.refs.set(source.num, ref);
    }
    return ref;
  }

  /** `object` goes in the document under `ref` when the copy finishes. */
  add(ref: PDFRef, object: PDFObject): void {
    this.made.push([ref, object]);
  }

  value(value: PdfValue): PDFObject {
    if (typeof value === 'number') return PDFNumber.of(value);
    if (typeof value === 'boolean') return value ? PDFBool.True : PDFBool.False;
    if (value === null) return PDFNull;
    if (value instanceof PdfName) return PDFName.of(value.name);
    if (value instanceof PdfString) return hexString(value.bytes);
    if (value instanceof PdfRef) {
      const known = this.refs.get(value.num);
      if (known) return known;
      const ref = this.refFor(value);
      this.pending.push([value, ref]);
      return ref;
    }
    if (value instanceof PdfStream) {
      // pdf-lib writes a stream's /Length from its contents.
      const dict = this.dict(value.dict);
      dict.delete(LENGTH);
      return bulkStream(dict, value.raw);
    }
    if (Array.isArray(value)) {
      const array = PDFArray.withContext(this.context);
      for (const item of value) array.push(this.value(item));
      return array;
    }
    return this.dict(value);
  }

  private dict(value: PdfDict): PDFDict {
    const map = new Map<PDFName, PDFObject>();
    for (const [key, item] of value) map.set(PDFName.of(key), this.value(item));
    return PDFDict.fromMapWithContext(map, this.context);
  }

  /**
   * Copies every object the pages reach, then puts them all in the document. A reference to
   * nothing (a freed object) stays a reference to nothing, as pdf-lib's copy leaves it.
   */
  finish(): void {
    for (let next = this.pending.pop(); next; next = this.pending.pop()) {
      const [source, ref] = next;
      const object = this.file.resolve(source);
      if (object !== undefined && object !== null) this.add(ref, this.value(object));
    }
    for (const [ref, object] of this.made) this.context.assign(ref, object);
  }
}
