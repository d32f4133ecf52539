import type { TextPiece } from '../../../src/domain/labels/textLines';
import type { PdfFile } from './pdfFile';
import { END, PdfLexer } from './pdfLexer';
import { isDict, nameOf, PdfName, type PdfDict, PdfStream, PdfString, type PdfValue, UnsupportedPdf } from './pdfObjects';
import { loadTextFont, type TextFont } from './textFonts';
import { TextRuns } from './textRuns';
import { length, type Matrix, multiply, TextState } from './textState';

/** Fonts by their object, shared by every page of a file. */
export type FontCache = Map<PdfValue, TextFont>;

const MAX_FORM_DEPTH = 12;
const INLINE_IMAGE_LOOKAHEAD = 16;

/** The operators read for text; every other is skipped with its operands. */
const enum Op {
  Other,
  Save,
  Restore,
  Transform,
  BeginText,
  Font,
  CharSpacing,
  WordSpacing,
  HorizontalScale,
  Leading,
  Rise,
  MoveLine,
  MoveLineSetLeading,
  TextMatrix,
  NextLine,
  Show,
  NextLineShow,
  NextLineSpacedShow,
  ShowSpaced,
  XObject,
  GraphicsState,
  InlineImage,
  LineWidth,
  MoveTo,
  LineTo,
  CurveTo,
  CurveShort,
  Rectangle,
  Stroke,
  Fill,
  EndPath,
}

/**
 * Operators as numbers, looked up once each: a switch over their names compared each name with
 * every case before it, for every operator of every page.
 */
const OPERATORS = new Map<string, Op>([
  ['q', Op.Save],
  ['Q', Op.Restore],
  ['cm', Op.Transform],
  ['BT', Op.BeginText],
  ['Tf', Op.Font],
  ['Tc', Op.CharSpacing],
  ['Tw', Op.WordSpacing],
  ['Tz', Op.HorizontalScale],
  ['TL', Op.Leading],
  ['Ts', Op.Rise],
  ['Td', Op.MoveLine],
  ['TD', Op.MoveLineSetLeading],
  ['Tm', Op.TextMatrix],
  ['T*', Op.NextLine],
  ['Tj', Op.Show],
  ["'", Op.NextLineShow],
  ['"', Op.NextLineSpacedShow],
  ['TJ', Op.ShowSpaced],
  ['Do', Op.XObject],
  ['gs', Op.GraphicsState],
  ['BI', Op.InlineImage],
  ['w', Op.LineWidth],
  ['m', Op.MoveTo],
  ['l', Op.LineTo],
  ['c', Op.CurveTo],
  ['v', Op.CurveShort],
  ['y', Op.CurveShort],
  ['re', Op.Rectangle],
  ['S', Op.Stroke],
  ['s', Op.Stroke],
  ['f', Op.Fill],
  ['F', Op.Fill],
  ['f*', Op.Fill],
  ['B', Op.Stroke],
  ['B*', Op.Stroke],
  ['b', Op.Stroke],
  ['b*', Op.Stroke],
  ['n', Op.EndPath],
]);

/** Operands each operator takes, by Op. */
const ARITY = new Uint8Array(Op.EndPath + 1);
for (const [op, arity] of [
  [Op.Font, 2],
  [Op.CharSpacing, 1],
  [Op.WordSpacing, 1],
  [Op.HorizontalScale, 1],
  [Op.Leading, 1],
  [Op.Rise, 1],
  [Op.MoveLine, 2],
  [Op.MoveLineSetLeading, 2],
  [Op.Show, 1],
  [Op.NextLineShow, 1],
  [Op.NextLineSpacedShow, 3],
  [Op.ShowSpaced, 1],
  [Op.XObject, 1],
  [Op.GraphicsState, 1],
  [Op.LineWidth, 1],
  [Op.MoveTo, 2],
  [Op.LineTo, 2],
  [Op.CurveTo, 6],
  [Op.CurveShort, 4],
  [Op.Rectangle, 4],
] as const)
  ARITY[op] = arity;

interface Scope {
  file: PdfFile;
  fonts: FontCache;
  runs: TextRuns;
  /** Where the paths painted and the images shown go, as boxes in page space (InkBoxes); null when not wanted. */
  ink: number[] | null;
}

/**
 * The page-space bounds of the path being built: the footer must keep clear of every line and
 * area the label paints, wherever its transforms put them.
 */
class PathBounds {
  x0 = Infinity;
  y0 = Infinity;
  x1 = -Infinity;
  y1 = -Infinity;

  add(ctm: Matrix, x: number, y: number): void {
    const px = ctm[0] * x + ctm[2] * y + ctm[4];
    const py = ctm[1] * x + ctm[3] * y + ctm[5];
    if (px < this.x0) this.x0 = px;
    if (px > this.x1) this.x1 = px;
    if (py < this.y0) this.y0 = py;
    if (py > this.y1) this.y1 = py;
  }

  /** Paints the path into `ink`, widened by half the line width for a stroke, and starts a new one. */
  paint(ink: number[] | null, state: TextState, stroked: boolean): void {
    if (ink && this.x0 <= this.x1) {
      // A width of 0 is the thinnest line the device draws: half a point is more than any draws.
      const half = stroked ? Math.max(0.5, (state.lineWidth * length(state.ctm[0], state.ctm[1])) / 2) : 0;
      ink.push(this.x0 - half, this.y0 - half, this.x1 + half, this.y1 + half);
    }
    this.clear();
  }

  clear(): void {
    this.x0 = this.y0 = Infinity;
    this.x1 = this.y1 = -Infinity;
  }
}

/** An image fills the unit square of its transform. */
function paintUnitSquare(ink: number[] | null, ctm: Matrix): void {
  if (!ink) return;
  const bounds = new PathBounds();
  bounds.add(ctm, 0, 0);
  bounds.add(ctm, 1, 0);
  bounds.add(ctm, 0, 1);
  bounds.add(ctm, 1, 1);
  ink.push(bounds.x0, bounds.y0, bounds.x1, bounds.y1);
}

function matrixOf(operands: readonly PdfValue[]): Matrix | null {
  const values = operands.slice(0, 6);
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
  if (operand instanceof PdfString) scope.runs.show(state, operand, 0);
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
      if (pending?.length && item.length) scope.runs.show(state, pending, 0);
      if (!pending?.length || item.length) pending = item;
    } else if (typeof item === 'number' && item !== 0) {
      scope.runs.show(state, pending, item * factor);
      pending = null;
    }
  }
  if (pending) scope.runs.show(state, pending, 0);
}

/** Whether the `count` operands end with six numbers (a matrix, for `cm` and `Tm`). */
function endsWithMatrix(operands: readonly PdfValue[], count: number): boolean {
  if (count < 6) return false;
  for (let at = count - 6; at < count; at++) if (typeof operands[at] !== 'number') return false;
  return true;
}

/** Runs one content stream (a page's, or a form's) for its text. */
function run(scope: Scope, content: Uint8Array, resources: PdfDict, start: TextState, depth: number): void {
  const lexer = PdfLexer.forContent(content);
  const stack: TextState[] = [];
  let state = start;
  // Operands since the last operator are the first `count`; the array is kept, not emptied.
  const operands: PdfValue[] = [];
  let count = 0;
  const path = new PathBounds();
  for (;;) {
    const token = lexer.read(false);
    if (token === END) break;
    if (typeof token !== 'string') {
      operands[count++] = token;
      continue;
    }
    const op = OPERATORS.get(token) ?? Op.Other;
    // Operators take their operands from the top of the stack, as pdf.js does when there are too many.
    const base = Math.max(0, count - (ARITY[op] as number));
    const a = base < count ? operands[base] : undefined;
    const b = base + 1 < count ? operands[base + 1] : undefined;
    const c = base + 2 < count ? operands[base + 2] : undefined;
    const d = base + 3 < count ? operands[base + 3] : undefined;
    switch (op) {
      case Op.Save:
        stack.push(state.clone());
        break;
      case Op.Restore:
        state = stack.pop() ?? state;
        break;
      case Op.Transform:
        if (endsWithMatrix(operands, count)) state.ctm = multiply(state.ctm, operands.slice(count - 6, count) as Matrix);
        break;
      case Op.BeginText:
        state.beginText();
        break;
      case Op.Font:
        if (a instanceof PdfName && typeof b === 'number') {
          if (state.font && a.name === state.fontName && b === state.fontSize) break;
          state.fontName = a.name;
          state.fontSize = b;
          state.font = fontFor(scope, resources, a.name);
        }
        break;
      case Op.CharSpacing:
        if (typeof a === 'number') state.charSpacing = a;
        break;
      case Op.WordSpacing:
        if (typeof a === 'number') state.wordSpacing = a;
        break;
      case Op.HorizontalScale:
        if (typeof a === 'number') state.hScale = a / 100;
        break;
      case Op.Leading:
        if (typeof a === 'number') state.leading = a;
        break;
      case Op.Rise:
        if (typeof a === 'number') state.rise = a;
        break;
      case Op.MoveLine:
        if (typeof a === 'number' && typeof b === 'number') state.moveLine(a, b);
        break;
      case Op.MoveLineSetLeading:
        if (typeof a === 'number' && typeof b === 'number') {
          state.leading = -b;
          state.moveLine(a, b);
        }
        break;
      case Op.TextMatrix:
        if (endsWithMatrix(operands, count)) {
          state.setTextMatrix(operands as number[], count - 6);
          scope.runs.rescale(state);
        }
        break;
      case Op.NextLine:
        state.moveLine(0, -state.leading);
        break;
      case Op.Show:
        showString(scope, state, a);
        break;
      case Op.NextLineShow:
        state.moveLine(0, -state.leading);
        showString(scope, state, a);
        break;
      case Op.NextLineSpacedShow:
        if (typeof a === 'number' && typeof b === 'number') {
          state.wordSpacing = a;
          state.charSpacing = b;
        }
        state.moveLine(0, -state.leading);
        showString(scope, state, c);
        break;
      case Op.ShowSpaced:
        showSpaced(scope, state, a);
        break;
      case Op.XObject:
        scope.runs.flush();
        if (a instanceof PdfName) runForm(scope, resources, a.name, state, depth);
        break;
      case Op.GraphicsState: {
        const states = scope.file.get(resources, 'ExtGState');
        const gs = a instanceof PdfName && isDict(states) ? scope.file.resolve(states.get(a.name)) : undefined;
        if (isDict(gs) && gs.has('Font')) throw new UnsupportedPdf('Font set by a graphics state');
        break;
      }
      case Op.InlineImage:
        while (lexer.read(false) !== 'ID') if (lexer.pos >= content.length) throw new UnsupportedPdf('Inline image without ID');
        skipInlineImage(lexer);
        paintUnitSquare(scope.ink, state.ctm);
        break;
      case Op.LineWidth:
        if (typeof a === 'number') state.lineWidth = a;
        break;
      case Op.MoveTo:
      case Op.LineTo:
        if (typeof a === 'number' && typeof b === 'number') path.add(state.ctm, a, b);
        break;
      case Op.CurveTo:
      case Op.CurveShort:
        // A Bézier curve lies within its points' hull: its points bound it.
        for (let at = base; at + 1 < count; at += 2) {
          const x = operands[at];
          const y = operands[at + 1];
          if (typeof x === 'number' && typeof y === 'number') path.add(state.ctm, x, y);
        }
        break;
      case Op.Rectangle:
        if (typeof a === 'number' && typeof b === 'number' && typeof c === 'number' && typeof d === 'number') {
          path.add(state.ctm, a, b);
          path.add(state.ctm, a + c, b + d);
          path.add(state.ctm, a + c, b);
          path.add(state.ctm, a, b + d);
        }
        break;
      case Op.Stroke:
        path.paint(scope.ink, state, true);
        break;
      case Op.Fill:
        path.paint(scope.ink, state, false);
        break;
      case Op.EndPath:
        path.clear();
        break;
      default:
        break;
    }
    count = 0;
  }
}

/** A form XObject's text, in its own state (pdf.js reads it as a page of its own); images are skipped. */
function runForm(scope: Scope, resources: PdfDict, name: string, state: TextState, depth: number): void {
  const objects = scope.file.get(resources, 'XObject');
  const form = isDict(objects) ? scope.file.get(objects, name) : undefined;
  if (!(form instanceof PdfStream)) return;
  const subtype = nameOf(scope.file.get(form.dict, 'Subtype'));
  if (subtype === 'Image') paintUnitSquare(scope.ink, state.ctm);
  if (subtype !== 'Form') return;
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

/**
 * The text pieces of a page's content, positioned in user space, as pdf.js's getTextContent gives
 * them; with `ink`, the boxes of the paths it paints and the images it shows are pushed there.
 */
export function contentText(
  file: PdfFile,
  fonts: FontCache,
  content: Uint8Array,
  resources: PdfDict,
  view: readonly number[],
  ink: number[] | null = null,
): TextPiece[] {
  const runs = new TextRuns(view);
  run({ file, fonts, runs, ink }, content, resources, new TextState(), 0);
  runs.flush();
  return runs.pieces;
}
