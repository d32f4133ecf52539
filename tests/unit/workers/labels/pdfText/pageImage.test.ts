import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { realShapeAmazonOrders, realShapeAmazonPdf } from '../../../../fixtures/realShapeAmazonPdf';
import { nodeInflate } from '../../../../../workers/labels/pdfText/nodeInflate';
import type { GrayImage } from '../../../../../workers/labels/pdfText/pageImage';
import { portableInflate } from '../../../../../workers/labels/pdfText/portableInflate';
import { type Inflate, InflateLimitError } from '../../../../../workers/labels/pdfText/streamData';
import { TextDocument } from '../../../../../workers/labels/pdfText/textDocument';
import { rawPdf, stream } from './rawPdf';

/** `inflate`, adding up the bytes it inflates, whole or from a cut. */
function counting(inflate: Inflate): { inflate: Inflate; inflated: () => number } {
  let inflated = 0;
  const count = (data: Uint8Array) => {
    inflated += data.length;
    return data;
  };
  const cut = inflate.cut;
  return {
    inflated: () => inflated,
    inflate: Object.assign((data: Uint8Array, limit: number) => count(inflate(data, limit)), {
      cut: cut && ((data: Uint8Array, length: number, limit: number, size: number) => count(cut(data, length, limit, size))),
    }),
  };
}

const rows = (image: GrayImage, ys: readonly number[]) => ys.map((y) => image.darkRow(y, new Uint8Array(image.width)).join(''));

/** A page whose one image is 8 rows of 8 gray samples, each row one shade darker, its data deflated, or unfiltered and `cut` bytes short. */
function grayPage(cut = 0): Uint8Array {
  const samples = Uint8Array.from({ length: 64 }, (_, at) => (at % 8 < at >> 3 ? 0 : 255));
  const packed = new Uint8Array(deflateSync(samples));
  return rawPdf({
    1: '<< /Type /Catalog /Pages 2 0 R >>',
    2: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    3: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 8 8] /Resources << /XObject << /Im 4 0 R >> >> /Contents 5 0 R >>',
    4: stream(
      `/Type /XObject /Subtype /Image /Width 8 /Height 8 /ColorSpace /DeviceGray /BitsPerComponent 8${cut ? '' : ' /Filter /FlateDecode'}`,
      cut ? samples.subarray(0, 64 - cut) : packed,
    ),
    5: stream('', 'q 8 0 0 8 0 0 cm /Im Do Q'),
  });
}

describe("a page's label image", () => {
  it('inflates with Node only as far down as the rows read: under half an Amazon label for its barcode band', async () => {
    const bytes = await realShapeAmazonPdf(realShapeAmazonOrders(1));
    const { inflate, inflated } = counting(nodeInflate);
    new TextDocument(bytes, inflate).withLabelImage(1, (image) => {
      const size = ((image?.width ?? 0) / 8) * (image?.height ?? 0);
      rows(image as GrayImage, [432]);
      expect(inflated()).toBeGreaterThan(433 * 150);
      expect(inflated()).toBeLessThan(size / 2);
    });
  });

  it('reads every row as the image inflated whole does, growing downwards as rows are asked for', async () => {
    const bytes = await realShapeAmazonPdf(realShapeAmazonOrders(1));
    const every = Array.from({ length: 1800 }, (_, y) => y);
    // fflate has no cut: its image is inflated whole at the first row.
    const whole = new TextDocument(bytes, portableInflate).withLabelImage(1, (image) => rows(image as GrayImage, every));
    const { inflate, inflated } = counting(nodeInflate);
    const cut = new TextDocument(bytes, inflate).withLabelImage(1, (image) => rows(image as GrayImage, [432, ...every]));
    expect(cut.slice(1)).toEqual(whole);
    expect(cut[0]).toBe(whole[432]);
    expect(whole.some((row) => row.includes('1'))).toBe(true);
    // Each cut twice as long as the last: well under three times the image in all.
    expect(inflated()).toBeLessThan(3 * 150 * 1800);
  });

  it('reads the rows an image has and paper past where its data ends', () => {
    for (const inflate of [nodeInflate, portableInflate]) {
      const read = new TextDocument(grayPage(), inflate).withLabelImage(1, (image) => rows(image as GrayImage, [0, 3, 7]));
      expect(read).toEqual(['00000000', '11100000', '11111110']);
    }
    // Unfiltered data two rows short of its height: rows 6 and 7 read as paper.
    const short = new TextDocument(grayPage(16), nodeInflate).withLabelImage(1, (image) => rows(image as GrayImage, [5, 6, 7]));
    expect(short).toEqual(['11111000', '00000000', '00000000']);
  });

  it('stays within the inflate budget of the page', async () => {
    const bytes = await realShapeAmazonPdf(realShapeAmazonOrders(1));
    const doc = new TextDocument(bytes, nodeInflate, 100_000);
    expect(() => doc.withLabelImage(1, (image) => rows(image as GrayImage, [1799]))).toThrow(InflateLimitError);
    expect(doc.withLabelImage(1, (image) => rows(image as GrayImage, [100]))).toHaveLength(1);
  });
});
