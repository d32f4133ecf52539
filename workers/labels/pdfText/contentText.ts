import type { TextPiece } from '../../../src/domain/labels/textLines';
import type { PdfFile } from './pdfFile';
import { END, PdfLexer } from './pdfLexer';
import { isDict, nameOf, PdfName, type PdfDict, PdfStream, PdfString, type PdfValue, UnsupportedPdf } from './pdfObjects';
import { loadTextFont, type TextFont } from './textFonts';
import { TextRuns } from './textRuns';
import { IDENTITY, type Matrix, multiply, TextState } from './textState';

/** Fonts by their object, shared by every page of a file. */
export type FontCache = Map<PdfValue, TextFont>;

const MAX_FORM_DEPTH = 12;
const INLINE_IMAGE_LOOKAHEAD = 16;

const ARITY: Record<string, number> = {
  Tf: 2,
  Tc: 1,
  Tw: 1,
  Tz: 1,
  TL: 1,
  Ts: 1,
  Td: 2,
  TD: 2,
  Tj: 1,
  "'": 1,
  '"': 3,
  TJ: 1,
  Do: 1,
  gs: 1,
};

interface Scope {
  file: PdfFile;
  fonts: FontCache;
  runs: TextRuns;
}

function matrixOf(operands: readonly PdfValue[], at = 0): Matrix | null {
  if (at < 0) return null;
  const values = operands.slice(at, at + 6);
  return values.length === 6 && values.every((value) => typeof value === 'number') ? (values as Matrix) : null;
}

function fontFor(scope: Scope, resources: PdfDict, name: string): TextFont {
  const fonts = scope.file.get(resources, 'Font');
  const raw = isDict(fonts) ? fonts.get(name) : undefined;
  if (raw === undefined) throw new UnsupportedPdf(`No font ${name}`);
  // Keyed by the font dictionary itself: pages that name one font differently share it.
  const dict = scope.file.resolve(raw) as PdfValue;
  let font = scope.fonts.get(dict);
  if (!font) {
    font = loadTextFont(scope.file, dict);
    scope.fonts.set(dict, font);
  }
  return font;
}

/** After a true `EI` come operators: no byte outside printable ASCII and white space. */
function textFollows(bytes: Uint8Array, from: number): boolean {
  for (let at = from; at < Math.min(bytes.length, from + INLINE_IMAGE_LOOKAHEAD); at++) {
    const c = bytes[at] as number;
    if ((c < 0x20 || c > 0x7e) && c !== 0x0a && c !== 0x0d && c !== 0x09) return false;
  }
  return true;
}

/** Past an inline image's data: from after `ID` to the `EI` that stands alone. */
function skipInlineImage(lexer: PdfLexer): void {
  const { bytes } = lexer;
  for (let at = lexer.pos + 1; at + 1 < bytes.length; at++) {
    if (bytes[at] !== 0x45 || bytes[at + 1] !== 0x49) continue;
    const before = bytes[at - 1];
    const after = bytes[at + 2];
    const space = (c: number | undefined) => c === undefined || c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
    if (space(before) && space(after) && textFollows(bytes, at + 2)) {
      lexer.pos = at + 2;
      return;
    }
  }
  throw new UnsupportedPdf('Inline image without EI');
}

function showString(scope: Scope, state: TextState, operand: PdfValue | undefined): void {
  if (operand instanceof PdfString) scope.runs.show(state, operand.bytes, 0);
}

/**
 * pdf.js runs a TJ's strings together up to each non-zero number, which spaces after the last
 * glyph before it: the same as showing each string in turn, the number after the string before it.
 */
function showSpaced(scope: Scope, state: TextState, operand: PdfValue | undefined): void {
  if (!Array.isArray(operand)) return;
  const factor = -state.fontSize / 1000;
  let pending: PdfString | null = null;
  for (const item of operand) {
    if (item instanceof PdfString) {
      // An empty string shows nothing: it only stands for the run when there is no other.
      if (pending?.bytes.length && item.bytes.length) scope.runs.show(state, pending.bytes, 0);
      if (!pending?.bytes.length || item.bytes.length) pending = item;
    } else if (typeof item === 'number' && item !== 0) {
      scope.runs.show(state, pending?.bytes ?? null, item * factor);
      pending = null;
    }
  }
  if (pending) scope.runs.show(state, pending.bytes, 0);
}

/** Runs one content stream (a page's, or a form's) for its text. */
function run(scope: Scope, content: Uint8Array, resources: PdfDict, start: TextState, depth: number): void {
  const lexer = new PdfLexer(content);
  const stack: TextState[] = [];
  let state = start;
  const operands: PdfValue[] = [];
  for (;;) {
    const token = lexer.read(false);
    if (token === END) break;
    if (typeof token !== 'string') {
      operands.push(token);
      continue;
    }
    // Operators take their operands from the top of the stack, as pdf.js does when there are too many.
    const base = Math.max(0, operands.length - (ARITY[token] ?? 0));
    const a = operands[base];
    const b = operands[base + 1];
    const c = operands[base + 2];
    switch (token) {
      case 'q':
        stack.push(state.clone());
        break;
      case 'Q':
        state = stack.pop() ?? state;
        break;
      case 'cm': {
        const m = matrixOf(operands, operands.length - 6);
        if (m) state.ctm = multiply(state.ctm, m);
        break;
      }
      case 'BT':
        state.textMatrix = [...IDENTITY];
        state.lineMatrix = [...IDENTITY];
        break;
      case 'Tf':
        if (a instanceof PdfName && typeof b === 'number') {
          if (state.font && a.name === state.fontName && b === state.fontSize) break;
          state.fontName = a.name;
          state.fontSize = b;
          state.font = fontFor(scope, resources, a.name);
        }
        break;
      case 'Tc':
        if (typeof a === 'number') state.charSpacing = a;
        break;
      case 'Tw':
        if (typeof a === 'number') state.wordSpacing = a;
        break;
      case 'Tz':
        if (typeof a === 'number') state.hScale = a / 100;
        break;
      case 'TL':
        if (typeof a === 'number') state.leading = a;
        break;
      case 'Ts':
        if (typeof a === 'number') state.rise = a;
        break;
      case 'Td':
        if (typeof a === 'number' && typeof b === 'number') state.moveLine(a, b);
        break;
      case 'TD':
        if (typeof a === 'number' && typeof b === 'number') {
          state.leading = -b;
          state.moveLine(a, b);
        }
        break;
      case 'Tm': {
        const m = matrixOf(operands, operands.length - 6);
        if (m) {
          state.textMatrix = [...m];
          state.lineMatrix = [...m];
          scope.runs.rescale(state);
        }
        break;
      }
      case 'T*':
        state.moveLine(0, -state.leading);
        break;
      case 'Tj':
        showString(scope, state, a);
        break;
      case "'":
        state.moveLine(0, -state.leading);
        showString(scope, state, a);
        break;
      case '"':
        if (typeof a === 'number' && typeof b === 'number') {
          state.wordSpacing = a;
          state.charSpacing = b;
        }
        state.moveLine(0, -state.leading);
        showString(scope, state, c);
        break;
      case 'TJ':
        showSpaced(scope, state, a);
        break;
      case 'Do':
        scope.runs.flush();
        if (a instanceof PdfName) runForm(scope, resources, a.name, state, depth);
        break;
      case 'gs': {
        const states = scope.file.get(resources, 'ExtGState');
        const gs = a instanceof PdfName && isDict(states) ? scope.file.resolve(states.get(a.name)) : undefined;
        if (isDict(gs) && gs.has('Font')) throw new UnsupportedPdf('Font set by a graphics state');
        break;
      }
      case 'BI':
        while (lexer.read(false) !== 'ID') if (lexer.pos >= content.length) throw new UnsupportedPdf('Inline image without ID');
        skipInlineImage(lexer);
        break;
      default:
        break;
    }
    operands.length = 0;
  }
}

/** A form XObject's text, in its own state (pdf.js reads it as a page of its own); images are skipped. */
function runForm(scope: Scope, resources: PdfDict, name: string, state: TextState, depth: number): void {
  const objects = scope.file.get(resources, 'XObject');
  const form = isDict(objects) ? scope.file.get(objects, name) : undefined;
  if (!(form instanceof PdfStream) || nameOf(scope.file.get(form.dict, 'Subtype')) !== 'Form') return;
  if (depth >= MAX_FORM_DEPTH) throw new UnsupportedPdf('Forms nested too deep');
  const inner = state.clone();
  const m = matrixOf((scope.file.get(form.dict, 'Matrix') as PdfValue[] | undefined) ?? []);
  if (m) inner.ctm = multiply(inner.ctm, m);
  const own = scope.file.get(form.dict, 'Resources');
  const formScope = { ...scope, runs: new TextRuns(scope.runs.viewBox) };
  run(formScope, scope.file.data(form), isDict(own) ? own : resources, inner, depth + 1);
  formScope.runs.flush();
  scope.runs.pieces.push(...formScope.runs.pieces);
}

/** The text pieces of a page's content, positioned in user space, as pdf.js's getTextContent gives them. */
export function contentText(
  file: PdfFile,
  fonts: FontCache,
  content: Uint8Array,
  resources: PdfDict,
  view: readonly number[],
): TextPiece[] {
  const runs = new TextRuns(view);
  run({ file, fonts, runs }, content, resources, new TextState(), 0);
  runs.flush();
  return runs.pieces;
}
