import { describe, expect, it } from 'vitest';
import { labelFixture, type LabelFixtureName } from '../../../../fixtures/labelFixtures';
import { realShapeAmazonOrders, realShapeAmazonPdf } from '../../../../fixtures/realShapeAmazonPdf';
import { realShapeFlipkartParcels, realShapeFlipkartPdf } from '../../../../fixtures/realShapeFlipkartPdf';
import { ownPages, pdfJsPages } from '../../../../support/pdfTextOracle';
import { rawPdf, stream, winAnsiFont } from './rawPdf';
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

/** Pages 3 and 6 under the page tree 2, with the given kids, count and objects. */
function pageTree(kids: string, count: number, objects: Record<number, string> = {}): Uint8Array {
  return rawPdf({
    1: '<< /Type /Catalog /Pages 2 0 R >>',
    2: `<< /Type /Pages /Kids [${kids}] /Count ${count} /MediaBox [0 0 200 200] /Resources << /Font << /F1 5 0 R >> >> >>`,
    3: '<< /Type /Page /Parent 2 0 R /Contents 4 0 R >>',
    4: stream('', 'BT /F1 12 Tf 20 100 Td (Page one) Tj ET'),
    5: winAnsiFont('TrueType', 'LabelSans'),
    6: '<< /Type /Page /Parent 2 0 R /Contents 7 0 R >>',
    7: stream('', 'BT /F1 12 Tf 20 100 Td (Page two) Tj ET'),
    ...objects,
  });
}

/** One page with the given box entries, its resources inherited. */
function boxedPage(boxes: string, objects: Record<number, string> = {}): Uint8Array {
  return pageTree('3 0 R', 1, {
    2: '<< /Type /Pages /Kids [3 0 R] /Count 1 /Resources << /Font << /F1 5 0 R >> >> >>',
    3: `<< /Type /Page /Parent 2 0 R /Contents 4 0 R ${boxes} >>`,
    ...objects,
  });
}

describe('TextDocument: page trees and views as pdf.js reads them', () => {
  it.each([
    ['a page without /Type', pageTree('3 0 R 8 0 R', 2, { 8: '<< /Parent 2 0 R /Contents 7 0 R >>' })],
    ['an inner node without /Type', pageTree('3 0 R 8 0 R', 2, { 8: '<< /Parent 2 0 R /Kids [6 0 R] /Count 1 >>' })],
  ])('%s', async (_, bytes) => {
    expect(ownPages(bytes)).toEqual(await pdfJsPages(bytes));
  });

  it.each([
    ['no MediaBox (US Letter)', boxedPage('')],
    ['a MediaBox by reference', boxedPage('/MediaBox 6 0 R', { 6: '[0 0 300 300]' })],
    ['a MediaBox with a number by reference', boxedPage('/MediaBox [0 0 6 0 R 300]', { 6: '250' })],
    ['a MediaBox of three numbers', boxedPage('/MediaBox [0 0 300]')],
    ['a MediaBox of five numbers', boxedPage('/MediaBox [0 0 300 300 5]')],
    ['a MediaBox with a name in it', boxedPage('/MediaBox [0 0 /A 300]')],
    ['a MediaBox below and left of the origin', boxedPage('/MediaBox [-100 -100 200 200]')],
    ['a CropBox of no area', boxedPage('/MediaBox [0 0 300 300] /CropBox [10 10 10 200]')],
    ['a CropBox outside the MediaBox', boxedPage('/MediaBox [0 0 300 300] /CropBox [400 400 500 500]')],
    ['fractional boxes', boxedPage('/MediaBox [0.5 0.25 300.75 300.125] /CropBox [10.3 10.7 200.1 250.9]')],
    ['a CropBox by reference', boxedPage('/MediaBox [0 0 300 300] /CropBox 6 0 R', { 6: '[10 10 200 200]' })],
  ])('%s', async (_, bytes) => {
    const own = ownPages(bytes);
    expect(own).toEqual(await pdfJsPages(bytes));
    expect(own[0]?.lines.map((line) => line.text)).toEqual(['Page one']);
  });
});
