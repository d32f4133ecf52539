import { describe, expect, it } from 'vitest';
import { AMAZON_FORMAT } from '../../../../src/domain/labels/formats/amazon/format';
import type { LabelBarcode } from '../../../../src/domain/labels/formats/labelFormat';
import { realShapeAmazonOrders, realShapeAmazonPdf } from '../../../fixtures/realShapeAmazonPdf';
import { readLabelAwb } from '../../../../workers/labels/labelBarcodes';
import { createPageReader } from '../../../../workers/labels/pageReader';
import { loadNodePdfJs } from '../../../../workers/labels/pdfjsNode';
import { nodeInflate } from '../../../../workers/labels/pdfText/nodeInflate';
import type { GrayImage } from '../../../../workers/labels/pdfText/pageImage';
import { TextDocument } from '../../../../workers/labels/pdfText/textDocument';

const ORDERS = realShapeAmazonOrders(3);
const BARCODE = AMAZON_FORMAT.labelBarcode as LabelBarcode;

/** The image, counting the rows read from it. */
function counted(image: GrayImage): { image: GrayImage; rows: number[] } {
  const rows: number[] = [];
  return {
    rows,
    image: {
      width: image.width,
      height: image.height,
      darkRow: (y, into) => {
        rows.push(y);
        return image.darkRow(y, into);
      },
    },
  };
}

/** an Amazon label page is a 1-bit scan; its Code 128 barcode is the parcel's AWB. */
describe('the Amazon label barcode', () => {
  it('decodes the Code 128 barcode of a generated label scan from one row of its band', async () => {
    const doc = new TextDocument(await realShapeAmazonPdf(ORDERS), nodeInflate);
    const started = performance.now();
    const read = ORDERS.map((_, at) =>
      doc.withLabelImage(2 * at + 1, (image) => {
        expect(image?.width).toBe(1200);
        const { image: watched, rows } = counted(image as GrayImage);
        return { awb: readLabelAwb(watched, BARCODE), rows };
      }),
    );
    const perPage = (performance.now() - started) / ORDERS.length;
    console.info(`Amazon label barcode: ${perPage.toFixed(2)} ms a page`);
    expect(read.map(({ awb }) => awb)).toEqual(ORDERS.map((order) => order.awb));
    // The band's middle row (of 1800) crosses the barcode (rows 300 to 520): nothing else is read.
    for (const { rows } of read) expect(rows).toEqual([432]);
  });

  it('reads the AWB of a label scanned upside down from the same band turned over', async () => {
    const doc = new TextDocument(await realShapeAmazonPdf(ORDERS.slice(0, 1)), nodeInflate);
    doc.withLabelImage(1, (found) => {
      const image = found as GrayImage;
      const upsideDown: GrayImage = {
        width: image.width,
        height: image.height,
        darkRow: (y, into) => image.darkRow(image.height - 1 - y, into).reverse(),
      };
      const { image: watched, rows } = counted(upsideDown);
      expect(readLabelAwb(watched, BARCODE)).toBe(ORDERS[0]?.awb);
      expect(rows.length).toBeLessThanOrEqual(18);
    });
  });

  it('records the AWB on the label page reading, the invoice reading staying without one', async () => {
    const bytes = await realShapeAmazonPdf(ORDERS.slice(0, 1));
    const reader = createPageReader(loadNodePdfJs, nodeInflate);
    await reader.open('file', bytes, 'amazon.pdf');
    const [label, invoice] = await reader.read('file', 'amazon', [1, 2]);
    await reader.close('file');
    expect(label?.awb).toBe(ORDERS[0]?.awb);
    expect(invoice?.awb).toBe('');
  });

  it('reads no AWB from a label scan without a barcode, having looked at its band both ways up, then across the whole image', async () => {
    const bytes = await realShapeAmazonPdf([{ ...(ORDERS[0] as (typeof ORDERS)[number]), awb: undefined }]);
    new TextDocument(bytes, nodeInflate).withLabelImage(1, (found) => {
      const { image, rows } = counted(found as GrayImage);
      expect(readLabelAwb(image, BARCODE)).toBe('');
      expect(rows.length).toBe(9 + 9 + 30);
    });
  });

  it('takes only a code of the AWB shape: not the order number', () => {
    expect(BARCODE.isAwb('362500000001')).toBe(true);
    expect(BARCODE.isAwb('403-1234567-1234567')).toBe(false);
    expect(BARCODE.isAwb('BLR4')).toBe(false);
  });
});
