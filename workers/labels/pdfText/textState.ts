import type { TextFont } from './textFonts';

export type Matrix = [number, number, number, number, number, number];

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** `m` applied after `first`, in PDF's row-vector convention (as `cm` composes with the CTM). */
export function multiply(m: Matrix | readonly number[], first: Matrix | readonly number[]): Matrix {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = m;
  const [p = 0, q = 0, r = 0, s = 0, t = 0, u = 0] = first;
  return [a * p + c * q, b * p + d * q, a * r + c * s, b * r + d * s, a * t + c * u + e, b * t + d * u + f];
}

/** Math.hypot, which is slow, where one side is 0 (text is almost never rotated): the same result. */
export function length(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : a === 0 ? Math.abs(b) : Math.hypot(a, b);
}

/** The graphics and text state the text reader tracks; `q` saves all of it, as pdf.js does. */
export class TextState {
  ctm: Matrix = [...IDENTITY];
  textMatrix: Matrix = [...IDENTITY];
  lineMatrix: Matrix = [...IDENTITY];
  font: TextFont | null = null;
  fontName: string | null = null;
  fontSize = 0;
  charSpacing = 0;
  wordSpacing = 0;
  hScale = 1;
  leading = 0;
  rise = 0;
  /** `w`: what a stroked path's ink is widened by, half each side. */
  lineWidth = 1;

  clone(): TextState {
    const copy = Object.assign(new TextState(), this);
    copy.ctm = [...this.ctm];
    copy.textMatrix = [...this.textMatrix];
    copy.lineMatrix = [...this.lineMatrix];
    return copy;
  }

  /** `BT`: text and line matrices back to the identity, in place. */
  beginText(): void {
    this.setTextMatrix(IDENTITY, 0);
  }

  /** `Tm`: both matrices set to the six numbers of `values` from `from`, in place. */
  setTextMatrix(values: readonly number[], from: number): void {
    for (let k = 0; k < 6; k++) {
      this.textMatrix[k] = values[from + k] as number;
      this.lineMatrix[k] = values[from + k] as number;
    }
  }

  /** Moves the text position along the baseline (x) or across it (y), in text space. */
  translateText(x: number, y: number): void {
    const m = this.textMatrix;
    m[4] = m[0] * x + m[2] * y + m[4];
    m[5] = m[1] * x + m[3] * y + m[5];
  }

  /** `Td`: a new line at an offset from the start of the current one. */
  moveLine(x: number, y: number): void {
    const m = this.lineMatrix;
    m[4] = m[0] * x + m[2] * y + m[4];
    m[5] = m[1] * x + m[3] * y + m[5];
    const t = this.textMatrix;
    for (let k = 0; k < 6; k++) t[k] = m[k] as number;
  }

  /** The glyph-space-to-page transform at the current text position, into `out`. */
  currentTransform(out: Float64Array): Float64Array {
    const t = this.textMatrix;
    const c = this.ctm;
    const a = this.fontSize * this.hScale;
    const d = this.fontSize;
    const m0 = t[0] * a;
    const m1 = t[1] * a;
    const m2 = t[2] * d;
    const m3 = t[3] * d;
    out[0] = c[0] * m0 + c[2] * m1;
    out[1] = c[1] * m0 + c[3] * m1;
    out[2] = c[0] * m2 + c[2] * m3;
    out[3] = c[1] * m2 + c[3] * m3;
    this.currentPosition(out);
    return out;
  }

  /** `currentTransform`'s position entries (4 and 5) alone: within one string shown, only the position moves. */
  currentPosition(out: Float64Array): void {
    const t = this.textMatrix;
    const c = this.ctm;
    const m4 = t[2] * this.rise + t[4];
    const m5 = t[3] * this.rise + t[5];
    out[4] = c[0] * m4 + c[2] * m5 + c[4];
    out[5] = c[1] * m4 + c[3] * m5 + c[5];
  }

  /** How much a unit of text space along the baseline is on the page. */
  advanceScale(): number {
    return length(this.lineMatrix[0], this.lineMatrix[1]) * length(this.ctm[0], this.ctm[1]);
  }
}
