import type { TextPiece } from '../../../src/domain/labels/textLines';
import { type PdfString, UnsupportedPdf } from './pdfObjects';
import type { TextFont } from './textFonts';
import { length, type TextState } from './textState';

/*
 * Glyphs become text pieces by pdf.js's own rules (its getTextContent), so that a page reads the
 * same whichever engine read it: within a piece a gap of 0.102-0.6 of the font size is a space;
 * a wider gap, a step back of more than 0.2, a change of line, font or size starts a new piece;
 * a space glyph is not kept but makes one space between the glyphs around it.
 */
const TRACKING_SPACE = 0.102;
const NOT_A_SPACE = 0.03;
const NEGATIVE_SPACE = -0.2;
const SPACE_IN_FLOW_MIN = 0.102;
const SPACE_IN_FLOW_MAX = 0.6;
const VERTICAL_SHIFT = 0.25;

/** Compatibility characters pdf.js folds (NBSP and other spaces, ligatures, micro, ohm). */
const FOLDED = /[\u00a0\u00b5\u037e\u0eb3\u2000-\u200a\u202f\u2126\ufb00-\ufb04\ufb06]+/gu;
/** Right-to-left text would need pdf.js's bidi reordering. */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;

/** Codes per String.fromCharCode call: an argument list has a limit. */
const CODES_PER_CALL = 4096;

function textOf(codes: Uint16Array, length: number): string {
  let text = '';
  for (let at = 0; at < length; at += CODES_PER_CALL)
    text += String.fromCharCode.apply(null, codes.subarray(at, Math.min(length, at + CODES_PER_CALL)) as unknown as number[]);
  return text;
}

function finalText(text: string, plain: boolean): string {
  if (plain) return text;
  if (RIGHT_TO_LEFT.test(text)) throw new UnsupportedPdf('Right-to-left text');
  return text.replace(FOLDED, (run) => run.normalize('NFKC'));
}

export class TextRuns {
  readonly pieces: TextPiece[] = [];
  readonly viewBox: readonly number[];
  private readonly current = new Float64Array(6);
  private readonly previous = new Float64Array(6);
  private hasPrevious = false;
  /**
   * The text position has not moved since `previous` was taken: the next glyph follows the last
   * one exactly (most glyphs of a string), and pdf.js's placement test reduces to the page bounds.
   */
  private atPrevious = false;
  private previousRise = 0;
  private open = false;
  /**
   * The open piece's UTF-16 code units: a string grown glyph by glyph is a chain of small strings,
   * each glyph an allocation, flattened again when the text is first read.
   */
  private codes = new Uint16Array(256);
  private length = 0;
  private plain = true;
  private x = 0;
  private y = 0;
  private width = 0;
  private totalWidth = 0;
  private height = 0;
  private scale = 1;
  /** The font size of the piece last started: pdf.js keeps its thresholds until the next one. */
  private size = 0;
  private shownFont: TextFont | null = null;
  private shownFontName: string | null = null;
  private shownSize = 0;
  /**
   * pdf.js's memory of the last two characters (a space glyph among them makes a space): only
   * whether each was a space matters, so that is what is kept.
   */
  private lastSpace0 = true;
  private lastSpace1 = true;
  private lastAt = 0;

  constructor(view: readonly number[]) {
    this.viewBox = view;
  }

  /** Remembers a character; true when the one before it was a space and the one before that was not. */
  private saveLastChar(space: boolean): boolean {
    const skipped = this.spaceJustSkipped();
    if (this.lastAt === 0) this.lastSpace0 = space;
    else this.lastSpace1 = space;
    this.lastAt = 1 - this.lastAt;
    return skipped;
  }

  private spaceJustSkipped(): boolean {
    const current = this.lastAt === 0 ? this.lastSpace0 : this.lastSpace1;
    const other = this.lastAt === 0 ? this.lastSpace1 : this.lastSpace0;
    return !current && other;
  }

  private resetLastChars(): void {
    this.lastSpace0 = true;
    this.lastSpace1 = true;
    this.lastAt = 0;
  }

  flush(): void {
    if (!this.open) return;
    this.totalWidth += this.width * this.scale;
    this.pieces.push({
      str: finalText(textOf(this.codes, this.length), this.plain),
      x: this.x,
      y: this.y,
      width: Math.abs(this.totalWidth),
      height: Math.abs(this.height),
    });
    this.open = false;
    this.length = 0;
    this.plain = true;
  }

  private append(text: string): void {
    if (this.length + text.length > this.codes.length) {
      const grown = new Uint16Array(Math.max(this.codes.length * 2, this.length + text.length));
      grown.set(this.codes.subarray(0, this.length));
      this.codes = grown;
    }
    for (let at = 0; at < text.length; at++) this.codes[this.length++] = text.charCodeAt(at);
  }

  /** `Tm` changes how text space maps to the page: the width so far is kept at the old scale. */
  rescale(state: TextState): void {
    if (!this.open) return;
    const scale = state.advanceScale();
    if (scale === this.scale) return;
    this.totalWidth += this.width * this.scale;
    this.width = 0;
    this.scale = scale;
  }

  private start(state: TextState): void {
    if (this.open) return;
    const m = state.currentTransform(this.current);
    this.x = m[4] as number;
    this.y = m[5] as number;
    this.width = 0;
    this.totalWidth = 0;
    this.height = length(m[2] as number, m[3] as number);
    this.scale = state.advanceScale();
    this.size = state.fontSize;
    this.open = true;
  }

  private onPage(x: number, y: number, glyphWidth: number): boolean {
    const view = this.viewBox;
    return !(
      x + glyphWidth < (view[0] as number) ||
      x > (view[2] as number) ||
      y < (view[1] as number) ||
      y > (view[3] as number)
    );
  }

  /**
   * pdf.js's placement test of a glyph against the previous one; false: off the page, not shown.
   * Not when the glyph follows the last exactly (`atPrevious`: show tests the page bounds itself).
   */
  private follows(state: TextState, glyphWidth: number): boolean {
    const m = state.currentTransform(this.current);
    let posX = m[4] as number;
    let posY = m[5] as number;
    if (!this.onPage(posX, posY, glyphWidth)) return false;
    if (!this.hasPrevious) return true;
    let lastX = this.previous[4] as number;
    let lastY = this.previous[5] as number;
    if (lastX === posX && lastY === posY) return true;
    if (m[0] && m[1] === 0 && m[2] === 0) {
      if ((m[0] as number) < 0) [posX, posY, lastX, lastY] = [-posX, -posY, -lastX, -lastY];
    } else if (m[1] && m[0] === 0 && m[3] === 0) {
      if ((m[1] as number) > 0) [posX, posY, lastX, lastY] = [posY, posX, lastY, lastX];
      else [posX, posY, lastX, lastY] = [-posY, -posX, -lastY, -lastX];
    } else {
      const unrotate = (x: number, y: number, r: Float64Array) => {
        const s = Math.hypot(r[0] as number, r[1] as number);
        return [((r[0] as number) * x + (r[1] as number) * y) / s, ((r[2] as number) * x + (r[3] as number) * y) / s] as const;
      };
      [posX, posY] = unrotate(posX, posY, m);
      [lastX, lastY] = unrotate(lastX, lastY, this.previous);
    }
    const size = this.size;
    const advanceX = (posX - lastX) / this.scale;
    const advanceY = posY - lastY;
    const orientation = Math.sign(this.width || this.totalWidth);
    if (advanceX < orientation * NEGATIVE_SPACE * size) {
      this.resetLastChars();
      this.flush();
      return true;
    }
    const riseDelta = state.rise - this.previousRise;
    const advanceYCorrected = riseDelta === 0 ? advanceY : advanceY - ((m[3] as number) / state.fontSize) * riseDelta;
    if (Math.abs(advanceYCorrected) > this.height) {
      this.resetLastChars();
      this.flush();
      return true;
    }
    if (advanceX <= orientation * NOT_A_SPACE * size) this.resetLastChars();
    if (advanceX <= orientation * TRACKING_SPACE * size) {
      if (this.spaceJustSkipped()) {
        this.resetLastChars();
        this.flush();
      } else this.width += advanceX;
    } else if (orientation * SPACE_IN_FLOW_MIN * size <= advanceX && advanceX <= orientation * SPACE_IN_FLOW_MAX * size) {
      this.resetLastChars();
      if (this.open) {
        this.append(' ');
        this.width += advanceX;
      }
    } else {
      this.flush();
      this.resetLastChars();
    }
    if (Math.abs(advanceY) > this.height * VERTICAL_SHIFT) this.flush();
    return true;
  }

  /** A string operand shown; `extraSpacing` (a TJ number, in text space) follows its last glyph. */
  show(state: TextState, string: PdfString | null, extraSpacing: number): void {
    const font = state.font;
    if (!font) throw new UnsupportedPdf('Text shown without a font');
    // Like pdf.js: another size, or another font under another name, ends the piece.
    const changed =
      this.shownSize !== state.fontSize ||
      (this.shownFontName !== state.fontName && (this.shownFont?.name !== font.name || this.shownFont === null));
    if (changed) {
      this.flush();
      this.shownFont = font;
      this.shownFontName = state.fontName;
      this.shownSize = state.fontSize;
    }
    const step = font.codeLength;
    const count = string ? Math.floor(string.length / step) : 0;
    if (!string || !count) {
      const spacing = state.charSpacing + extraSpacing;
      if (spacing) state.translateText(spacing * state.hScale, 0);
      return;
    }
    const { data: codes, start: from } = string;
    const glyphScale = 0.001 * state.fontSize;
    // What shows this string may have moved since the last; within it only the position moves.
    this.atPrevious = false;
    let shapeTaken = false;
    for (let at = 0; at < count; at++) {
      const code =
        step === 2
          ? ((codes[from + 2 * at] as number) << 8) | (codes[from + 2 * at + 1] as number)
          : (codes[from + at] as number);
      const glyph = font.glyph(code);
      if (glyph.invisible) continue;
      let spacing = state.charSpacing + (at + 1 === count ? extraSpacing : 0);
      let advance = glyph.width * glyphScale;
      if (glyph.code === 0x20) spacing += state.wordSpacing;
      if (glyph.whitespace) {
        spacing += advance;
        state.translateText(spacing * state.hScale, 0);
        this.atPrevious = false;
        this.saveLastChar(true);
        continue;
      }
      // follows() is too large for V8 to inline, and a number passed to a call is boxed: a heap
      // allocation for each glyph, were it called for the glyphs that follow the last exactly.
      const shown =
        glyph.diacritic ||
        (this.atPrevious
          ? this.onPage(this.previous[4] as number, this.previous[5] as number, advance)
          : this.follows(state, advance));
      if (!shown) {
        state.translateText(advance * state.hScale, 0);
        this.atPrevious = false;
        continue;
      }
      this.start(state);
      if (glyph.diacritic) advance = 0;
      advance *= state.hScale;
      state.translateText(advance, 0);
      this.width += advance;
      if (advance) {
        if (shapeTaken) state.currentPosition(this.previous);
        else state.currentTransform(this.previous);
        shapeTaken = true;
        this.hasPrevious = true;
        this.previousRise = state.rise;
        this.atPrevious = true;
      }
      // Not a space: a glyph whose text starts with white space is `whitespace`, handled above.
      if (this.saveLastChar(false)) this.append(' ');
      this.append(glyph.unicode);
      if (!glyph.plain) this.plain = false;
      if (spacing) {
        state.translateText(spacing * state.hScale, 0);
        this.atPrevious = false;
      }
    }
  }
}
