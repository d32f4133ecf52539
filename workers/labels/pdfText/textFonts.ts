import type { PdfFile } from './pdfFile';
import { isDict, nameOf, numberOf, type PdfDict, PdfStream, type PdfValue, UnsupportedPdf } from './pdfObjects';
import { parseToUnicode } from './toUnicode';

/** One shown character code: its text and its advance in glyph space (thousandths of the size). */
interface Glyph {
  code: number;
  unicode: string;
  width: number;
  /** How pdf.js's text layer treats the character (worked out once per code). */
  whitespace: boolean;
  diacritic: boolean;
  invisible: boolean;
  /** Only ASCII and Latin-1 letters: nothing for the final text to fold or reorder. */
  plain: boolean;
}

const SPECIAL = /^(\s)|(\p{Mn})|(\p{Cf})$/u;
const PLAIN = /^[\u0020-\u007e\u00a1-\u00b4\u00b6-\u00ff]*$/;

function glyphOf(code: number, unicode: string, width: number): Glyph {
  const groups = SPECIAL.exec(unicode);
  return {
    code,
    unicode,
    width,
    whitespace: !!groups?.[1],
    diacritic: !!groups?.[2],
    invisible: !!groups?.[3],
    plain: PLAIN.test(unicode),
  };
}

export interface TextFont {
  /** Its /BaseFont: pdf.js starts no new piece when a font gives way to another of the same name. */
  readonly name: string;
  /** Bytes per character code: 2 for Identity-H, 1 for simple fonts. */
  readonly codeLength: 1 | 2;
  glyph(code: number): Glyph;
}

/**
 * WinAnsiEncoding as pdf.js reads it: Latin-1, with Windows' characters in 0x80-0x9F, a bullet
 * where Windows has none, and the soft hyphen as a hyphen. Control codes, which pdf.js shows as
 * spaces in some fonts and not in others, are left to pdf.js. (Node's TextDecoder cannot be
 * used: without full ICU it decodes windows-1252 as Latin-1.)
 */
const WIN_ANSI_80_9F =
  '\u20ac\u2022\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u2022\u017d\u2022\u2022\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u2022\u017e\u0178';

function winAnsi(code: number): string | undefined {
  if (code < 0x20 || code > 0xff) return undefined;
  if (code === 0x7f) return '\u2022';
  if (code >= 0x80 && code <= 0x9f) return WIN_ANSI_80_9F.charAt(code - 0x80);
  if (code === 0xad) return '-';
  return String.fromCharCode(code);
}

/** Each code's glyph, worked out once: fonts are shared by many pages. */
function glyphCache(unicodeOf: (code: number) => string | undefined, widthOf: (code: number) => number) {
  // By high byte, then low byte: a lookup per glyph shown, in small dense arrays (one array of
  // 65,536 would go sparse and slow, a Map is slower still).
  const cache: (Glyph | undefined)[][] = Array.from({ length: 256 }, () => []);
  return (code: number): Glyph => {
    const block = cache[code >> 8] as (Glyph | undefined)[];
    let glyph = block[code & 0xff];
    if (!glyph) {
      const unicode = unicodeOf(code);
      if (unicode === undefined) throw new UnsupportedPdf(`No Unicode for code ${code}`);
      glyph = glyphOf(code, unicode, widthOf(code));
      block[code & 0xff] = glyph;
    }
    return glyph;
  };
}

function toUnicodeOf(file: PdfFile, font: PdfDict): Map<number, string> | undefined {
  const stream = file.get(font, 'ToUnicode');
  return stream instanceof PdfStream ? parseToUnicode(file.data(stream)) : undefined;
}

/** /W of a CID font: `c [w1 w2 ...]` and `first last w` runs. */
function cidWidths(file: PdfFile, descendant: PdfDict): Map<number, number> {
  const widths = new Map<number, number>();
  const list = (file.get(descendant, 'W') as PdfValue[] | undefined) ?? [];
  for (let at = 0; at < list.length;) {
    const first = numberOf(file.resolve(list[at]));
    const next = file.resolve(list[at + 1]);
    if (first === undefined) throw new UnsupportedPdf('Bad /W');
    if (Array.isArray(next)) {
      next.forEach((width, k) => widths.set(first + k, numberOf(file.resolve(width)) ?? 0));
      at += 2;
    } else {
      const last = numberOf(next) ?? first;
      const width = numberOf(file.resolve(list[at + 2])) ?? 0;
      for (let cid = first; cid <= last; cid++) widths.set(cid, width);
      at += 3;
    }
  }
  return widths;
}

/** A Type0 font with Identity-H codes (two bytes each) and a ToUnicode map. */
function compositeFont(file: PdfFile, font: PdfDict): TextFont {
  if (nameOf(file.get(font, 'Encoding')) !== 'Identity-H') throw new UnsupportedPdf('CID encoding other than Identity-H');
  const toUnicode = toUnicodeOf(file, font);
  if (!toUnicode) throw new UnsupportedPdf('Composite font without ToUnicode');
  const descendant = file.resolve((file.get(font, 'DescendantFonts') as PdfValue[] | undefined)?.[0]);
  if (!isDict(descendant)) throw new UnsupportedPdf('No descendant font');
  const widths = cidWidths(file, descendant);
  const defaultWidth = numberOf(file.get(descendant, 'DW')) ?? 1000;
  const glyph = glyphCache(
    (code) => toUnicode.get(code),
    (code) => widths.get(code) ?? defaultWidth,
  );
  return {
    name: nameOf(file.get(font, 'BaseFont')) ?? '',
    codeLength: 2,
    glyph,
  };
}

/**
 * A TrueType or Type1 font with its /Widths: text from its ToUnicode map, else from WinAnsi. A
 * standard font without widths, other encodings and Type3 fonts are left to pdf.js.
 */
function simpleFont(file: PdfFile, font: PdfDict): TextFont {
  const widths = file.get(font, 'Widths');
  const firstChar = numberOf(file.get(font, 'FirstChar'));
  if (!Array.isArray(widths) || firstChar === undefined) throw new UnsupportedPdf('Simple font without widths');
  const descriptor = file.get(font, 'FontDescriptor');
  const missingWidth = (isDict(descriptor) ? numberOf(file.get(descriptor, 'MissingWidth')) : undefined) ?? 0;
  const toUnicode = toUnicodeOf(file, font);
  const encoding = file.get(font, 'Encoding');
  const isWinAnsi = nameOf(encoding) === 'WinAnsiEncoding';
  const glyph = glyphCache(
    (code) => toUnicode?.get(code) ?? (isWinAnsi ? winAnsi(code) : undefined),
    (code) => numberOf(file.resolve(widths[code - firstChar])) ?? missingWidth,
  );
  return {
    name: nameOf(file.get(font, 'BaseFont')) ?? '',
    codeLength: 1,
    glyph,
  };
}

/** The text side of a font dictionary; UnsupportedPdf for what only pdf.js reads. */
export function loadTextFont(file: PdfFile, font: PdfValue | undefined): TextFont {
  if (!isDict(font)) throw new UnsupportedPdf('Font is not a dictionary');
  const subtype = nameOf(file.get(font, 'Subtype'));
  if (subtype === 'Type0') return compositeFont(file, font);
  if (subtype === 'TrueType' || subtype === 'Type1' || subtype === 'MMType1') return simpleFont(file, font);
  throw new UnsupportedPdf(`Font type ${subtype ?? 'unknown'}`);
}
