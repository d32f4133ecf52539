import type { Box } from './flipkartCrop';
import type { FooterArea } from './footerArea';

/**
 * 'a4': every label as downloaded (Amazon's label page, Flipkart's crop of its A4 page);
 * 'thermal-4x6': every label on its own 4 x 6 inch page for thermal label printers.
 */
export type OutputLayout = 'a4' | 'thermal-4x6';
export const OUTPUT_LAYOUTS: readonly OutputLayout[] = ['a4', 'thermal-4x6'];
export const DEFAULT_OUTPUT_LAYOUT: OutputLayout = 'a4';

export const isOutputLayout = (value: string): value is OutputLayout => (OUTPUT_LAYOUTS as readonly string[]).includes(value);

/** 4 x 6 inch in points, portrait. */
export const THERMAL_PAGE = { width: 288, height: 432 } as const;

/** The footer under a thermal label: big enough to read at arm's length (docs/SPEC.md §10: at least 8 pt). */
const THERMAL_FOOTER_SIZE = 8;
const THERMAL_FOOTER_LINES = 3;
const LINE_STEP = THERMAL_FOOTER_SIZE + 1.5;
const MARGIN = 6;
/** Room kept under the label for the footer's lines. */
const FOOTER_BAND = THERMAL_FOOTER_LINES * LINE_STEP + 4;

export interface ThermalPlacement {
  /** The same factor both ways: a label is never distorted. */
  scale: number;
  /** Where the label's lower left corner lands on the 4x6 page. */
  x: number;
  y: number;
  footer: FooterArea;
}

/**
 * Fits `label` (the part of the source page that is the label) on a 4x6 page: as large as the
 * page allows above the footer band, centred across, at the top; the footer runs below it.
 */
export function thermalPlacement(label: Box): ThermalPlacement {
  const width = THERMAL_PAGE.width - 2 * MARGIN;
  const height = THERMAL_PAGE.height - 2 * MARGIN - FOOTER_BAND;
  const scale = Math.min(width / label.width, height / label.height);
  const x = (THERMAL_PAGE.width - label.width * scale) / 2;
  const y = THERMAL_PAGE.height - MARGIN - label.height * scale;
  const first = y - 2 - THERMAL_FOOTER_SIZE * 0.75;
  return {
    scale,
    x,
    y,
    footer: {
      x: MARGIN,
      maxWidth: width,
      baselines: Array.from({ length: THERMAL_FOOTER_LINES }, (_, line) => first - line * LINE_STEP),
      size: THERMAL_FOOTER_SIZE,
    },
  };
}
