import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFArray, PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNCATEGORIZED } from '../../../../src/domain/labels/catalogue';
import { orderFooterText } from '../../../../src/domain/labels/footer';
import type { SummaryLine } from '../../../../src/domain/labels/mergeSummary';
import type { OutputLayout } from '../../../../src/domain/labels/outputLayout';
import { realShapeAmazonOrders, realShapeAmazonPdf } from '../../../fixtures/realShapeAmazonPdf';
import { realShapeFlipkartParcels, realShapeFlipkartPdf } from '../../../fixtures/realShapeFlipkartPdf';
import { realShapeCatalogue } from '../../../fixtures/realShapeKit';
import { joinBytes } from '../../../../workers/labels/joinBytes';
import { mergeLabels } from '../../../../workers/labels/mergeLabels';
import { inlineEnvironment } from '../../../support/labelTestKit';

const run = promisify(execFile);
/** Pixels per point of the renderings: 2 (144 dpi). */
const SCALE = 2;
/** Grey levels above this are paper. */
const WHITE = 200;

interface Word {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

interface Raster {
  width: number;
  height: number;
  pixels: Uint8Array;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescape = (text: string) =>
  text.replace(/&(#\d+|\w+);/g, (_, name: string) =>
    name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : (ENTITIES[name] ?? `&${name};`),
  );

/** Every page's words as poppler's pdftotext reads them, boxes in points from the media box's top left. */
async function popplerWords(pdf: string): Promise<Word[][]> {
  const { stdout } = await run('pdftotext', ['-bbox', pdf, '-'], { maxBuffer: 64 << 20 });
  return stdout
    .split('<page ')
    .slice(1)
    .map((page) =>
      [...page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map(
        ([, x0, y0, x1, y1, text]) => ({
          text: unescape(text ?? ''),
          x0: Number(x0),
          y0: Number(y0),
          x1: Number(x1),
          y1: Number(y1),
        }),
      ),
    );
}

/** Every page rendered by poppler's pdftoppm (its media box, in grey), in page order. */
async function popplerPixels(pdf: string, folder: string, prefix: string): Promise<Raster[]> {
  await run('pdftoppm', ['-r', String(72 * SCALE), '-gray', pdf, join(folder, prefix)]);
  const names = (await readdir(folder)).filter((name) => name.startsWith(`${prefix}-`) && name.endsWith('.pgm')).sort();
  return Promise.all(
    names.map(async (name) => {
      const data = new Uint8Array(await readFile(join(folder, name)));
      const header = new TextDecoder('latin1').decode(data.subarray(0, 40)).split(/\s+/);
      const [width, height, depth] = [Number(header[1]), Number(header[2]), header[3] ?? ''];
      const start = data.length - width * height;
      expect(depth).toBe('255');
      return { width, height, pixels: data.subarray(start) };
    }),
  );
}

/** The merged PDF with each page's last content stream, its footer's text, taken off. */
async function withoutFooters(merged: Uint8Array): Promise<Uint8Array> {
  const document = await PDFDocument.load(merged);
  for (const page of document.getPages()) {
    const contents = page.node.Contents();
    if (contents instanceof PDFArray && contents.size() > 1) contents.remove(contents.size() - 1);
    else page.node.delete(PDFName.of('Contents'));
  }
  return document.save();
}

const key = (word: Word) => `${word.text}@${word.x0},${word.y0}`;
const squashed = (text: string) => text.replace(/\s+/g, '');

/** The texts a whole footer can read: every item with its quantity and category, names at 80 or cut shorter to fit. */
function wholeFooters(line: SummaryLine): string[] {
  const items = line.items.map((item) => ({ ...item, category: item.category === UNCATEGORIZED ? null : item.category }));
  return [80, 48, 32, 20, 12].flatMap((limit) => [
    squashed(orderFooterText(items, limit)),
    squashed(orderFooterText(items, limit).replaceAll(' && ', '')),
  ]);
}

/** The words' lines: those of one baseline share their top. */
function lineBoxes(words: readonly Word[]): Word[] {
  const lines = new Map<number, Word>();
  for (const word of words) {
    const at = Math.round(word.y0 * 10);
    const line = lines.get(at);
    lines.set(
      at,
      line
        ? {
            text: `${line.text} ${word.text}`,
            x0: Math.min(line.x0, word.x0),
            y0: line.y0,
            x1: Math.max(line.x1, word.x1),
            y1: line.y1,
          }
        : { ...word },
    );
  }
  return [...lines.values()];
}

const AMAZON = realShapeAmazonOrders(6);
const FLIPKART = realShapeFlipkartParcels(14, { multiParcelEvery: 6 });

let folder = '';
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'footer-pixels-'));
});
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

/**
 * docs/LABELS.md, Output: an independent renderer (poppler) looks at every footer of the
 * real-shaped labels: nothing the label draws lies under it, it lies inside the page's visible
 * box, and its text reads back whole.
 */
describe.each<OutputLayout>(['a4', 'thermal-4x6'])('footer pixels, %s layout', { timeout: 120_000 }, (layout) => {
  it('keeps every footer clear of what the label draws, inside the visible box, and readable whole', async () => {
    const result = await mergeLabels(
      {
        amazon: [{ name: 'amazon.pdf', data: await realShapeAmazonPdf(AMAZON) }],
        flipkart: [{ name: 'flipkart.pdf', data: await realShapeFlipkartPdf(FLIPKART) }],
        catalogue: realShapeCatalogue(),
        layout,
      },
      inlineEnvironment(),
    );
    expect(result.summary.warnings.filter((warning) => !warning.startsWith('SKU '))).toEqual([]);
    const merged = joinBytes(result.pdf);
    const footed = join(folder, `${layout}-footed.pdf`);
    const bare = join(folder, `${layout}-bare.pdf`);
    await writeFile(footed, merged);
    await writeFile(bare, await withoutFooters(merged));
    const [footedWords, bareWords, footedPixels, barePixels] = await Promise.all([
      popplerWords(footed),
      popplerWords(bare),
      popplerPixels(footed, folder, `${layout}-footed`),
      popplerPixels(bare, folder, `${layout}-bare`),
    ]);
    const pages = (await PDFDocument.load(merged)).getPages();
    expect(footedPixels).toHaveLength(pages.length);
    expect(result.summary.lines).toHaveLength(pages.length);

    for (const [at, page] of pages.entries()) {
      const where = `${layout} page ${at + 1}`;
      const line = result.summary.lines[at] as SummaryLine;
      const height = page.getMediaBox().height;
      const crop = page.getCropBox();
      // The visible box, from the top left as poppler gives it.
      const visible = { x0: crop.x, x1: crop.x + crop.width, y0: height - crop.y - crop.height, y1: height - crop.y };
      const known = new Set((bareWords[at] ?? []).map(key));
      // In reading order: lines top down, words left to right.
      const footer = (footedWords[at] ?? [])
        .filter((word) => !known.has(key(word)))
        .sort((a, b) => Math.round((a.y0 - b.y0) * 10) || a.x0 - b.x0);
      expect(line.items.length, where).toBeGreaterThan(0);

      // Its text reads back whole: every item, quantity and category, nothing cut with '…'.
      expect(wholeFooters(line), `${where}: ${footer.map((word) => word.text).join(' ')}`).toContain(
        squashed(footer.map((word) => word.text).join('')),
      );

      const drawn = barePixels[at] as Raster;
      const inked = footedPixels[at] as Raster;
      for (const box of lineBoxes(footer)) {
        // Inside the visible box, whole glyph boxes (ascent to descent).
        expect(box.x0, `${where}: ${box.text}`).toBeGreaterThanOrEqual(visible.x0);
        expect(box.x1, `${where}: ${box.text}`).toBeLessThanOrEqual(visible.x1);
        expect(box.y0, `${where}: ${box.text}`).toBeGreaterThanOrEqual(visible.y0);
        expect(box.y1, `${where}: ${box.text}`).toBeLessThanOrEqual(visible.y1);
        // Nothing the label draws under the line, nor half a point around it.
        const dark: string[] = [];
        for (let y = Math.floor((box.y0 - 0.5) * SCALE); y < Math.ceil((box.y1 + 0.5) * SCALE); y++)
          for (let x = Math.floor((box.x0 - 0.5) * SCALE); x < Math.ceil((box.x1 + 0.5) * SCALE); x++)
            if (x >= 0 && y >= 0 && x < drawn.width && y < drawn.height && (drawn.pixels[y * drawn.width + x] ?? 255) <= WHITE)
              dark.push(`${x / SCALE},${y / SCALE}`);
        expect(dark.slice(0, 5), `${where}: the label draws under '${box.text}'`).toEqual([]);
      }
      // Every pixel the footer inks lies inside the visible box: none is cut off by the crop.
      let outside = 0;
      let footerInk = 0;
      for (let y = 0; y < inked.height; y++)
        for (let x = 0; x < inked.width; x++) {
          const index = y * inked.width + x;
          if (inked.pixels[index] === drawn.pixels[index]) continue;
          footerInk++;
          const [px, py] = [x / SCALE, y / SCALE];
          if (px < visible.x0 - 0.5 || px > visible.x1 || py < visible.y0 - 0.5 || py > visible.y1) outside++;
        }
      expect(footerInk, where).toBeGreaterThan(0);
      expect(outside, where).toBe(0);
    }
  });
});
