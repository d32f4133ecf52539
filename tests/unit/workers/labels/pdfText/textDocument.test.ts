import { describe, expect, it } from 'vitest';
import { labelFixture, type LabelFixtureName } from '../../../../fixtures/labelFixtures';
import { realShapeAmazonOrders, realShapeAmazonPdf } from '../../../../fixtures/realShapeAmazonPdf';
import { realShapeFlipkartParcels, realShapeFlipkartPdf } from '../../../../fixtures/realShapeFlipkartPdf';
import { ownPages, pdfJsPages } from '../../../../support/pdfTextOracle';
import { portableInflate } from '../../../../../workers/labels/pdfText/portableInflate';

/** The label fixtures this reader reads itself (Meesho's standard Helvetica goes to pdf.js). */
const OWN_FIXTURES: LabelFixtureName[] = [
  'amazon-basic.pdf',
  'amazon-redownload.pdf',
  'amazon-odd-pages.pdf',
  'amazon-split-words.pdf',
  'amazon-missing-page.pdf',
  'flipkart-basic.pdf',
  'flipkart-font-per-page.pdf',
  'flipkart-split-words.pdf',
  'flipkart-redownload.pdf',
  'no-pages.pdf',
];

describe('TextDocument reads label files as pdf.js does', () => {
  it.each(OWN_FIXTURES)('%s: every page has the same lines and view', async (name) => {
    const bytes = await labelFixture(name);
    const own = ownPages(bytes);
    expect(own).toEqual(await pdfJsPages(bytes));
    if (name !== 'no-pages.pdf') expect(own.some((page) => page.lines.length > 0)).toBe(true);
  });

  it('a real-shaped Amazon file: image-only labels and their invoices (also with the inflate browsers use)', async () => {
    const bytes = await realShapeAmazonPdf(realShapeAmazonOrders(6));
    const own = ownPages(bytes);
    expect(own).toHaveLength(12);
    expect(own).toEqual(await pdfJsPages(bytes));
    expect(ownPages(bytes, portableInflate)).toEqual(own);
  });

  it('a real-shaped Flipkart file with an order shipped as two parcels (also with the inflate browsers use)', async () => {
    const parcels = realShapeFlipkartParcels(12, { multiParcelEvery: 4 });
    expect(new Set(parcels.map((parcel) => parcel.orderId)).size).toBeLessThan(parcels.length);
    const bytes = await realShapeFlipkartPdf(parcels);
    const own = ownPages(bytes);
    expect(own).toHaveLength(12);
    expect(own).toEqual(await pdfJsPages(bytes));
    expect(ownPages(bytes, portableInflate)).toEqual(own);
  });
});
