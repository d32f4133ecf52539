import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MergeSummary } from '../../../../src/domain/labels/mergeSummary';
import { realShapeAmazonOrders, realShapeAmazonPdf } from '../../../fixtures/realShapeAmazonPdf';
import { LABEL_BORDER, realShapeFlipkartParcels, realShapeFlipkartPdf } from '../../../fixtures/realShapeFlipkartPdf';
import { realShapeCatalogue } from '../../../fixtures/realShapeKit';
import { ensureGenerated } from '../../../fixtures/labelFixtures';
import type { FixtureItem } from '../../../fixtures/fixtureText';
import { mergeLabels } from '../../../../workers/labels/mergeLabels';
import { labelsCli } from '../../../support/labelsCli';
import { inlineEnvironment, pageTexts, readBack } from '../../../support/labelTestKit';

const AMAZON = realShapeAmazonOrders(24);
const FLIPKART = realShapeFlipkartParcels(30, { multiParcelEvery: 8 });
/** The fourth parcel's page printed once more at the end: the same order id and the same AWB. */
const REPEATED = 3;

const files = () =>
  ensureGenerated('real-shape-merge', {
    'amazon.pdf': () => realShapeAmazonPdf(AMAZON),
    'flipkart.pdf': () => realShapeFlipkartPdf(FLIPKART, { repeat: [REPEATED] }),
    'catalogue.json': async () => new TextEncoder().encode(JSON.stringify(realShapeCatalogue())),
  });

/** The merge in this thread, once for both tests. */
let inline: ReturnType<typeof mergeLabels> | undefined;
const mergedInline = () =>
  (inline ??= files().then(async (folder) =>
    mergeLabels(
      {
        amazon: [{ name: 'amazon.pdf', data: new Uint8Array(await readFile(`${folder}amazon.pdf`)) }],
        flipkart: [{ name: 'flipkart.pdf', data: new Uint8Array(await readFile(`${folder}flipkart.pdf`)) }],
        catalogue: realShapeCatalogue(),
      },
      inlineEnvironment(),
    ),
  ));

const itemsOf = (items: readonly FixtureItem[]) => items.map((item) => ({ sku: item.sku, quantity: item.quantity }));

/** docs/LABELS.md's real shapes: wrapped `ASIN (` / amounts / `SKU )`, one-piece amounts, discounts, AWB under the barcode, parcels. */
describe('the merge on real-shaped downloads', { timeout: 120_000 }, () => {
  it('reads every order right, prints every parcel once and keeps amounts and AWBs out of names', async () => {
    const catalogue = realShapeCatalogue();
    const result = await mergedInline();
    const { lines } = result.summary;
    expect(result.summary.pages).toBe(AMAZON.length + FLIPKART.length);

    for (const order of AMAZON) {
      const line = lines.find((candidate) => candidate.orderId === order.orderId);
      expect(
        line?.items.map(({ sku, quantity }) => ({ sku, quantity })),
        order.orderId,
      ).toEqual(itemsOf(order.items));
      // The AWB comes from the Code 128 barcode of the label scan, for scan-to-pack.
      expect(line?.awb, order.orderId).toBe(order.awb);
    }
    for (const parcel of FLIPKART) {
      const line = lines.find((candidate) => candidate.orderId === parcel.orderId && candidate.awb === parcel.awb);
      // The courier printed at the top of the label (docs/SPEC.md §19).
      expect(line?.courier, parcel.orderId).toBe('E-Kart Logistics');
      expect(
        line?.items.map(({ sku, quantity }) => ({ sku, quantity })),
        `${parcel.orderId} ${parcel.awb}`,
      ).toEqual(itemsOf(parcel.items));
    }
    const shippedTwice = FLIPKART.filter((parcel, at) => FLIPKART.findIndex((other) => other.orderId === parcel.orderId) !== at);
    expect(shippedTwice.length).toBeGreaterThan(0);
    for (const parcel of shippedTwice) expect(lines.filter((line) => line.orderId === parcel.orderId)).toHaveLength(2);

    const repeated = FLIPKART[REPEATED]!;
    expect(result.summary.duplicates).toEqual([
      {
        platform: 'flipkart',
        orderId: repeated.orderId,
        parcel: repeated.awb,
        awb: repeated.awb,
        found: [`flipkart.pdf page ${REPEATED + 1}`, `flipkart.pdf page ${FLIPKART.length + 1}`],
      },
    ]);
    for (const line of lines) {
      for (const item of line.items) {
        expect(item.name, line.orderId).not.toMatch(/₹|FMPP\d/);
        expect(item.sku, line.orderId).not.toMatch(/₹/);
      }
    }
    const unknown = new Set(catalogue.products.map((product) => product.sku));
    const categorized = lines.filter((line) => line.items.every((item) => unknown.has(item.sku)));
    expect(categorized.every((line) => line.category !== 'Uncategorized')).toBe(true);

    const pages = await readBack(result.pdf);
    expect(pages).toHaveLength(lines.length);
    pages.forEach((page, at) => {
      const line = lines[at]!;
      const heads = line.items.map(
        (item) => `${item.quantity} X [${item.category === 'Uncategorized' ? '' : `${item.category}] `}`,
      );
      expect(page.footer.startsWith(heads[0] ?? ''), `page ${at + 1}: ${page.footer}`).toBe(true);
      expect(page.footer).toContain(' X [');
      // Every item's quantity and category, in order, even on a label of three items with two lines.
      let from = 0;
      for (const head of heads) {
        const found = page.footer.indexOf(head, from);
        expect(found, `page ${at + 1}: ${head} in ${page.footer}`).toBeGreaterThanOrEqual(0);
        from = found + head.length;
      }
      if (line.platform !== 'flipkart') return;
      // In the blank column right of the label (docs/LABELS.md), inside the crop, one item per line, larger than 5 pt.
      const [cropX, cropY, cropWidth, cropHeight] = page.cropBox;
      const [cropRight, cropTop] = [cropX + cropWidth, cropY + cropHeight];
      const footer = page.pieces.filter((piece) => piece.str.trim() && piece.x > LABEL_BORDER.right);
      expect(footer.length, `page ${at + 1}`).toBeGreaterThanOrEqual(line.items.length);
      expect(page.pieces.filter((piece) => / X \[/.test(piece.str)).length, `page ${at + 1}`).toBe(line.items.length);
      for (const piece of footer) {
        expect(piece.height, `page ${at + 1}: ${piece.str}`).toBeGreaterThan(5);
        expect(piece.x, `page ${at + 1}: ${piece.str}`).toBeGreaterThanOrEqual(Math.max(cropX, LABEL_BORDER.right + 1));
        expect(piece.x + piece.width, `page ${at + 1}: ${piece.str}`).toBeLessThanOrEqual(cropRight);
        expect(piece.y - piece.height * 0.27, `page ${at + 1}: ${piece.str}`).toBeGreaterThanOrEqual(cropY);
        expect(piece.y + piece.height * 0.95, `page ${at + 1}: ${piece.str}`).toBeLessThanOrEqual(cropTop);
      }
    });
    expect(result.summary.warnings.filter((warning) => !warning.startsWith('SKU '))).toEqual([]);
  });
  it('reads the same through the command line: each file read from disk by the reader threads, in chunks', async () => {
    const folder = await files();
    const out = await mkdtemp(join(tmpdir(), 'real-shape-cli-'));
    try {
      const run = await labelsCli([
        'merge',
        '--amazon',
        `${folder}amazon.pdf`,
        '--flipkart',
        `${folder}flipkart.pdf`,
        '--catalogue',
        `${folder}catalogue.json`,
        '--out',
        join(out, 'merged.pdf'),
        '--summary',
        join(out, 'summary.json'),
      ]);
      expect(run.code, run.stderr).toBe(0);
      const expected = await mergedInline();
      const summary = JSON.parse(await readFile(join(out, 'summary.json'), 'utf8')) as MergeSummary;
      expect(summary.lines).toEqual(expected.summary.lines.map(({ items: _items, parcel: _parcel, ...line }) => line));
      expect(summary.duplicates).toEqual(
        expected.summary.duplicates.map(({ parcel: _parcel, ...duplicate }) => ({
          ...duplicate,
          found: duplicate.found.map((at) => `${folder}${at}`),
        })),
      );
      expect(await pageTexts(new Uint8Array(await readFile(join(out, 'merged.pdf'))))).toEqual(await pageTexts(expected.pdf));
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});
