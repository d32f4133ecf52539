import { type ClearSpace, clearSpace } from './clearSpace';
import { FOOTER_FONT_SIZE } from './footer';
import type { Box } from './flipkartCrop';
import type { FooterRegions } from './footerPlacement';

/** Where a page's footer lines go: a left edge, a width never to cross, and one baseline per line. */
export interface FooterArea {
  x: number;
  maxWidth: number;
  /** One per line that fits, top down; a footer has at most this many lines. */
  baselines: number[];
  size: number;
}

/**
 * Shares of the font size: the footer fonts' tallest glyphs above the baseline (Noto Sans accented
 * capitals 0.94, Devanagari vowel signs 0.90) and their deepest below it.
 */
export const FOOTER_ASCENT = 0.95;
export const FOOTER_DESCENT = 0.27;

/** Whether a line at `baseline` keeps its glyphs, deepest to tallest, inside `box`. */
const lineInside = (box: Box, baseline: number, size: number) =>
  baseline - size * FOOTER_DESCENT >= box.y && baseline + size * FOOTER_ASCENT <= box.y + box.height;

/**
 * Amazon: top left of the label page, downwards, in 12 pt, as many lines as the blank strip above
 * what the page draws holds (all three when the page was not measured). A page drawn up to its
 * top edge has its footer in 12 pt in the blank space beside or below the label instead.
 */
export function amazonFooterArea(media: Box, clear: ClearSpace | null): FooterArea | FooterRegions {
  const size = FOOTER_FONT_SIZE.amazon;
  const top = media.y + media.height - size - 4;
  const lines = [0, 1, 2].map((line) => top - line * (size + 2));
  const baselines = clear ? lines.filter((baseline) => clear.top && lineInside(clear.top, baseline, size)) : lines;
  if (clear && !baselines.length) {
    const regions = [clear.right, clear.bottom, clear.left].filter((region): region is Box => region !== undefined);
    return { regions, sizes: [size] };
  }
  return { x: media.x + 10, maxWidth: media.width - 20, baselines, size };
}

/**
 * docs/LABELS.md: a real Flipkart label's border runs from about x 191 to 404, its bottom line 2.4 to
 * 2.9 above the crop edge; what a page not measured is taken to draw.
 */
const FLIPKART_LABEL = { left: 191, right: 404.5 } as const;
/** The specification's 5 pt is the least; the blank column beside a real label holds 12 pt. */
const FLIPKART_FOOTER_SIZES = [12, 11, 10, 9, 8, 7, 6, FOOTER_FONT_SIZE.flipkart];

/**
 * Flipkart: in the crop's blank space beside, below or above the label, wherever the page leaves
 * room (on real pages the column right of the label, 190 pt wide over the crop's whole height).
 */
export function flipkartFooterRegions(crop: Box, clear: ClearSpace | null): FooterRegions {
  const space = clear ?? clearSpace(crop, [FLIPKART_LABEL.left, crop.y, FLIPKART_LABEL.right, crop.y + crop.height]);
  const regions = [space.right, space.left, space.bottom, space.top].filter((region): region is Box => region !== undefined);
  return { regions, sizes: FLIPKART_FOOTER_SIZES };
}
