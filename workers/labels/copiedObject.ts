import { PDFObject, type PDFRef } from 'pdf-lib';
import { hexDigits } from './hexString';
import { numberText } from './pdfNumberText';
import type { PdfParts, WritesParts } from './pdfParts';
import { contentsParts, copyStreamContents, STREAM_KEYWORDS_SIZE } from './streamBytes';
import { PdfName, type PdfRef, PdfStream, PdfString, type PdfValue } from './pdfText/pdfObjects';

const encoder = new TextEncoder();
/** Characters a name writes as #xx: whitespace, delimiters, '#' and anything outside printable ASCII. */
const ESCAPED_IN_NAME = new Set([...'()<>[]{}/%#'].map((char) => char.charCodeAt(0)));
const names = new Map<PdfName, string>();

function nameText(name: PdfName): string {
  let text = names.get(name);
  if (text === undefined) {
    text = '/';
    for (let at = 0; at < name.name.length; at++) {
      const code = name.name.charCodeAt(at);
      text += code > 0x20 && code < 0x7f && !ESCAPED_IN_NAME.has(code) ? name.name[at] : `#${hexDigits(Uint8Array.of(code))}`;
    }
    names.set(name, text);
  }
  return text;
}

/**
 * A copied object the output only writes: its bytes are made once, when it is copied, from the
 * source file's parsed object with its references renumbered. Fonts and images are most of a
 * label page's objects, and nothing in the output looks into them: building pdf-lib objects
 * for them (a /W array is thousands of numbers) and serialising those again at save took much of
 * the main thread's time, at the end of the merge where nothing else runs.
 */
export class CopiedObject extends PDFObject implements WritesParts {
  private constructor(
    private readonly head: Uint8Array,
    /** A stream's bytes, as they were in the source file. */
    private readonly contents: Uint8Array | null,
  ) {
    super();
  }

  /** `value` as written in the output, each reference as `refFor` renumbers it. */
  static of(value: PdfValue, refFor: (source: PdfRef) => PDFRef): CopiedObject {
    const write = (item: PdfValue): string => {
      if (typeof item === 'number') return numberText(item);
      if (typeof item === 'boolean') return item ? 'true' : 'false';
      if (item === null) return 'null';
      if (item instanceof PdfName) return nameText(item);
      if (item instanceof PdfString) return `<${hexDigits(item.bytes)}>`;
      if (item instanceof PdfStream) throw new Error('A stream inside an object');
      if (Array.isArray(item)) {
        let text = '[';
        for (const element of item) text += `${write(element)} `;
        return `${text}]`;
      }
      if (item instanceof Map) {
        let text = '<<';
        for (const [key, entry] of item) text += `${nameText(PdfName.of(key))} ${write(entry)}`;
        return `${text}>>`;
      }
      const ref = refFor(item);
      return `${ref.objectNumber} ${ref.generationNumber} R`;
    };
    if (!(value instanceof PdfStream)) return new CopiedObject(encoder.encode(write(value)), null);
    // The length written is that of the bytes kept, whatever the source's /Length said.
    const dict = new Map(value.dict);
    dict.delete('Length');
    dict.set('Length', value.raw.length);
    return new CopiedObject(encoder.encode(write(dict)), value.raw);
  }

  override clone(): CopiedObject {
    return this;
  }

  override toString(): string {
    return new TextDecoder().decode(this.head);
  }

  override sizeInBytes(): number {
    return this.head.length + (this.contents ? this.contents.length + STREAM_KEYWORDS_SIZE : 0);
  }

  override copyBytesInto(buffer: Uint8Array, offset: number): number {
    buffer.set(this.head, offset);
    const at = offset + this.head.length;
    return at - offset + (this.contents ? copyStreamContents(buffer, at, this.contents) : 0);
  }

  writeParts(out: PdfParts): void {
    out.bytes(this.head);
    if (this.contents) contentsParts(out, this.contents);
  }
}
