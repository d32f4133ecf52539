import { END, PdfLexer } from './pdfLexer';
import { PdfString, type PdfValue, UnsupportedPdf } from './pdfObjects';

function codeOf({ data, start, end }: PdfString): number {
  let code = 0;
  for (let at = start; at < end; at++) code = code * 256 + (data[at] as number);
  return code;
}

/** A ToUnicode destination: UTF-16BE, surrogate pairs and several characters allowed. */
function utf16({ data, start, end }: PdfString): string {
  // Odd lengths and a high surrogate alone are read by pdf.js in ways of its own: left to it.
  if ((end - start) % 2) throw new UnsupportedPdf('ToUnicode target of odd length');
  let text = '';
  for (let at = start; at + 1 < end; at += 2) text += String.fromCharCode(((data[at] as number) << 8) | (data[at + 1] as number));
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
  const lexer = PdfLexer.forContent(data);
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
        if (source instanceof PdfString && target instanceof PdfString) map.set(codeOf(source), utf16(target));
      }
      section = null;
    } else if (token === 'endbfrange') {
      for (let at = 0; at + 2 < operands.length; at += 3) {
        const [low, high, target] = [operands[at], operands[at + 1], operands[at + 2]];
        if (!(low instanceof PdfString) || !(high instanceof PdfString)) continue;
        const from = codeOf(low);
        const to = codeOf(high);
        if (to - from > 0xffff) throw new UnsupportedPdf('ToUnicode range too large');
        for (let code = from; code <= to; code++) {
          const step = code - from;
          if (target instanceof PdfString) map.set(code, advanced(utf16(target), step));
          else if (Array.isArray(target) && target[step] instanceof PdfString) map.set(code, utf16(target[step]));
        }
      }
      section = null;
    }
  }
  return map;
}
