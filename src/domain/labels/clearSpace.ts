import type { Box } from './flipkartCrop';
import type { TextLine } from './textLines';

/**
 * What a page draws, as boxes in page space, four numbers each (x0, y0, x1, y1): its text's glyph
 * boxes, its stroked and filled paths (with their line width) and its images. Flat, because a
 * day's pages hold a few hundred each.
 */
export type InkBoxes = readonly number[];

/**
 * The blank parts of the shown box on each side of everything drawn in it: the strips above and
 * below the drawing, and the columns left and right of it, each across the whole shown box. A side
 * is missing when the drawing reaches the edge there.
 */
export interface ClearSpace {
  top?: Box;
  bottom?: Box;
  left?: Box;
  right?: Box;
}

/** Kept between the drawing and a footer: a stroke's antialiasing, a glyph's overshoot. */
const INK_GAP = 2;
/** Kept between the shown box's edge and a footer: printers and viewers trim a hair off a crop. */
const EDGE_MARGIN = 2;

/** Pushes the glyph box of a text piece at baseline `y`: ascenders up to its height, descenders 0.3 of it below. */
export function pushTextInk(ink: number[], x: number, y: number, width: number, height: number): void {
  ink.push(Math.min(x, x + width), y - height * 0.3, Math.max(x, x + width), y + height);
}

/**
 * Pushes the glyph boxes of the lines' text: the pieces that show something, the only ones
 * groupLines keeps, so the page's pieces need no second pass.
 */
export function pushLinesInk(ink: number[], lines: readonly TextLine[]): void {
  for (const line of lines) for (const piece of line.pieces) pushTextInk(ink, piece.x, piece.y, piece.width, piece.height);
}

function box(x0: number, y0: number, x1: number, y1: number): Box | undefined {
  return x1 > x0 && y1 > y0 ? { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } : undefined;
}

/** The clear strips and columns of `shown`, around the ink that lies in it. */
export function clearSpace(shown: Box, ink: InkBoxes): ClearSpace {
  const left = shown.x + EDGE_MARGIN;
  const bottom = shown.y + EDGE_MARGIN;
  const right = shown.x + shown.width - EDGE_MARGIN;
  const top = shown.y + shown.height - EDGE_MARGIN;
  let inkLeft = Infinity;
  let inkBottom = Infinity;
  let inkRight = -Infinity;
  let inkTop = -Infinity;
  for (let at = 0; at + 3 < ink.length; at += 4) {
    const x0 = ink[at] as number;
    const y0 = ink[at + 1] as number;
    const x1 = ink[at + 2] as number;
    const y1 = ink[at + 3] as number;
    // Only what shows: ink outside the shown box is cut off with it.
    if (x1 < shown.x || x0 > shown.x + shown.width || y1 < shown.y || y0 > shown.y + shown.height) continue;
    if (x0 < inkLeft) inkLeft = x0;
    if (y0 < inkBottom) inkBottom = y0;
    if (x1 > inkRight) inkRight = x1;
    if (y1 > inkTop) inkTop = y1;
  }
  if (inkLeft === Infinity) return { top: box(left, bottom, right, top) };
  return {
    top: box(left, Math.max(bottom, inkTop + INK_GAP), right, top),
    bottom: box(left, bottom, right, Math.min(top, inkBottom - INK_GAP)),
    left: box(left, bottom, Math.min(right, inkLeft - INK_GAP), top),
    right: box(Math.max(left, inkRight + INK_GAP), bottom, right, top),
  };
}

/**
 * The part of `shown` that holds its drawing, with the gap kept around it: what lies between the
 * clear columns and strips. All of `shown` when nothing was measured or nothing is drawn.
 */
export function drawnBox(shown: Box, clear: ClearSpace | null): Box {
  const blank = clear?.top && !clear.bottom && !clear.left && !clear.right && clear.top.y <= shown.y + EDGE_MARGIN;
  if (!clear || blank) return shown;
  const x0 = clear.left ? clear.left.x + clear.left.width : shown.x;
  const x1 = clear.right ? clear.right.x : shown.x + shown.width;
  const y0 = clear.bottom ? clear.bottom.y + clear.bottom.height : shown.y;
  const y1 = clear.top ? clear.top.y : shown.y + shown.height;
  return box(x0, y0, x1, y1) ?? shown;
}
