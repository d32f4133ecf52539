import { FOOTER_FONT_SIZE } from './footer';
import type { Box } from './flipkartCrop';

/** Where a page's footer lines go: a left edge, a width never to cross, and one baseline per line. */
export interface FooterArea {
  x: number;
  maxWidth: number;
  /** One per line that fits; a footer has at most this many lines. */
  baselines: number[];
  /** The baselines run bottom up: a footer of n lines takes the first n, its first line the highest. */
  upwards: boolean;
  size: number;
}

/** The baseline of each of `count` lines, the text's first line first. */
export function lineBaselines(area: FooterArea, count: number): number[] {
  const used = area.baselines.slice(0, count);
  return area.upwards ? used.reverse() : used;
}

/**
 * LABELS.md: the Flipkart label's border runs at about x 190 and x 420, its bottom edge 7 to 8
 * above the crop's (the band runs down to about 375 pt from the top of an A4 page, the crop to
 * 383). No character may sit on a border line, so the footer keeps clear of either.
 */
export const FLIPKART_LABEL_BORDER = { left: 190, right: 420, bottomAboveCrop: { least: 7, most: 8 } } as const;
const BORDER_CLEARANCE = 3.5;
/** Between the bottom border line, wherever it lies, and the glyphs next to it. */
const LINE_CLEARANCE = 0.5;
const MAX_LINES = 4;
/**
 * Shares of the font size: the footer fonts' tallest glyphs above the baseline (Noto Sans accented
 * capitals 0.94, Devanagari vowel signs 0.90), their deepest below it, and capitals and digits,
 * which are what must stay below the label's own text.
 */
const ASCENT = 0.95;
const DESCENT = 0.27;
const CAP_HEIGHT = 0.75;

/** Amazon: top left of the label page, downwards, in 12 pt. */
export function amazonFooterArea(media: Box): FooterArea {
  const size = FOOTER_FONT_SIZE.amazon;
  const top = media.y + media.height - size - 4;
  return {
    x: media.x + 10,
    maxWidth: media.width - 20,
    baselines: [0, 1, 2].map((line) => top - line * (size + 2)),
    upwards: false,
    size,
  };
}

/**
 * Flipkart: the first line in the strip between the label's bottom border and the crop's edge,
 * more lines upwards inside the border while they stay below the label's lowest text.
 */
export function flipkartFooterArea(crop: Box, lowestLabelText: number | null): FooterArea {
  const size = FOOTER_FONT_SIZE.flipkart;
  const left = Math.max(crop.x, FLIPKART_LABEL_BORDER.left + BORDER_CLEARANCE);
  const right = Math.min(crop.x + crop.width, FLIPKART_LABEL_BORDER.right - BORDER_CLEARANCE);
  const { least, most } = FLIPKART_LABEL_BORDER.bottomAboveCrop;
  const strip = least - LINE_CLEARANCE;
  const baselines = [crop.y + (strip - size * (ASCENT + DESCENT)) / 2 + size * DESCENT];
  const ceiling = lowestLabelText === null ? Infinity : lowestLabelText - 1;
  for (let baseline = crop.y + most + LINE_CLEARANCE + size * DESCENT; baselines.length < MAX_LINES; baseline += size + 1) {
    if (baseline + size * CAP_HEIGHT > ceiling) break;
    baselines.push(baseline);
  }
  return { x: left, maxWidth: right - left, baselines, upwards: true, size };
}
