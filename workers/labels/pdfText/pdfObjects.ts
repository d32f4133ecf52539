/**
 * The PDF object model of the text reader (pdfText/): only what reading a label page's text
 * needs. Dictionaries are Maps keyed by name without the slash; arrays are arrays.
 */

export class PdfName {
  private static readonly interned = new Map<string, PdfName>();
  private constructor(readonly name: string) {}

  /** One object per name, so names compare with `===`. */
  static of(name: string): PdfName {
    let found = PdfName.interned.get(name);
    if (!found) {
      found = new PdfName(name);
      PdfName.interned.set(name, found);
    }
    return found;
  }
}

export class PdfRef {
  constructor(
    readonly num: number,
    readonly gen: number,
  ) {}
}

/**
 * A string operand: its bytes are character codes, decoded by the font that shows them. They are
 * `data` from `start` to `end`: a content stream's strings share one array (PdfLexer.forContent).
 */
export class PdfString {
  constructor(
    readonly data: Uint8Array,
    readonly start = 0,
    readonly end = data.length,
  ) {}

  get length(): number {
    return this.end - this.start;
  }

  get bytes(): Uint8Array {
    return this.start === 0 && this.end === this.data.length ? this.data : this.data.subarray(this.start, this.end);
  }
}

export type PdfDict = Map<string, PdfValue>;

export class PdfStream {
  constructor(
    readonly dict: PdfDict,
    /** The bytes between `stream` and `endstream`, still encoded. */
    readonly raw: Uint8Array,
  ) {}
}

export type PdfValue = number | boolean | null | PdfName | PdfRef | PdfString | PdfStream | PdfDict | PdfValue[];

/**
 * What this reader does not handle (an encrypted file, a font without a Unicode map, an unknown
 * filter, a damaged cross-reference table): the caller reads that file or page with pdf.js.
 */
export class UnsupportedPdf extends Error {
  override name = 'UnsupportedPdf';
}

export function isDict(value: PdfValue | undefined): value is PdfDict {
  return value instanceof Map;
}

export function nameOf(value: PdfValue | undefined): string | undefined {
  return value instanceof PdfName ? value.name : undefined;
}

export function numberOf(value: PdfValue | undefined): number | undefined {
  return typeof value === 'number' ? value : undefined;
}
