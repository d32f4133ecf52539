import { END, PdfLexer } from './pdfLexer';
import { PdfString, type PdfValue, UnsupportedPdf } from './pdfObjects';

function codeOf(bytes: Uint8Array): number {
  let code = 0;
  for (const byte of bytes) code = code * 256 + byte;
  return code;
}

/** A ToUnicode destination: UTF-16BE, surrogate pairs and several characters allowed. */
function utf16(bytes: Uint8Array): string {
  // Odd lengths and a high surrogate alone are read by pdf.js in ways of its own: left to it.
  if (bytes.length % 2) throw new UnsupportedPdf('ToUnicode target of odd length');
  let text = '';
  for (let at = 0; at + 1 < bytes.length; at += 2)
    text += String.fromCharCode(((bytes[at] as number) << 8) | (bytes[at + 1] as number));
  if (/[\ud800-\udbff]$/.test(text)) throw new UnsupportedPdf('ToUnicode target ends in half a surrogate pair');
  return text;
}

/** The last character of `text` moved on by `step` (bfrange destinations count up from the first). */
function advanced(text: string, step: number): string {
  if (!step) return text;
  return text.slice(0, -1) + String.fromCharCode(text.charCodeAt(text.length - 1) + step);
}

/**
 * A font's /ToUnicode CMap as code -> text (bfchar and bfrange sections). A CMap that builds on
 * another (usecmap) is not read here.
 */
export function parseToUnicode(data: Uint8Array): Map<number, string> {
  const map = new Map<number, string>();
  const lexer = new PdfLexer(data);
  const operands: PdfValue[] = [];
  let section: 'bfchar' | 'bfrange' | null = null;
  for (;;) {
    const token = lexer.read(false);
    if (token === END) break;
    if (typeof token !== 'string') {
      if (section) operands.push(token);
      continue;
    }
    if (token === 'usecmap') throw new UnsupportedPdf('ToUnicode with usecmap');
    if (token === 'beginbfchar' || token === 'beginbfrange') {
      section = token === 'beginbfchar' ? 'bfchar' : 'bfrange';
      operands.length = 0;
    } else if (token === 'endbfchar') {
      for (let at = 0; at + 1 < operands.length; at += 2) {
        const [source, target] = [operands[at], operands[at + 1]];
        if (source instanceof PdfString && target instanceof PdfString) map.set(codeOf(source.bytes), utf16(target.bytes));
      }
      section = null;
    } else if (token === 'endbfrange') {
      for (let at = 0; at + 2 < operands.length; at += 3) {
        const [low, high, target] = [operands[at], operands[at + 1], operands[at + 2]];
        if (!(low instanceof PdfString) || !(high instanceof PdfString)) continue;
        const from = codeOf(low.bytes);
        const to = codeOf(high.bytes);
        if (to - from > 0xffff) throw new UnsupportedPdf('ToUnicode range too large');
        for (let code = from; code <= to; code++) {
          const step = code - from;
          if (target instanceof PdfString) map.set(code, advanced(utf16(target.bytes), step));
          else if (Array.isArray(target) && target[step] instanceof PdfString) map.set(code, utf16(target[step].bytes));
        }
      }
      section = null;
    }
  }
  return map;
}
