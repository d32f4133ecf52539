import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MergeSummary } from '../../../../src/domain/labels/mergeSummary';
import { groupLines, type TextPiece } from '../../../../src/domain/labels/textLines';
import { orderLineDrafts } from '../../../../src/domain/orders/orderLines';
import { mergeLabels } from '../../../../workers/labels/mergeLabels';
import {
  amazonShapesPdf,
  flipkartShapesPdf,
  SHAPE_PRODUCTS,
  shapeCatalogue,
  type ShapeOrder,
  type ShapeParcel,
} from '../../../fixtures/itemShapePdfs';
import { ensureGenerated } from '../../../fixtures/labelFixtures';
import { labelsCli } from '../../../support/labelsCli';
import { inlineEnvironment, readBack } from '../../../support/labelTestKit';

const { embroidered, kashiDecor, clearPlain, chandan, clear9feet, flag } = SHAPE_PRODUCTS;

const PARCELS: ShapeParcel[] = [
  {
    orderId: 'OD300000000000000101',
    awb: 'FMPP1900000101',
    rows: [
      { skuText: embroidered.sku, title: embroidered.title, quantity: 1 },
      { skuText: embroidered.sku, title: embroidered.title, quantity: 1 },
    ],
  },
  {
    orderId: 'OD300000000000000102',
    awb: 'FMPP1900000102',
    rows: [{ skuText: kashiDecor.sku, title: kashiDecor.title, quantity: 2, gluedQuantity: true }],
  },
  {
    orderId: 'OD300000000000000103',
    awb: 'FMPP1900000103',
    rows: [{ skuText: `4 QTY - ${clearPlain.sku}`, title: clearPlain.title, quantity: 1 }],
  },
];

const ORDERS: ShapeOrder[] = [
  {
    orderId: '402-1000001-0000001',
    items: [
      { product: chandan, quantity: 3, unitPrice: 1220, shape: 'leftPiece' },
      { product: clear9feet, quantity: 2, unitPrice: 313.33, shape: 'wrapped' },
    ],
  },
  { orderId: '402-1000002-0000002', items: [{ product: clear9feet, quantity: 6, unitPrice: 569.52, shape: 'wrappedLeftPiece' }] },
  { orderId: '402-1000003-0000003', items: [{ product: flag, quantity: 2, unitPrice: 94.29, shape: 'gluedToSku' }] },
  {
    orderId: '402-1000004-0000004',
    items: [
      { product: clear9feet, quantity: 5, unitPrice: 313.33, shape: 'wrappedQuantityHigh' },
      { product: flag, quantity: 1, unitPrice: 150, shape: 'columns' },
    ],
  },
];

interface Expected {
  orderId: string;
  items: { sku: string; quantity: number; category: string; name: string }[];
}

/** The title as the label prints it, up to the ASIN on an Amazon invoice. */
const name = (title: string) => title.replace(/[\s|]+$/, '');

const EXPECTED: Expected[] = [
  {
    orderId: ORDERS[0]!.orderId,
    items: [
      { sku: chandan.sku, quantity: 3, category: 'Chandan', name: name(chandan.title) },
      { sku: clear9feet.sku, quantity: 2, category: 'Covers', name: name(clear9feet.title) },
    ],
  },
  {
    orderId: ORDERS[1]!.orderId,
    items: [{ sku: clear9feet.sku, quantity: 6, category: 'Covers', name: name(clear9feet.title) }],
  },
  { orderId: ORDERS[2]!.orderId, items: [{ sku: flag.sku, quantity: 2, category: 'Flags', name: flag.title }] },
  {
    orderId: ORDERS[3]!.orderId,
    items: [
      { sku: clear9feet.sku, quantity: 5, category: 'Covers', name: name(clear9feet.title) },
      { sku: flag.sku, quantity: 1, category: 'Flags', name: flag.title },
    ],
  },
  { orderId: PARCELS[0]!.orderId, items: [{ sku: embroidered.sku, quantity: 2, category: 'Covers', name: embroidered.title }] },
  { orderId: PARCELS[1]!.orderId, items: [{ sku: kashiDecor.sku, quantity: 2, category: 'Covers', name: kashiDecor.title }] },
  { orderId: PARCELS[2]!.orderId, items: [{ sku: clearPlain.sku, quantity: 4, category: 'Covers', name: clearPlain.title }] },
];

const files = () =>
  ensureGenerated('item-shapes', {
    'amazon.pdf': () => amazonShapesPdf(ORDERS),
    'flipkart.pdf': () => flipkartShapesPdf(PARCELS),
  });

const key = (piece: TextPiece) => `${piece.str}@${Math.round(piece.x)},${Math.round(piece.y)}`;

/** What the merge drew on a page: its text pieces that the source page did not have, line by line. */
function drawnText(output: readonly TextPiece[], source: readonly TextPiece[]): string {
  const had = new Set(source.map(key));
  return groupLines(output.filter((piece) => !had.has(key(piece))))
    .map((line) => line.text)
    .join(' ');
}

const read = async (folder: string, file: string) => new Uint8Array(await readFile(`${folder}${file}`));

/** The merge in this thread, once for both tests. */
let inline: ReturnType<typeof mergeLabels> | undefined;
const mergedInline = () =>
  (inline ??= files().then(async (folder) =>
    mergeLabels(
      {
        amazon: [{ name: 'amazon.pdf', data: await read(folder, 'amazon.pdf') }],
        flipkart: [{ name: 'flipkart.pdf', data: await read(folder, 'flipkart.pdf') }],
        catalogue: shapeCatalogue(),
      },
      inlineEnvironment(),
    ),
  ));

/** The item shapes of real downloads (docs/LABELS.md), read by the real engine and merged: what is recorded and what the packer reads. */
describe('the merge on the item shapes of real downloads', { timeout: 60_000 }, () => {
  it('records and foots every item of every order once, with its quantity, SKU and category', async () => {
    const flipkartPages = await readBack(await read(await files(), 'flipkart.pdf'));
    const result = await mergedInline();
    const { lines } = result.summary;
    expect(lines).toHaveLength(EXPECTED.length);
    const pages = await readBack(result.pdf);
    for (const expected of EXPECTED) {
      const line = lines.find((candidate) => candidate.orderId === expected.orderId);
      expect(line?.items, expected.orderId).toEqual(expected.items);
      expect(line?.quantity, expected.orderId).toBe(expected.items.reduce((sum, item) => sum + item.quantity, 0));

      // The footer is what the merge drew: Amazon's label page is an image, Flipkart's page had the label's text.
      const page = pages[(line?.page ?? 0) - 1];
      const parcel = PARCELS.findIndex((candidate) => candidate.orderId === expected.orderId);
      const footer = drawnText(page?.pieces ?? [], parcel === -1 ? [] : (flipkartPages[parcel]?.pieces ?? []));
      const heads = expected.items.map((item) => `${item.quantity} X [${item.category}] ${item.name.slice(0, 12)}`);
      let from = 0;
      for (const head of heads) {
        const found = footer.indexOf(head, from);
        expect(found, `${expected.orderId}: ${head} in ${footer}`).toBeGreaterThanOrEqual(0);
        from = found + head.length;
      }
      expect(footer.split(' && '), `${expected.orderId}: ${footer}`).toHaveLength(expected.items.length);
    }
    expect(result.summary.unknownSkus).toEqual([]);
    expect(result.summary.warnings).toEqual([]);

    const recorded = orderLineDrafts(lines, shapeCatalogue(), '2026-11-28').map(({ orderId, sku, quantity, category }) => ({
      orderId,
      sku,
      quantity,
      category,
    }));
    expect(recorded).toEqual(
      EXPECTED.flatMap(({ orderId, items }) =>
        items.map(({ sku, quantity, category }) => ({ orderId, sku, quantity: String(quantity), category })),
      ).sort(
        (a, b) => lines.findIndex((line) => line.orderId === a.orderId) - lines.findIndex((line) => line.orderId === b.orderId),
      ),
    );
  });

  it('reads the same through the command line, by its reader threads', async () => {
    const folder = await files();
    const out = await mkdtemp(join(tmpdir(), 'item-shapes-cli-'));
    try {
      await writeFile(join(out, 'catalogue.json'), JSON.stringify(shapeCatalogue()));
      const run = await labelsCli([
        'merge',
        '--amazon',
        `${folder}amazon.pdf`,
        '--flipkart',
        `${folder}flipkart.pdf`,
        '--catalogue',
        join(out, 'catalogue.json'),
        '--out',
        join(out, 'merged.pdf'),
        '--summary',
        join(out, 'summary.json'),
      ]);
      expect(run.code, run.stderr).toBe(0);
      const summary = JSON.parse(await readFile(join(out, 'summary.json'), 'utf8')) as MergeSummary;
      const expected = await mergedInline();
      expect(summary.lines).toEqual(expected.summary.lines.map(({ items: _items, parcel: _parcel, ...line }) => line));
      expect(summary.lines.find((line) => line.orderId === PARCELS[0]!.orderId)).toMatchObject({
        sku: embroidered.sku,
        quantity: 2,
      });
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});
