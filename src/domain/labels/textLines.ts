/** One positioned run of text as a PDF text layer gives it (PDF units, y grows upwards). */
export interface TextPiece {
  str: string;
  x: number;
  y: number;
  width: number;
  /** Roughly the font size. */
  height: number;
}

export interface TextLine {
  y: number;
  /** Left to right. */
  pieces: TextPiece[];
  text: string;
  /**
   * The text without whitespace (`compact`), made with the line: reading a page tests it against
   * several patterns (order id, totals, table headings), a hundred times a page or so.
   */
  compact: string;
}

/** docs/SPEC.md §5: text pieces within 5 units vertically form one line. */
export const LINE_TOLERANCE = 5;

/**
 * A gap narrower than this share of the font size is a split inside a word, not a space:
 * real downloads cut words into pieces ('Cus tomer') with no gap between them.
 */
const SPACE_GAP_RATIO = 0.15;

const SPACE = /\s/;
const NOT_SPACE = /\S/;
/** Whitespace a line's text must not keep: any but single spaces between words. */
const UNTIDY_SPACE = /[^\S ]| {2}|^ | $/;

export function joinPieces(pieces: readonly TextPiece[]): string {
  let text = '';
  // The last character of `text`, kept aside: reading it from the text joined so far would make
  // that text a flat string again at each join.
  let last = '';
  let previous: TextPiece | undefined;
  for (const piece of pieces) {
    if (previous) {
      const gap = piece.x - (previous.x + previous.width);
      const size = Math.max(previous.height, piece.height, 1);
      // Only the characters either side of the join are tested: a regex anchored at the end of
      // the line so far would scan it whole each time.
      if (gap > size * SPACE_GAP_RATIO && !SPACE.test(last) && !SPACE.test(piece.str.charAt(0))) {
        text += ' ';
        last = ' ';
      }
    }
    text += piece.str;
    if (piece.str) last = piece.str.charAt(piece.str.length - 1);
    previous = piece;
  }
  // Most lines are tidy already: testing is cheaper than making the same string again.
  return UNTIDY_SPACE.test(text) ? text.replace(/\s+/g, ' ').trim() : text;
}

/** Whether a piece shows anything: most start with a printable ASCII character, the others are searched. */
function shows(piece: TextPiece): boolean {
  const first = piece.str.charCodeAt(0);
  return (first > 0x20 && first < 0x7f) || NOT_SPACE.test(piece.str);
}

/*
 * Comparators that answer -1, 0 or 1, not a difference: a fraction returned to the sort is a new
 * heap number at each comparison, thousands a page.
 */
const compareNumbers = (a: number, b: number) => (a < b ? -1 : a > b ? 1 : 0);
const leftToRight = (a: TextPiece, b: TextPiece) => compareNumbers(a.x, b.x);
const topDownLeftToRight = (a: TextPiece, b: TextPiece) => compareNumbers(b.y, a.y) || compareNumbers(a.x, b.x);

/** The pieces left to right: most lines' are already, and a sort costs an allocation even then. */
function inOrder(pieces: TextPiece[]): TextPiece[] {
  for (let at = 1; at < pieces.length; at++)
    if ((pieces[at - 1] as TextPiece).x > (pieces[at] as TextPiece).x) return pieces.sort(leftToRight);
  return pieces;
}

/** Top of the page first; a line is anchored at the y of its first (highest) piece. */
export function groupLines(pieces: readonly TextPiece[], tolerance = LINE_TOLERANCE): TextLine[] {
  const byHeight = pieces.filter(shows).sort(topDownLeftToRight);
  const groups: { y: number; pieces: TextPiece[] }[] = [];
  for (const piece of byHeight) {
    const current = groups[groups.length - 1];
    if (current && current.y - piece.y <= tolerance) current.pieces.push(piece);
    else groups.push({ y: piece.y, pieces: [piece] });
  }
  return groups.map((group) => {
    const ordered = inOrder(group.pieces);
    const text = joinPieces(ordered);
    return { y: group.y, pieces: ordered, text, compact: compact(text) };
  });
}

/**
 * The text without any whitespace. Downloads that cut words make text extraction put spaces
 * inside words ('Or der Number', 'OD1234 5678'), so fixed labels and ids are matched on this.
 */
export function compact(text: string): string {
  return text.replace(/\s+/g, '');
}

/** The text of the pieces of a line whose left edge lies in [fromX, toX). */
export function textBetween(line: TextLine, fromX: number, toX: number): string {
  return joinPieces(line.pieces.filter((piece) => piece.x >= fromX && piece.x < toX));
}
