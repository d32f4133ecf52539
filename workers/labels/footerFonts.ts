import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
// fontkit's Indic shaper (Devanagari) is compiled to generator code that expects this global.
import 'regenerator-runtime/runtime';
import { numberText } from './pdfNumberText';
import { type DrawnTextPage, drawnTextPage, fontNameOn } from './drawnTextPage';

/** Noto Sans (Latin, '₹') and Noto Sans Devanagari, as TrueType bytes (public/fonts/). */
export interface FooterFontBytes {
  regular: Uint8Array;
  devanagari: Uint8Array;
}

export type FooterFontSource = () => Promise<FooterFontBytes>;

interface Face {
  bytes: Uint8Array;
  /** OpenType features for layout; Latin footers need none, and shaping them costs more than drawing. */
  features?: Record<string, boolean>;
  /** Laid out whole (Devanagari), else character by character: each glyph stands for one character. */
  shaped: boolean;
  covers: (codePoint: number) => boolean;
  /** Advance width of a run at size 1, as the embedded font will lay it out. */
  widthAt1: (text: string) => number;
  embedded?: Promise<PDFFont>;
  /** Glyph ids in the embedded subset as hex digits, by text (each character's for an unshaped face). */
  encoded: Map<string, string>;
}

interface Run {
  face: Face;
  text: string;
}

const REPLACEMENT = '?';

/**
 * fontkit as pdf-lib and this module call it, given the font's own ArrayBuffer: handed a
 * Uint8Array, fontkit's Buffer shim copies it a byte at a time (tens of milliseconds for the two
 * fonts, once to measure and again to embed), where it reads an ArrayBuffer in place.
 */
const fontkitInPlace = {
  create(bytes: Uint8Array, postscriptName?: string) {
    const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;
    const buffer = whole ? bytes.buffer : bytes.slice().buffer;
    return fontkit.create(buffer as unknown as Uint8Array, postscriptName);
  },
};
const NO_SHAPING = Object.fromEntries(
  ['ccmp', 'locl', 'rlig', 'mark', 'mkmk', 'calt', 'clig', 'liga', 'rclt', 'curs', 'kern'].map((tag) => [tag, false]),
);

/**
 * Draws footer text in the first font that has each character, in runs, so a product name
 * with '₹' or Devanagari draws instead of failing. A font is embedded, as a subset, only once a
 * page needs it.
 */
export class FooterFonts {
  private readonly faces: Face[];
  private readonly missing = new Set<string>();
  /** Widths of text with other fonts' characters, by size and text. */
  private readonly widths = new Map<number, Map<string, number>>();
  private readonly pages = new Map<PDFPage, DrawnTextPage>();

  constructor(
    private readonly document: PDFDocument,
    bytes: FooterFontBytes,
  ) {
    document.registerFontkit(fontkitInPlace);
    const face = (fontBytes: Uint8Array, features?: Record<string, boolean>): Face => {
      const font = fontkitInPlace.create(fontBytes);
      const covered = new Map<number, boolean>();
      const widths = new Map<string, number>();
      // Unshaped text is as wide as its characters one by one; shaped text (Devanagari) is laid
      // out whole. Either way each width is worked out once: wrapping measures the same text often.
      const shaped = !features;
      const widthOf = (text: string) => {
        let width = widths.get(text);
        if (width === undefined) {
          width = font.layout(text, features).advanceWidth / font.unitsPerEm;
          widths.set(text, width);
        }
        return width;
      };
      return {
        bytes: fontBytes,
        features,
        shaped,
        covers: (codePoint: number) => {
          let has = covered.get(codePoint);
          if (has === undefined) {
            has = font.hasGlyphForCodePoint(codePoint);
            covered.set(codePoint, has);
          }
          return has;
        },
        widthAt1: (text: string) => {
          if (shaped) return widthOf(text);
          let width = 0;
          for (const char of text) width += widthOf(char);
          return width;
        },
        encoded: new Map(),
      };
    };
    this.faces = [face(bytes.regular, NO_SHAPING), face(bytes.devanagari)];
  }

  /** Characters that no font could draw, replaced by '?'. */
  get unsupported(): string[] {
    return [...this.missing];
  }

  private runs(text: string): Run[] {
    const [primary] = this.faces;
    if (!primary) return [];
    if (this.primaryDraws(text)) return [{ face: primary, text }];
    const runs: Run[] = [];
    for (const char of text) {
      const codePoint = char.codePointAt(0) ?? 0;
      const current = runs[runs.length - 1];
      if (current?.face.covers(codePoint)) {
        current.text += char;
        continue;
      }
      const face = this.faces.find((candidate) => candidate.covers(codePoint));
      if (!face) this.missing.add(char);
      const drawn = face ? char : REPLACEMENT;
      const target = face ?? primary;
      if (current?.face === target) current.text += drawn;
      else runs.push({ face: target, text: drawn });
    }
    return runs;
  }

  private embed(face: Face): Promise<PDFFont> {
    face.embedded ??= this.document.embedFont(face.bytes, { subset: true, features: face.features });
    return face.embedded;
  }

  /**
   * Width at size 1 of each UTF-16 code unit the first font draws alone (NaN: not yet known, -1:
   * another font's, or half a surrogate pair): wrapping measures each candidate line once, so
   * lines are summed from their characters rather than looked up whole.
   */
  private readonly primaryWidths = new Float64Array(0x10000).fill(Number.NaN);

  private primaryWidth(code: number): number {
    let width = this.primaryWidths[code] as number;
    if (Number.isNaN(width)) {
      const [primary] = this.faces;
      const single = code < 0xd800 || code > 0xdfff;
      width = primary && single && primary.covers(code) ? primary.widthAt1(String.fromCharCode(code)) : -1;
      this.primaryWidths[code] = width;
    }
    return width;
  }

  /** Whether the first font draws the whole text: most footer text is its alone. */
  private primaryDraws(text: string): boolean {
    for (let at = 0; at < text.length; at++) if (this.primaryWidth(text.charCodeAt(at)) < 0) return false;
    return true;
  }

  /** The width `text` takes when drawn at `size`, without embedding anything. */
  measure(text: string, size: number): number {
    let width = 0;
    for (let at = 0; at < text.length; at++) {
      const char = this.primaryWidth(text.charCodeAt(at));
      if (char < 0) return this.measureRuns(text, size);
      width += char;
    }
    return width * size;
  }

  /** Text with characters of other fonts, measured run by run, each text once a size (shaping is slow). */
  private measureRuns(text: string, size: number): number {
    let atSize = this.widths.get(size);
    if (!atSize) {
      atSize = new Map();
      this.widths.set(size, atSize);
    }
    let width = atSize.get(text);
    if (width === undefined) {
      width = this.runs(text).reduce((sum, run) => sum + run.face.widthAt1(run.text) * size, 0);
      atSize.set(text, width);
    }
    return width;
  }

  /**
   * `text` in `font`'s glyph ids, as hex digits, adding its glyphs to the subset the first time.
   * Unshaped text is put together from each character's ids: few footer lines repeat whole, and
   * laying each new one out with fontkit cost a third of a millisecond.
   */
  private encode(face: Face, font: PDFFont, text: string): string {
    const once = (part: string) => {
      let encoded = face.encoded.get(part);
      if (encoded === undefined) {
        encoded = font.encodeText(part).asString();
        face.encoded.set(part, encoded);
      }
      return encoded;
    };
    if (face.shaped) return once(text);
    let hex = '';
    for (const char of text) hex += once(char);
    return hex;
  }

  private drawnOn(page: PDFPage): DrawnTextPage {
    let drawn = this.pages.get(page);
    if (!drawn) {
      drawn = drawnTextPage(page);
      this.pages.set(page, drawn);
    }
    return drawn;
  }

  /**
   * Draws `text` with its baseline starting at (x, y), with the operators pdf-lib's
   * `page.drawText` writes, given text encoded once per run: drawText lays the text out with
   * fontkit twice per call (to encode it and to measure it), most of a footer's cost.
   */
  async draw(page: PDFPage, text: string, x: number, y: number, size: number): Promise<void> {
    let at = x;
    for (const run of this.runs(text)) {
      const font = await this.embed(run.face);
      const drawn = this.drawnOn(page);
      let name = drawn.fontNames.get(font);
      if (name === undefined) {
        name = fontNameOn(page, font);
        drawn.fontNames.set(font, name);
      }
      drawn.stream.append(
        `q\nBT\n0 0 0 rg\n${name} ${numberText(size)} Tf\n1 0 0 1 ${numberText(at)} ${numberText(y)} Tm\n<${this.encode(run.face, font, run.text)}> Tj\nET\nQ\n`,
      );
      at += run.face.widthAt1(run.text) * size;
    }
  }
}
