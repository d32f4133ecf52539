import { PDFDocument, rgb } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { flipkartFixturePdf } from '../../../fixtures/flipkartFixturePdf';
import { FIXTURE_CATALOGUE, flipkartId } from '../../../fixtures/labelFixtureData';
import { mergeLabels } from '../../../../workers/labels/mergeLabels';
import { inlineEnvironment, readBack } from '../../../support/labelTestKit';

/** This fixture's label border: x 190 to 420 (0.5 wide), down to y 466; its crop runs from x 180, y 459. */
const BORDER_RIGHT = 420.25;
const LONG = 'Transparent PVC Table Cover Waterproof Dustproof Heavy Duty 1.5 mm Thick Sheet for Dining Table';

const ORDERS = [
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
];

/** docs/LABELS.md, Output: the Flipkart footer lies in clear space inside the crop, as large as that space holds it. */
describe('Flipkart footers in the clear space beside the label', { timeout: 30_000 }, () => {
  it('puts every item on lines of its own, names of 80, in the blank column right of the label, above 5 pt', async () => {
    const data = await flipkartFixturePdf(ORDERS);
    const result = await mergeLabels(
      { amazon: [], flipkart: [{ name: 'long.pdf', data }], catalogue: FIXTURE_CATALOGUE },
      inlineEnvironment(),
    );
    // Sorted by each label's first item: Chandan, Flags, Kaudi.
    const [long, fourItems, short] = await readBack(result.pdf);
    if (!long || !short || !fourItems) throw new Error('three pages expected');

    const cut = 'Transparent PVC Table Cover Waterproof Dustproof Heavy Duty 1.5 mm Thick Sheet…';
    expect(long.footer).toBe(`1 X [Chandan] ${cut} 2 X [${cut}]`);
    expect(short.footer).toBe('9 X [Kaudi] Kaudi');
    expect(fourItems.footer).toBe(
      ['Flags', 'Yantra', 'Camphor', 'Chandan'].map((category) => `1 X [${category}] ${cut}`).join(' '),
    );

    for (const page of [long, short, fourItems]) {
      const [cropX, cropY, cropWidth, cropHeight] = page.cropBox;
      const footer = page.pieces.filter((piece) => piece.x > BORDER_RIGHT && piece.str.trim());
      expect(footer.length).toBeGreaterThan(0);
      for (const piece of footer) {
        expect(piece.height).toBeGreaterThan(5);
        expect(piece.x).toBeGreaterThanOrEqual(Math.max(cropX, BORDER_RIGHT + 1));
        expect(piece.x + piece.width).toBeLessThanOrEqual(cropX + cropWidth);
        expect(piece.y - piece.height * 0.27, `${piece.str} inside the crop`).toBeGreaterThanOrEqual(cropY);
        expect(piece.y + piece.height * 0.95, `${piece.str} inside the crop`).toBeLessThanOrEqual(cropY + cropHeight);
      }
    }
    expect(result.summary.warnings).toEqual([]);
    expect(result.summary.unknownSkus).toEqual([{ sku: 'UNKNOWN-COVER', where: ['long.pdf page 1'] }]);
    expect(result.summary.lines[1]?.items).toHaveLength(4);
  });

  it('prints no footer over a label that leaves no clear space, and says so in the warnings', async () => {
    const source = await PDFDocument.load(await flipkartFixturePdf(ORDERS.slice(1, 2)));
    // A label drawn over the whole crop, edge to edge: there is nowhere to put a footer.
    source.getPage(0).drawRectangle({ x: 180, y: 459, width: 415, height: 373, borderColor: rgb(0, 0, 0), borderWidth: 1 });
    const result = await mergeLabels(
      { amazon: [], flipkart: [{ name: 'full.pdf', data: await source.save() }], catalogue: FIXTURE_CATALOGUE },
      inlineEnvironment(),
    );
    const [page] = await readBack(result.pdf);
    expect(page?.footer).toBe('');
    expect(page?.lines.join(' ')).not.toContain('X [');
    expect(result.summary.warnings).toEqual([
      'Footers left off, not printed over the label, as no clear space on it holds one (see the summary for every item): pages 1',
    ]);
    expect(result.summary.lines[0]?.items.map((item) => item.quantity)).toEqual([9]);
  });
});
