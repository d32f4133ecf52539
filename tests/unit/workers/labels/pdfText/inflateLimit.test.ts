import { deflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { mergeLabels } from '../../../../../workers/labels/mergeLabels';
import { nodeFooterFonts } from '../../../../../workers/labels/nodeFonts';
import { loadNodePdfJs } from '../../../../../workers/labels/pdfjsNode';
import { nodeInflate } from '../../../../../workers/labels/pdfText/nodeInflate';
import { portableInflate } from '../../../../../workers/labels/pdfText/portableInflate';
import { INFLATE_LIMIT, type Inflate, InflateLimitError } from '../../../../../workers/labels/pdfText/streamData';
import { TextDocument } from '../../../../../workers/labels/pdfText/textDocument';
import { inlineReaderPool } from '../../../../../workers/labels/readerPool';
import { bombLabelFile, deflatedZeros } from '../../../../support/inflateBomb';
import { rawPdf, stream } from './rawPdf';

const MB = 1024 * 1024;
const INFLATES: Record<string, Inflate> = { "Node's zlib (command line)": nodeInflate, 'fflate (browsers)': portableInflate };

/** Content that deflates as drawing operators do, far less than zeros: `count` boxes. */
const boxes = (count: number) =>
  new TextEncoder().encode(Array.from({ length: count }, (_, at) => `${at % 288} ${at % 432} 10 10 re f\n`).join(''));
const same = (a: Uint8Array, b: Uint8Array) => Buffer.compare(Buffer.from(a), Buffer.from(b)) === 0;

describe('inflating is bounded', () => {
  let bomb: Uint8Array;
  let zeros: Uint8Array;
  beforeAll(async () => {
    bomb = await deflatedZeros(100 * MB);
    zeros = await deflatedZeros(20 * MB);
  });

  it('the bomb of the tests: 100 MB of zeros in ~100 KB', () => {
    expect(bomb.length).toBeLessThan(200 * 1024);
  });

  for (const [name, inflate] of Object.entries(INFLATES)) {
    describe(name, () => {
      it('stops past the limit, with or without the zlib header, and says which limit', () => {
        expect(() => inflate(bomb, INFLATE_LIMIT)).toThrow(InflateLimitError);
        expect(() => inflate(bomb, 10 * MB)).toThrow(expect.objectContaining({ name: 'InflateLimitError', limit: 10 * MB }));
        expect(() => inflate(bomb.subarray(0, bomb.length - 4), 10 * MB)).toThrow(InflateLimitError);
      });

      it('inflates what stays within the limit as before, long or short, checksum or not', () => {
        expect(inflate(zeros, 20 * MB)).toHaveLength(20 * MB);
        for (const data of [boxes(10), boxes(500_000)]) {
          const zlib = new Uint8Array(deflateSync(data));
          expect(same(inflate(zlib, INFLATE_LIMIT), data)).toBe(true);
          expect(same(inflate(zlib.subarray(0, zlib.length - 4), INFLATE_LIMIT), data)).toBe(true);
        }
      });

      it('a page inflating past the limit in several streams is refused as one in one stream is', () => {
        const part = new Uint8Array(deflateSync(boxes(100_000)));
        const pdf = rawPdf({
          1: '<< /Type /Catalog /Pages 2 0 R >>',
          2: '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 /MediaBox [0 0 288 432] >>',
          3: '<< /Type /Page /Parent 2 0 R /Contents 5 0 R >>',
          4: '<< /Type /Page /Parent 2 0 R /Contents [5 0 R 5 0 R 5 0 R] >>',
          5: stream('/Filter /FlateDecode', part),
        });
        const doc = new TextDocument(pdf, inflate, 4 * MB);
        expect(doc.pageText(1).pieces).toEqual([]);
        expect(() => doc.pageText(2)).toThrow(InflateLimitError);
        expect(doc.pageText(1).pieces).toEqual([]);
      });
    });
  }
});

describe('a merge of a label file whose page inflates past the limit', { timeout: 60_000 }, () => {
  let bomb: Uint8Array;
  beforeAll(async () => {
    bomb = await deflatedZeros(100 * MB);
  });
  const merge = (data: Uint8Array) =>
    mergeLabels(
      { flipkart: [{ name: 'bomb.pdf', data }] },
      { pool: inlineReaderPool(loadNodePdfJs, portableInflate), fonts: nodeFooterFonts },
    );

  it('stops, naming the file and the page (as in a browser: fflate)', async () => {
    await expect(merge(await bombLabelFile(bomb, 2, 3))).rejects.toThrow(
      'bomb.pdf page 2: compressed data inflates to more than 64 MB',
    );
  });

  it('refuses a file its own parser cannot open before pdf-lib or pdf.js inflate it', async () => {
    const file = await bombLabelFile(bomb, 2, 3);
    // No startxref: only pdf-lib and pdf.js, which rebuild the table, read it.
    const at = Buffer.from(file).lastIndexOf('startxref');
    await expect(merge(file.subarray(0, at))).rejects.toThrow('bomb.pdf: compressed data inflates to more than 64 MB');
  });
});
