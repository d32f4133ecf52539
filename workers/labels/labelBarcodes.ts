import { BitArray, Code128Reader } from '@zxing/library';
import type { LabelBarcode } from '../../src/domain/labels/formats/labelFormat';
import type { GrayImage } from './pdfText/pageImage';

/** Rows of the band read one after the other, its middle first: a barcode is met by the first. */
const BAND_ROWS = 9;
/** Rows of the whole image read when neither band way up has an AWB (a label laid out otherwise). */
const IMAGE_ROWS = 30;
/**
 * White pixels before a bar where a barcode may start: Code 128 asks for ten modules of quiet zone,
 * and a label's modules are at least two pixels wide.
 */
const QUIET_PIXELS = 16;

/** Code 128's start patterns A, B and C: bar, space, bar, ... in modules, eleven in all. */
const START_PATTERNS = [
  [2, 1, 1, 4, 1, 2],
  [2, 1, 1, 2, 1, 4],
  [2, 1, 1, 2, 3, 2],
];
/** How far a run may stray from its module count, in modules, for a start pattern to be tried. */
const RUN_TOLERANCE = 0.6;

/** Whether the six runs from `start` have a start pattern's proportions: only those are decoded. */
function looksLikeStart(dark: Uint8Array, start: number): boolean {
  const runs: number[] = [];
  let x = start;
  for (let run = 0; run < 6; run++) {
    const color = dark[x];
    const from = x;
    while (x < dark.length && dark[x] === color) x++;
    if (x >= dark.length) return false;
    runs.push(x - from);
  }
  const module = (x - start) / 11;
  return START_PATTERNS.some((pattern) =>
    pattern.every((modules, at) => Math.abs((runs[at] ?? 0) - modules * module) <= RUN_TOLERANCE * module),
  );
}

/**
 * The row from `start` on, blank before it. zxing-js's Code 128 reader (0.21, the last for Node 20)
 * loses its place after a first bar that starts no barcode (its start-pattern search shortens its
 * counters), so each place a barcode may start is handed to it as the row's first bar.
 */
function rowFrom(dark: Uint8Array, start: number, row: BitArray): BitArray {
  row.clear();
  for (let x = start; x < dark.length; x++) if (dark[x]) row.set(x);
  return row;
}

/** Reads rows of one image: the first Code 128 of a row that `isAwb` accepts. */
class RowReader {
  private readonly reader = new Code128Reader();
  private readonly row: BitArray;
  private readonly dark: Uint8Array;

  constructor(
    private readonly image: GrayImage,
    private readonly isAwb: (code: string) => boolean,
  ) {
    this.row = new BitArray(image.width);
    this.dark = new Uint8Array(image.width);
  }

  read(y: number, reversed: boolean): string | null {
    const dark = this.image.darkRow(y, this.dark);
    if (reversed) dark.reverse();
    let white = QUIET_PIXELS;
    for (let x = 0; x < dark.length; x++) {
      if (!dark[x]) {
        white++;
        continue;
      }
      if (white >= QUIET_PIXELS && looksLikeStart(dark, x)) {
        const code = this.decode(y, rowFrom(dark, x, this.row));
        if (code !== null && this.isAwb(code)) return code;
      }
      white = 0;
    }
    return null;
  }

  private decode(y: number, row: BitArray): string | null {
    try {
      return this.reader.decodeRow(y, row, new Map()).getText();
    } catch {
      return null;
    }
  }
}

/** `count` rows from `top` to `bottom`, the middle one first, then outwards. */
function middleOut(top: number, bottom: number, count: number): number[] {
  const step = (bottom - top) / count;
  const rows = Array.from({ length: count }, (_, at) => Math.floor(top + step * (at + 0.5)));
  const middle = Math.floor(count / 2);
  return rows
    .map((y, at) => ({ y, distance: Math.abs(at - middle) }))
    .sort((a, b) => a.distance - b.distance)
    .map(({ y }) => y);
}

/**
 * The AWB of a label image ('' when none is read): its rows read at the image's own resolution,
 * stopping at the first Code 128 of the AWB's shape. First those across the band where the
 * format's AWB barcode stands, one at a time from its middle; then the same band of the image
 * turned upside down (a label scanned that way); only when neither has one, rows across the whole
 * image. Horizontal barcodes only: labels print their AWB across.
 */
export function readLabelAwb(image: GrayImage, barcode: LabelBarcode): string {
  const rows = new RowReader(image, barcode.isAwb);
  const { top, bottom } = barcode.band;
  // Each way of reading's rows worked out only when the one before has found nothing.
  const tries: [() => number[], boolean][] = [
    [() => middleOut(image.height * top, image.height * bottom, BAND_ROWS), false],
    [() => middleOut(image.height * (1 - bottom), image.height * (1 - top), BAND_ROWS), true],
    [() => middleOut(0, image.height, IMAGE_ROWS), false],
  ];
  for (const [ys, reversed] of tries)
    for (const y of ys()) {
      const code = rows.read(y, reversed);
      if (code !== null) return code;
    }
  return '';
}
