import { describe, expect, it } from 'vitest';
import { flipkartFixturePdf } from '../../../fixtures/flipkartFixturePdf';
import { FIXTURE_CATALOGUE, flipkartId } from '../../../fixtures/labelFixtureData';
import { FLIPKART_LABEL_BORDER } from '../../../../src/domain/labels/footerArea';
import { mergeLabels } from '../../../../workers/labels/mergeLabels';
import { inlineEnvironment, readBack } from '../../../support/labelTestKit';

/** The label's bottom border line in this fixture, 7 above the crop (the real-shaped one has it 8 above). */
const BOTTOM_BORDER = 466;
const LONG = 'Transparent PVC Table Cover Waterproof Dustproof Heavy Duty 1.5 mm Thick Sheet for Dining Table';

/** LABELS.md, Output: the Flipkart footer stays inside the crop and inside the label's border. */
describe('Flipkart footers inside the label', { timeout: 20_000 }, () => {
  it('wraps a label of several long items onto lines that never touch the borders, at 5 pt', async () => {
    const data = await flipkartFixturePdf([
      {
        orderId: flipkartId(501),
        items: [
          { sku: 'KK-X2KQ-2DRV', title: LONG, quantity: 1, unitPrice: 100 },
          { sku: 'UNKNOWN-COVER', title: LONG, quantity: 2, unitPrice: 100 },
        ],
      },
      { orderId: flipkartId(502), items: [{ sku: 'KAUDI_25+PACK', title: 'Kaudi', quantity: 9, unitPrice: 10 }] },
      {
        orderId: flipkartId(503),
        items: ['FLAG RED 2M', 'SSGN006001', 'CAMPHOR (100G)', 'KK-X2KQ-2DRV'].map((sku) => ({
          sku,
          title: LONG,
          quantity: 1,
          unitPrice: 100,
        })),
      },
    ]);
    const result = await mergeLabels(
      { amazon: [], flipkart: [{ name: 'long.pdf', data }], catalogue: FIXTURE_CATALOGUE },
      inlineEnvironment(),
    );
    // Sorted by each label's first item: Chandan, Flags, Kaudi.
    const [long, fourItems, short] = await readBack(result.pdf);
    if (!long || !short || !fourItems) throw new Error('three pages expected');

    const cut = LONG.slice(0, 80);
    expect(long.footer).toBe(`1 X [Chandan] ${cut} && 2 X [${cut}]`);
    expect(short.footer).toBe('9 X [Kaudi] Kaudi');
    // Four items do not fit two lines with names of 80: the names are cut shorter, every item shows.
    expect(fourItems.footer).toBe(
      ['Flags', 'Yantra', 'Camphor', 'Chandan'].map((category) => `1 X [${category}] ${LONG.slice(0, 48)}`).join(' && '),
    );

    for (const page of [long, short, fourItems]) {
      const [cropX, cropY] = page.cropBox;
      expect(cropY + FLIPKART_LABEL_BORDER.bottomAboveCrop.least).toBe(BOTTOM_BORDER);
      const footerPieces = page.pieces.filter(
        (piece) => / X \[|&&|Cover|Kaudi/.test(piece.str) && piece.y < cropY + 30 && piece.y >= cropY,
      );
      expect(footerPieces.length).toBeGreaterThan(0);
      for (const piece of footerPieces) {
        expect(piece.height).toBeGreaterThanOrEqual(5);
        expect(piece.x).toBeGreaterThan(Math.max(cropX, FLIPKART_LABEL_BORDER.left + 1));
        expect(piece.x + piece.width).toBeLessThan(FLIPKART_LABEL_BORDER.right - 1);
        // Nor on the bottom border line (drawn 0.5 wide): the footer fonts' glyphs, from the deepest to the tallest (É).
        const [bottom, top] = [piece.y - piece.height * 0.27, piece.y + piece.height * 0.95];
        expect(top <= BOTTOM_BORDER - 0.25 || bottom >= BOTTOM_BORDER + 0.25, `${piece.str} at ${piece.y}`).toBe(true);
        expect(bottom, `${piece.str} inside the crop`).toBeGreaterThanOrEqual(cropY);
      }
    }
    const longLines = new Set(
      long.pieces.filter((piece) => piece.y < long.cropBox[1] + 30 && piece.y >= long.cropBox[1]).map((piece) => piece.y),
    );
    expect(longLines.size).toBeGreaterThanOrEqual(2);
    expect(result.summary.warnings).toEqual([]);
    expect(result.summary.unknownSkus).toEqual([{ sku: 'UNKNOWN-COVER', where: ['long.pdf page 1'] }]);
    expect(result.summary.lines[1]?.items).toHaveLength(4);
  });
});
