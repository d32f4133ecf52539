import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { FIXTURE_CATALOGUE } from '../../../fixtures/labelFixtureData';
import { LABEL_FORMATS } from '../../../../src/domain/labels/formats/registry';
import { THERMAL_PAGE, thermalPlacement } from '../../../../src/domain/labels/outputLayout';
import { mergeLabels } from '../../../../workers/labels/mergeLabels';
import { joinBytes } from '../../../../workers/labels/joinBytes';
import { LABEL_BORDER, realShapeFlipkartParcels, realShapeFlipkartPdf } from '../../../fixtures/realShapeFlipkartPdf';
import { realShapeCatalogue } from '../../../fixtures/realShapeKit';
import { fixtureFile, inlineEnvironment, readBack } from '../../../support/labelTestKit';

const run = promisify(execFile);

/** Where poppler's pdftoppm inks the first page, in points from its top left (72 dpi, grey). */
async function inkOfFirstPage(pdf: Uint8Array): Promise<{ top: number; bottom: number; topRowWidth: number }> {
  const folder = await mkdtemp(join(tmpdir(), 'thermal-'));
  try {
    await writeFile(join(folder, 'out.pdf'), pdf);
    await run('pdftoppm', [
      '-r',
      '72',
      '-gray',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      join(folder, 'out.pdf'),
      join(folder, 'page'),
    ]);
    const data = new Uint8Array(await readFile(join(folder, 'page.pgm')));
    const header = new TextDecoder('latin1').decode(data.subarray(0, 40)).split(/\s+/);
    const [width, height] = [Number(header[1]), Number(header[2])];
    const pixels = data.subarray(data.length - width * height);
    const dark = (x: number, y: number) => (pixels[y * width + x] ?? 255) < 128;
    const rows = Array.from({ length: height }, (_, y) => y).filter((y) =>
      Array.from({ length: width }, (_, x) => x).some((x) => dark(x, y)),
    );
    const top = rows[0] ?? 0;
    // The label's top border: its widest run of ink in the first rows inked.
    let topRowWidth = 0;
    for (let y = top; y < top + 3; y++) {
      const inked = Array.from({ length: width }, (_, x) => x).filter((x) => dark(x, y));
      if (inked.length) topRowWidth = Math.max(topRowWidth, (inked.at(-1) ?? 0) - (inked[0] ?? 0) + 1);
    }
    return { top, bottom: (rows.at(-1) ?? 0) + 1, topRowWidth };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

const A4 = { x: 0, y: 0, width: 595, height: 842 };
const FOOTER = /^\d+ X \[/;

describe('thermal 4x6 layout', { timeout: 30_000 }, () => {
  it('fits a label without distortion above its footer band, centred, at the top', () => {
    const crop = LABEL_FORMATS.flipkart.crop(A4, null) ?? A4;
    for (const label of [A4, crop]) {
      const placed = thermalPlacement(label);
      expect(placed.x).toBeGreaterThanOrEqual(0);
      expect(placed.x + label.width * placed.scale).toBeLessThanOrEqual(THERMAL_PAGE.width);
      expect(placed.y + label.height * placed.scale).toBeLessThanOrEqual(THERMAL_PAGE.height);
      expect(placed.footer.size).toBeGreaterThanOrEqual(8);
      for (const baseline of placed.footer.baselines) {
        expect(baseline + placed.footer.size).toBeLessThanOrEqual(placed.y);
        expect(baseline - placed.footer.size * 0.25).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('puts every label and the pick list on its own 288 x 432 page, the footer below the label at 8 pt', async () => {
    const result = await mergeLabels(
      {
        amazon: [await fixtureFile('amazon-basic.pdf')],
        flipkart: [await fixtureFile('flipkart-basic.pdf')],
        catalogue: FIXTURE_CATALOGUE,
        pickList: true,
        layout: 'thermal-4x6',
      },
      inlineEnvironment(),
    );
    const pages = await readBack(result.pdf);
    expect(pages).toHaveLength(result.summary.pages);
    for (const page of pages) {
      expect(page.mediaBox).toEqual([0, 0, THERMAL_PAGE.width, THERMAL_PAGE.height]);
      expect(page.cropBox).toEqual([0, 0, THERMAL_PAGE.width, THERMAL_PAGE.height]);
    }
    expect(pages[0]?.lines[0]).toMatch(/^Pick list: /);

    const labelPages = pages.slice(pages.length - result.summary.lines.length);
    for (const [at, page] of labelPages.entries()) {
      const line = result.summary.lines[at];
      const label = line?.platform === 'flipkart' ? (LABEL_FORMATS.flipkart.crop(A4, null) ?? A4) : A4;
      const placed = thermalPlacement(label);
      const footer = page.pieces.filter((piece) => FOOTER.test(piece.str));
      expect(footer, `page ${at + 1}`).toHaveLength(1);
      for (const piece of footer) {
        expect(piece.height).toBeGreaterThanOrEqual(8);
        expect(piece.y + piece.height).toBeLessThanOrEqual(placed.y);
        expect(piece.x).toBeGreaterThanOrEqual(0);
        expect(piece.x + piece.width).toBeLessThanOrEqual(THERMAL_PAGE.width);
      }
      // The label's own text is scaled into the label's place on the page.
      const orderId = page.pieces.find((piece) => line?.orderId && piece.str.includes(line.orderId));
      if (line?.platform === 'flipkart') {
        expect(orderId?.y).toBeGreaterThan(placed.y);
        expect(orderId?.y).toBeLessThan(THERMAL_PAGE.height);
      }
    }
  });

  it('shows a Flipkart label at least as large as downloaded, filling most of the 4x6 page (docs/SPEC.md §10)', async () => {
    const input = {
      flipkart: [{ name: 'flipkart.pdf', data: await realShapeFlipkartPdf(realShapeFlipkartParcels(2)) }],
      catalogue: realShapeCatalogue(),
    };
    const thermal = await mergeLabels({ ...input, layout: 'thermal-4x6' }, inlineEnvironment());
    const a4 = await mergeLabels(input, inlineEnvironment());
    const ink = await inkOfFirstPage(joinBytes(thermal.pdf));
    // The border as downloaded is 213 pt wide: never narrower on the 4x6 page (barcodes scale with it).
    expect(ink.topRowWidth).toBeGreaterThanOrEqual(LABEL_BORDER.right - LABEL_BORDER.left);
    expect((ink.bottom - ink.top) / THERMAL_PAGE.height).toBeGreaterThan(0.85);
    // The transform, seen through the text: the order id is printed no smaller than downloaded.
    const orderId = thermal.summary.lines[0]?.orderId ?? '';
    const [thermalPage] = await readBack(thermal.pdf);
    const [a4Page] = await readBack(a4.pdf);
    const onThermal = thermalPage?.pieces.find((piece) => piece.str.includes(orderId));
    const onA4 = a4Page?.pieces.find((piece) => piece.str.includes(orderId));
    expect(onThermal && onA4 && onThermal.width / onA4.width).toBeGreaterThanOrEqual(1);
  });

  it('keeps the A4 pages as downloaded by default', async () => {
    const result = await mergeLabels({ flipkart: [await fixtureFile('flipkart-basic.pdf')] }, inlineEnvironment());
    const [first] = await readBack(result.pdf);
    expect(first?.mediaBox).toEqual([0, 0, 595, 842]);
    expect(first?.cropBox).not.toEqual(first?.mediaBox);
  });
});
