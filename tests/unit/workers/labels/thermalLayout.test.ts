import { describe, expect, it } from 'vitest';
import { FIXTURE_CATALOGUE } from '../../../fixtures/labelFixtureData';
import { LABEL_FORMATS } from '../../../../src/domain/labels/formats/registry';
import { THERMAL_PAGE, thermalPlacement } from '../../../../src/domain/labels/outputLayout';
import { mergeLabels } from '../../../../workers/labels/mergeLabels';
import { fixtureFile, inlineEnvironment, readBack } from '../../../support/labelTestKit';

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

  it('keeps the A4 pages as downloaded by default', async () => {
    const result = await mergeLabels({ flipkart: [await fixtureFile('flipkart-basic.pdf')] }, inlineEnvironment());
    const [first] = await readBack(result.pdf);
    expect(first?.mediaBox).toEqual([0, 0, 595, 842]);
    expect(first?.cropBox).not.toEqual(first?.mediaBox);
  });
});
