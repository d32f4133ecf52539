import { describe, expect, it } from 'vitest';
import { EMPTY_CATALOGUE, indexCatalogue } from '../../../../src/domain/labels/catalogue';
import { pushTextInk } from '../../../../src/domain/labels/clearSpace';
import type { PageReading } from '../../../../src/domain/labels/formats/labelFormat';
import { classifyPage, labelFormat } from '../../../../src/domain/labels/formats/registry';
import { groupLines } from '../../../../src/domain/labels/textLines';
import type { LabelPlatform } from '../../../../src/domain/marketplaces';
import { meeshoFixturePdf } from '../../../fixtures/meeshoFixturePdf';
import { realShapeAmazonOrders, realShapeAmazonPdf } from '../../../fixtures/realShapeAmazonPdf';
import { realShapeFlipkartParcels, realShapeFlipkartPdf } from '../../../fixtures/realShapeFlipkartPdf';
import { createPageReader, type PageText, pdfJsPageText } from '../../../../workers/labels/pageReader';
import { openDocument } from '../../../../workers/labels/pdfjsSeam';
import { loadNodePdfJs } from '../../../../workers/labels/pdfjsNode';
import { nodeInflate } from '../../../../workers/labels/pdfText/nodeInflate';
import { TextDocument, UnsupportedPdf } from '../../../../workers/labels/pdfText/textDocument';

/** Each format's pages as the merge reads them (the reader asks the format which to measure). */
async function readAsMerged(platform: LabelPlatform, bytes: Uint8Array): Promise<PageReading[]> {
  const reader = createPageReader(loadNodePdfJs, nodeInflate);
  const count = await reader.open(platform, bytes, `${platform}.pdf`);
  try {
    return await reader.read(platform, platform, labelFormat(platform).textPages(count));
  } finally {
    await reader.close(platform);
  }
}

/**
 * Every page measured, its text's ink from every piece that shows: the reading before pages were
 * told apart. A page the own reader does not read (the Meesho fixture's standard fonts) is pdf.js's.
 */
async function readAllMeasured(platform: LabelPlatform, bytes: Uint8Array): Promise<PageReading[]> {
  const own = new TextDocument(bytes, nodeInflate);
  const pdfjs = await loadNodePdfJs();
  const doc = await openDocument(pdfjs, bytes.slice());
  const texts: PageText[] = [];
  for (let page = 1; page <= own.numPages; page++) {
    try {
      texts.push(own.pageText(page, true));
    } catch (error) {
      if (!(error instanceof UnsupportedPdf)) throw error;
      texts.push(await pdfJsPageText(doc, page, pdfjs));
    }
  }
  await doc.destroy();
  return texts.map(({ pieces, view, ink }, at) => {
    const drawn = [...(ink ?? [])];
    for (const piece of pieces) if (piece.str.trim()) pushTextInk(drawn, piece.x, piece.y, piece.width, piece.height);
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = view;
    const lines = groupLines(pieces);
    const media = { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
    return { ...labelFormat(platform).readPage(lines, media, drawn), page: at + 1, kind: classifyPage(lines) };
  });
}

const SAMPLES: Record<LabelPlatform, () => Promise<Uint8Array>> = {
  amazon: () => realShapeAmazonPdf(realShapeAmazonOrders(4)),
  flipkart: () => realShapeFlipkartPdf(realShapeFlipkartParcels(3)),
  meesho: () =>
    meeshoFixturePdf([
      { orderNo: '123456789012_1', sku: 'KAUDI_25+PACK', quantity: 1 },
      { orderNo: '123456789013_1', sku: 'SSGN006001', quantity: 2 },
    ]),
};

/** docs/LABEL_ENGINE.md, Place footers: only the pages footed where they are blank have what they draw measured. */
describe('what a page draws is measured only where a footer is placed by it', { timeout: 30_000 }, () => {
  it('reads Amazon label pages measured and their invoices not, every Flipkart page measured, no Meesho page', async () => {
    const amazon = await readAsMerged('amazon', await SAMPLES.amazon());
    expect(amazon.filter((reading) => reading.page % 2 === 1).every((reading) => reading.clear !== null)).toBe(true);
    expect(amazon.filter((reading) => reading.page % 2 === 0).map((reading) => reading.clear)).toEqual([null, null, null, null]);
    const flipkart = await readAsMerged('flipkart', await SAMPLES.flipkart());
    expect(flipkart.every((reading) => reading.clear?.right !== undefined)).toBe(true);
    const meesho = await readAsMerged('meesho', await SAMPLES.meesho());
    expect(meesho.map((reading) => reading.clear)).toEqual([null, null]);
  });

  it("does not collect a page's paths and images when not asked, and reads the same text", async () => {
    const doc = new TextDocument(await SAMPLES.flipkart(), nodeInflate);
    const measured = doc.pageText(1, true);
    const unmeasured = doc.pageText(1, false);
    expect(measured.ink?.length).toBeGreaterThan(0);
    expect(unmeasured.ink).toBeNull();
    expect(unmeasured.pieces).toEqual(measured.pieces);
  });

  it.each(['amazon', 'flipkart', 'meesho'] as const)(
    'leaves every %s output page with the clear space, so the footer where it was when every page was measured',
    async (platform) => {
      const bytes = await SAMPLES[platform]();
      const format = labelFormat(platform);
      const catalogue = indexCatalogue(EMPTY_CATALOGUE);
      const file = (readings: PageReading[]) => ({ name: `${platform}.pdf`, pageCount: readings.length, readings });
      const now = format.toOrders(file(await readAsMerged(platform, bytes)), catalogue);
      const before = format.toOrders(file(await readAllMeasured(platform, bytes)), catalogue);
      expect(now.problems).toEqual([]);
      expect(now.pages.length).toBeGreaterThan(0);
      expect(now.pages.map((page) => [page.sourcePage, page.clear, page.lowestLabelText])).toEqual(
        before.pages.map((page) => [page.sourcePage, page.clear, page.lowestLabelText]),
      );
      if (platform !== 'meesho') expect(now.pages.every((page) => page.clear !== null)).toBe(true);
    },
  );
});
