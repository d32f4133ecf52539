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
import { CopiedObject } from './copiedObject';
import { bulkStream } from './savePdf';

const LENGTH = PDFName.of('Length');

/**
 * A file's pages copied into an output document without pdf-lib parsing the file: the text
 * reader's parser (pdfText/) reads only the objects the copied pages reach, each is copied once
 * (fonts and images as bytes ready to write, the rest as pdf-lib objects), and streams keep the
 * file's own bytes. For a day's label files this takes a fraction of the time of pdf-lib's parse,
 * copy and save, on the thread that also writes the output. What that parser does not handle
 * (encryption, a damaged table) throws UnsupportedPdf, and the file is left to pdf-lib.
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
      return { page, ref: copy.pageRef(page.ref) };
    });
    const pages = leaves.map(({ page, ref }) => {
      const map = new Map<PDFName, PDFObject>();
      for (const [key, value] of page.dict) if (key !== 'Parent') map.set(PDFName.of(key), copy.entry(key, value));
      for (const [key, value] of page.inherited) if (!page.dict.has(key)) map.set(PDFName.of(key), copy.entry(key, value));
      const leaf = PDFPageLeaf.fromMapWithContext(map, context);
      copy.add(ref, leaf);
      return PDFPage.of(leaf, ref, document);
    });
    copy.finish();
    return pages;
  }
}

/**
 * How a copied object is made. pdf-lib looks into a page's resources (its font and XObject
 * dictionaries, to add the footer's font) but never into what they name: the fonts, images and
 * forms themselves, and all they reach, are copied as bytes (CopiedObject). Everything else
 * becomes pdf-lib objects.
 */
type Role = 'object' | 'resources' | 'category' | 'bytes';

/** The resources' dictionaries by category: their entries name fonts, images and forms. */
const CATEGORIES = new Set(['Font', 'XObject', 'ExtGState', 'ColorSpace', 'Pattern', 'Shading', 'Properties']);

/** One copy call's objects: each source object is copied once, under a new reference. */
class ObjectCopy {
  private readonly refs = new Map<number, PDFRef>();
  private readonly roles = new Map<number, Role>();
  /** Objects pdf-lib will look into are all made before any copied as bytes (see `want`). */
  private readonly pendingObjects: PdfRef[] = [];
  private readonly pendingBytes: PdfRef[] = [];
  private readonly objects: [PDFRef, PDFObject][] = [];
  /** Source objects made or being made, by number. */
  private readonly made = new Set<number>();
  private readonly refForBytes = (source: PdfRef) => this.want(source, 'bytes');

  constructor(
    private readonly file: PdfFile,
    private readonly context: PDFContext,
  ) {}

  /** The copy's reference for a source object. */
  private refFor(source: PdfRef): PDFRef {
    let ref = this.refs.get(source.num);
    if (!ref) {
      ref = this.context.nextRef();
      this.refs.set(source.num, ref);
    }
    return ref;
  }

  /** The reference of a page the caller makes (a new one for a page the tree holds directly). */
  pageRef(source: PdfRef | null): PDFRef {
    if (!source) return this.context.nextRef();
    this.roles.set(source.num, 'object');
    this.made.add(source.num);
    return this.refFor(source);
  }

  /** `object` goes in the document under `ref` when the copy finishes. */
  add(ref: PDFRef, object: PDFObject): void {
    this.objects.push([ref, object]);
  }

  /**
   * The copy's reference for `source`, which will be made as `role` says. An object wanted as
   * bytes and later as a pdf-lib object (a font dictionary shared in a malformed way) is made
   * a pdf-lib object: those are all made first, so none has been made as bytes yet.
   */
  private want(source: PdfRef, role: Role): PDFRef {
    const known = this.roles.get(source.num);
    if (known === undefined || (known === 'bytes' && role !== 'bytes')) {
      this.roles.set(source.num, role);
      (role === 'bytes' ? this.pendingBytes : this.pendingObjects).push(source);
    }
    return this.refFor(source);
  }

  private value(value: PdfValue, role: Role): PDFObject {
    if (typeof value === 'number') return PDFNumber.of(value);
    if (typeof value === 'boolean') return value ? PDFBool.True : PDFBool.False;
    if (value === null) return PDFNull;
    if (value instanceof PdfName) return PDFName.of(value.name);
    if (value instanceof PdfString) return hexString(value.bytes);
    if (value instanceof PdfRef) return this.want(value, role);
    if (role === 'bytes') return CopiedObject.of(value, this.refForBytes);
    if (value instanceof PdfStream) {
      // pdf-lib writes a stream's /Length from its contents.
      const dict = this.dict(value.dict, 'object');
      dict.delete(LENGTH);
      return bulkStream(dict, value.raw);
    }
    if (Array.isArray(value)) {
      const array = PDFArray.withContext(this.context);
      for (const item of value) array.push(this.value(item, role === 'category' ? 'bytes' : 'object'));
      return array;
    }
    return this.dict(value, role);
  }

  /** A page dictionary's entry. */
  entry(key: string, value: PdfValue): PDFObject {
    return this.value(value, this.entryRole('object', key));
  }

  private dict(value: PdfDict, role: Role): PDFDict {
    const map = new Map<PDFName, PDFObject>();
    for (const [key, item] of value) map.set(PDFName.of(key), this.value(item, this.entryRole(role, key)));
    return PDFDict.fromMapWithContext(map, this.context);
  }

  private entryRole(role: Role, key: string): Role {
    if (role === 'category') return 'bytes';
    if (role === 'resources') return CATEGORIES.has(key) ? 'category' : 'object';
    return key === 'Resources' ? 'resources' : 'object';
  }

  /**
   * Copies every object the pages reach, then puts them all in the document. A reference to
   * nothing (a freed object) stays a reference to nothing, as pdf-lib's copy leaves it.
   */
  finish(): void {
    for (;;) {
      const source = this.pendingObjects.pop() ?? this.pendingBytes.pop();
      if (!source) break;
      if (this.made.has(source.num)) continue;
      this.made.add(source.num);
      const object = this.file.resolve(source);
      const role = this.roles.get(source.num) ?? 'object';
      if (object !== undefined && object !== null) this.add(this.refFor(source), this.value(object, role));
    }
    for (const [ref, object] of this.objects) this.context.assign(ref, object);
  }
}
