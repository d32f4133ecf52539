import type { Box } from './flipkartCrop';
import { FOOTER_NAME_LIMIT, type FooterItem, footerText, orderFooterText } from './footer';
import { FOOTER_ASCENT, FOOTER_DESCENT, type FooterArea } from './footerArea';

/** Clear regions a footer may fill, the first preferred, and its sizes, the largest tried first. */
export interface FooterRegions {
  regions: Box[];
  sizes: readonly number[];
}

interface PlacedLine {
  text: string;
  x: number;
  baseline: number;
}

export interface FooterPlacement {
  size: number;
  lines: PlacedLine[];
  /** True when the text did not fit whole and its end was cut. */
  cut: boolean;
}

/** Breaks `text` into lines no wider than `width` at `size`. */
export type WrapLines = (text: string, width: number, size: number) => string[];

/** Name limits, tried in turn: docs/SPEC.md's 80, then shorter ones rather than losing an item. */
const NAME_LIMITS = [FOOTER_NAME_LIMIT, 48, 32, 20, 12];
/** Lines a little apart, so that one line's descenders never meet the next one's capitals. */
const LINE_STEP = FOOTER_ASCENT + FOOTER_DESCENT + 0.1;
/** A region narrower than this many font sizes holds no footer a packer can read. */
const MIN_WIDTH = 8;

/** How many lines of `size` fit in `region`, the glyphs of each (deepest to tallest) inside it. */
function capacity(region: Box, size: number): number {
  if (region.width < MIN_WIDTH * size) return 0;
  const first = size * (FOOTER_ASCENT + FOOTER_DESCENT);
  return region.height < first ? 0 : Math.floor((region.height - first) / (size * LINE_STEP)) + 1;
}

/** The lines from the region's top down, its first line's tallest glyph at the top. */
function place(region: Box, size: number, lines: readonly string[], cut: boolean): FooterPlacement {
  const top = region.y + region.height - size * FOOTER_ASCENT;
  return { size, cut, lines: lines.map((text, at) => ({ text, x: region.x, baseline: top - at * size * LINE_STEP })) };
}

/**
 * The footer in the clear regions: each item on lines of its own, as large as a region holds it
 * whole; names are cut shorter only when no size fits them at 80. When nothing fits whole, the
 * roomiest region at the smallest size takes what it can, its end cut; null when no region holds
 * a single line (the page is then left without a footer rather than printed over).
 */
export function placeFooterInRegions(
  items: readonly FooterItem[],
  { regions, sizes }: FooterRegions,
  wrap: WrapLines,
): FooterPlacement | null {
  for (const limit of NAME_LIMITS) {
    for (const size of sizes) {
      for (const region of regions) {
        const room = capacity(region, size);
        if (!room) continue;
        const lines = items.flatMap((item) =>
          wrap(footerText(item.quantity, item.name, item.category, limit), region.width, size),
        );
        if (lines.length <= room) return place(region, size, lines, false);
      }
    }
  }
  const smallest = Math.min(...sizes);
  const roomiest = regions
    .filter((region) => capacity(region, smallest) > 0)
    .sort((a, b) => capacity(b, smallest) * b.width - capacity(a, smallest) * a.width)[0];
  if (!roomiest) return null;
  const room = capacity(roomiest, smallest);
  const lines = wrap(orderFooterText(items, NAME_LIMITS[NAME_LIMITS.length - 1]), roomiest.width, smallest).slice(0, room);
  return place(roomiest, smallest, lines, true);
}

/** A fixed area's lines as a placement; null when the area has no line. */
export function placeInArea(area: FooterArea, lines: readonly string[], cut: boolean): FooterPlacement | null {
  if (!area.baselines.length) return null;
  return {
    size: area.size,
    cut,
    lines: lines.map((text, at) => ({ text, x: area.x, baseline: area.baselines[at] ?? area.baselines[0] ?? 0 })),
  };
}
