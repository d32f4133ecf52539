import { describe, expect, it } from 'vitest';
import { flipkartFixturePdf } from '../../../fixtures/flipkartFixturePdf';
import { FIXTURE_CATALOGUE, flipkartId } from '../../../fixtures/labelFixtureData';
import { FLIPKART_LABEL_BORDER } from '../../../../src/domain/labels/footerArea';
import { mergeLabels } from '../../../../workers/labels/mergeLabels';
import { inlineEnvironment, readBack } from '../../../support/labelTestKit';

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
    const [long, tooLong, short] = await readBack(result.pdf);
    if (!long || !short || !tooLong) throw new Error('three pages expected');

    const cut = LONG.slice(0, 80);
    expect(long.footer).toBe(`1 X [Chandan] ${cut} && 2 X [${cut}]`);
    expect(short.footer).toBe('9 X [Kaudi] Kaudi');
    expect(tooLong.footer).toMatch(/^1 X \[Flags\] Transparent .*&& 1 X \[Yantra\] .*…$/);

    for (const page of [long, short, tooLong]) {
      const [cropX, cropY] = page.cropBox;
      const footerPieces = page.pieces.filter(
        (piece) => / X \[|&&|Cover|Kaudi/.test(piece.str) && piece.y < cropY + 30 && piece.y >= cropY,
      );
      expect(footerPieces.length).toBeGreaterThan(0);
      for (const piece of footerPieces) {
        expect(piece.height).toBeGreaterThanOrEqual(5);
        expect(piece.x).toBeGreaterThan(Math.max(cropX, FLIPKART_LABEL_BORDER.left + 1));
        expect(piece.x + piece.width).toBeLessThan(FLIPKART_LABEL_BORDER.right - 1);
      }
    }
    const longLines = new Set(
      long.pieces.filter((piece) => piece.y < long.cropBox[1] + 30 && piece.y >= long.cropBox[1]).map((piece) => piece.y),
    );
    expect(longLines.size).toBeGreaterThanOrEqual(2);
    expect(result.summary.warnings).toEqual([
      'Footers cut short for want of room on the label (see the summary for every item): pages 2',
    ]);
    expect(result.summary.unknownSkus).toEqual([{ sku: 'UNKNOWN-COVER', where: ['long.pdf page 1'] }]);
    expect(result.summary.lines[1]?.items).toHaveLength(4);
  });
});
