import { describe, expect, it } from 'vitest';
import { FIXTURE_CATALOGUE } from '../../../fixtures/labelFixtureData';
import { LABEL_FORMATS } from '../../../../src/domain/labels/formats/registry';
import type { Catalogue } from '../../../../src/domain/records';
import { mergeLabels } from '../../../../workers/labels/mergeLabels';
import { fixtureFile, inlineEnvironment, readBack } from '../../../support/labelTestKit';

/** The fixture catalogue with this seller's Meesho listings of two products. */
const CATALOGUE: Catalogue = {
  ...FIXTURE_CATALOGUE,
  products: [
    ...FIXTURE_CATALOGUE.products,
    ...FIXTURE_CATALOGUE.products
      .filter((product) => ['KAUDI_25+PACK', 'GOMTI/CHAKRA-11'].includes(product.sku) && product.platform === 'amazon')
      .map((product) => ({ ...product, platform: 'meesho' as const })),
  ],
};

/** The fixture's table rows and its invoice heading, in the fixture's own coordinates. */
const TABLE_FIRST_ROW = 510;
const TAX_INVOICE = 470;

describe('Meesho labels (docs/LABELS.md)', { timeout: 30_000 }, () => {
  it('reads each order from its product table: order number, SKUs and quantities, several rows as one order', async () => {
    const result = await mergeLabels({ meesho: [await fixtureFile('meesho.pdf')], catalogue: CATALOGUE }, inlineEnvironment());
    expect(result.summary.files).toEqual([{ name: 'meesho.pdf', platform: 'meesho', pages: 3 }]);
    const lines = result.summary.lines.map(({ platform, orderId, sku, quantity, category }) => ({
      platform,
      orderId,
      sku,
      quantity,
      category,
    }));
    expect(lines).toHaveLength(3);
    expect(lines).toEqual(
      expect.arrayContaining([
        { platform: 'meesho', orderId: '123456789012_1', sku: 'KAUDI_25+PACK', quantity: 1, category: expect.any(String) },
        { platform: 'meesho', orderId: '123456789013_1', sku: 'GOMTI/CHAKRA-11', quantity: 2, category: expect.any(String) },
        {
          platform: 'meesho',
          orderId: '123456789014_1',
          sku: 'SSGN006001 && KAUDI_25+PACK',
          quantity: 4,
          category: expect.any(String),
        },
      ]),
    );
    expect(result.summary.lines.find((line) => line.sku === 'GOMTI/CHAKRA-11')?.name).toBe('Gomti Chakra 11 Pcs');
  });

  it('outputs the label cropped above the invoice, its footer inside the crop under the product table', async () => {
    const result = await mergeLabels({ meesho: [await fixtureFile('meesho.pdf')], catalogue: CATALOGUE }, inlineEnvironment());
    const pages = await readBack(result.pdf);
    for (const [at, page] of pages.entries()) {
      const [x, y, width, height] = page.cropBox;
      expect([x, y + height, width]).toEqual([0, 842, 595]);
      // The invoice is cut off; the label and its product table stay.
      expect(y).toBeGreaterThan(TAX_INVOICE - 14 * 1);
      const footer = page.pieces.filter((piece) => /^\d+ X \[/.test(piece.str));
      expect(footer, `page ${at + 1}`).toHaveLength(1);
      for (const piece of footer) {
        expect(piece.height).toBeGreaterThanOrEqual(8);
        expect(piece.y).toBeGreaterThan(y);
        expect(piece.y + piece.height).toBeLessThan(TABLE_FIRST_ROW - 14 * (result.summary.lines[at]?.items.length ?? 1) + 14);
      }
    }
  });

  it('refuses a Flipkart or Amazon file given as Meesho, naming the file and page', async () => {
    await expect(mergeLabels({ meesho: [await fixtureFile('flipkart-basic.pdf')] }, inlineEnvironment())).rejects.toThrow(
      /^flipkart-basic\.pdf page 1: expected a Meesho label, found a Flipkart label$/,
    );
    await expect(mergeLabels({ meesho: [await fixtureFile('amazon-basic.pdf')] }, inlineEnvironment())).rejects.toThrow(
      /^amazon-basic\.pdf page 1: expected a Meesho label, found a page without text$/,
    );
  });

  it('comes after Amazon and Flipkart, and goes on 4x6 pages in the thermal layout', async () => {
    const result = await mergeLabels(
      {
        meesho: [await fixtureFile('meesho.pdf')],
        flipkart: [await fixtureFile('flipkart-basic.pdf')],
        amazon: [await fixtureFile('amazon-basic.pdf')],
        catalogue: CATALOGUE,
        layout: 'thermal-4x6',
      },
      inlineEnvironment(),
    );
    const platforms = [...new Set(result.summary.lines.map((line) => line.platform))];
    expect(platforms).toEqual(['amazon', 'flipkart', 'meesho']);
    const pages = await readBack(result.pdf);
    for (const page of pages) expect(page.mediaBox).toEqual([0, 0, 288, 432]);
  });

  it('declares one page per order, every page read and output, and a default quantity of 1', () => {
    const meesho = LABEL_FORMATS.meesho;
    expect([meesho.textPages(3), meesho.outputPages(3), meesho.defaultQuantity]).toEqual([[1, 2, 3], [0, 1, 2], 1]);
  });
});
