import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { Platform } from '../../../../../src/domain/records';
import { labelFixture } from '../../../../fixtures/labelFixtures';
import { createPageReader, pdfJsPageText, readingOf } from '../../../../../workers/labels/pageReader';
import { openDocument } from '../../../../../workers/labels/pdfjsSeam';
import { loadNodePdfJs } from '../../../../../workers/labels/pdfjsNode';
import { nodeInflate } from '../../../../../workers/labels/pdfText/nodeInflate';
import { portableInflate } from '../../../../../workers/labels/pdfText/portableInflate';
import { TextDocument, UnsupportedPdf } from '../../../../../workers/labels/pdfText/textDocument';
import { deflatedPage, onePage, rawPdf, stream, winAnsiFont } from './rawPdf';

const FLIPKART_TEXT = 'BT /F1 10 Tf 20 300 Td (Order Id: OD432198765012345678) Tj 0 -20 Td (AWB No. FMPP1234567890) Tj ET';

/** Each page as the label reader would read it with pdf.js alone. */
async function pdfJsReadings(bytes: Uint8Array, platform: Platform) {
  const doc = await openDocument(await loadNodePdfJs(), bytes.slice());
  const readings = [];
  for (let number = 1; number <= doc.numPages; number++)
    readings.push(readingOf(platform, number, await pdfJsPageText(doc, number)));
  await doc.destroy();
  return readings;
}

/** The label reader's readings of every page, and how many times it loaded pdf.js. */
async function readerReadings(bytes: Uint8Array, platform: Platform) {
  let pdfJsLoads = 0;
  const reader = createPageReader(() => {
    pdfJsLoads += 1;
    return loadNodePdfJs();
  }, nodeInflate);
  const pages = await reader.open('file', bytes.slice(), 'file.pdf');
  const readings = await reader.read(
    'file',
    platform,
    Array.from({ length: pages }, (_, at) => at + 1),
  );
  await reader.close('file');
  return { readings, pdfJsLoads };
}

/** Refused by the own reader on opening or on its first page; read in full by the label reader through pdf.js. */
async function readThroughPdfJs(bytes: Uint8Array, platform: Platform, refusedOn: 'open' | 'page') {
  if (refusedOn === 'open') expect(() => new TextDocument(bytes.slice(), nodeInflate)).toThrow(UnsupportedPdf);
  else expect(() => new TextDocument(bytes.slice(), nodeInflate).pageText(1)).toThrow(UnsupportedPdf);
  const { readings, pdfJsLoads } = await readerReadings(bytes, platform);
  expect(pdfJsLoads).toBe(1);
  expect(readings).toEqual(await pdfJsReadings(bytes, platform));
  return readings;
}

/** `bytes` with the cross-reference entry of object `number` pointing 7 bytes too far. */
function misplaced(bytes: Uint8Array, number: number): Uint8Array {
  const text = Buffer.from(bytes).toString('latin1');
  const table = text.lastIndexOf('xref\n0 ');
  const entry = table + 'xref\n0 1\n'.length + 20 * number;
  const offset = Number(text.slice(entry, entry + 10)) + 7;
  return Uint8Array.from(Buffer.from(text.slice(0, entry) + String(offset).padStart(10, '0') + text.slice(entry + 10), 'latin1'));
}

describe('what the own text reader refuses, and that the label reader still reads it through pdf.js', () => {
  it('bytes that are no PDF, an empty file and a damaged one are refused on opening', async () => {
    for (const name of ['not-a-pdf.pdf', 'empty.pdf', 'corrupt.pdf', 'catalogue.json'] as const) {
      const bytes = await labelFixture(name);
      expect(() => new TextDocument(bytes, nodeInflate)).toThrow(UnsupportedPdf);
    }
  });

  it('a file cut short before its startxref: pdf.js rebuilds its table', async () => {
    const whole = onePage({ content: FLIPKART_TEXT });
    const cut = whole.subarray(0, Buffer.from(whole).toString('latin1').indexOf('startxref'));
    const readings = await readThroughPdfJs(cut, 'flipkart', 'open');
    expect(readings[0]?.orderId).toBe('OD432198765012345678');
  });

  it('bytes before the header shift every offset: refused on opening, pdf.js reads it', async () => {
    const shifted = Uint8Array.from([
      ...Buffer.from('HTTP/1.1 200 OK\r\n\r\n', 'latin1'),
      ...onePage({ content: FLIPKART_TEXT }),
    ]);
    const readings = await readThroughPdfJs(shifted, 'flipkart', 'open');
    expect(readings[0]?.orderId).toBe('OD432198765012345678');
  });

  it('an encrypted file and an owner-locked one are refused on opening; pdf.js opens the owner-locked one', async () => {
    const encrypted = await labelFixture('encrypted.pdf');
    expect(() => new TextDocument(encrypted, nodeInflate)).toThrow(UnsupportedPdf);
    const readings = await readThroughPdfJs(await labelFixture('owner-locked.pdf'), 'flipkart', 'open');
    expect(readings[0]?.orderId).toBe('OD100000000000000099');
  });

  it('a cross-reference entry that misses its object: the page is refused, pdf.js finds the object', async () => {
    const readings = await readThroughPdfJs(misplaced(onePage({ content: FLIPKART_TEXT }), 4), 'flipkart', 'page');
    expect(readings[0]?.orderId).toBe('OD432198765012345678');
  });

  it('the Meesho fixture: standard Helvetica without /Widths is refused per page, and read by pdf.js', async () => {
    const readings = await readThroughPdfJs(await labelFixture('meesho.pdf'), 'meesho', 'page');
    expect(readings.map((reading) => reading.orderId)).toEqual(['123456789012_1', '123456789013_1', '123456789014_1']);
  });

  it('a standard font without /Widths drawn by pdf-lib', async () => {
    const pdf = await PDFDocument.create({ updateMetadata: false });
    const page = pdf.addPage([300, 400]);
    page.drawText('Order Id: OD432198765012345678', {
      x: 20,
      y: 300,
      size: 10,
      font: await pdf.embedFont(StandardFonts.Helvetica),
    });
    const readings = await readThroughPdfJs(await pdf.save(), 'flipkart', 'page');
    expect(readings[0]?.orderId).toBe('OD432198765012345678');
  });

  it('a content filter other than Flate, a Type3 font, a font set by a graphics state', async () => {
    const hex = Buffer.from(FLIPKART_TEXT, 'latin1').toString('hex');
    const ascii = onePage({ content: FLIPKART_TEXT, objects: {} });
    const filtered = Buffer.from(ascii)
      .toString('latin1')
      .replace(
        `<<  /Length ${FLIPKART_TEXT.length} >>\nstream\n${FLIPKART_TEXT}`,
        `<< /Filter /ASCIIHexDecode /Length ${hex.length + 1} >>\nstream\n${hex}>`,
      );
    expect(filtered).toContain('ASCIIHexDecode');
    await readThroughPdfJs(Uint8Array.from(Buffer.from(filtered, 'latin1')), 'flipkart', 'page');

    const type3 = onePage({
      content: 'BT /F1 10 Tf 20 300 Td (ab) Tj ET',
      resources: '/Font << /F1 6 0 R >>',
      objects: {
        6: '<< /Type /Font /Subtype /Type3 /FontBBox [0 0 1000 1000] /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs << /a 7 0 R /b 7 0 R >> /Encoding << /Type /Encoding /Differences [97 /a /b] >> /FirstChar 97 /LastChar 98 /Widths [600 600] >>',
        7: stream('', '600 0 d0 0 0 500 500 re f'),
      },
    });
    await readThroughPdfJs(type3, 'flipkart', 'page');

    const viaState = onePage({
      content: `/GS1 gs ${FLIPKART_TEXT}`,
      resources: '/Font << /F1 5 0 R >> /ExtGState << /GS1 << /Type /ExtGState /Font [5 0 R 12] >> >>',
    });
    await readThroughPdfJs(viaState, 'flipkart', 'page');
  });

  it('what pdf.js reads in ways of its own is left to it: control codes in a WinAnsi font, octal escapes past 255, odd ToUnicode targets, a /Count the kids contradict', async () => {
    const winAnsi = { resources: '/Font << /F1 6 0 R >>', objects: { 6: winAnsiFont('Type1', 'LabelSans') } };
    await readThroughPdfJs(
      onePage({ ...winAnsi, content: 'BT /F1 12 Tf 20 300 Td (one\r\ntwo\n\nthree\rfour) Tj ET' }),
      'flipkart',
      'page',
    );
    await readThroughPdfJs(onePage({ content: 'BT /F1 12 Tf 20 300 Td (a\\777b) Tj ET' }), 'flipkart', 'page');
    const toUnicode = (target: string) =>
      onePage({
        resources: '/Font << /F1 6 0 R >>',
        content: 'BT /F1 12 Tf 20 300 Td (abc) Tj ET',
        objects: {
          6: '<< /Type /Font /Subtype /TrueType /BaseFont /Other /FirstChar 97 /LastChar 99 /Widths [500 500 500] /ToUnicode 7 0 R >>',
          7: stream(
            '',
            `/CIDInit /ProcSet findresource begin 12 dict begin begincmap 1 begincodespacerange <00> <FF> endcodespacerange\n3 beginbfchar <61> <0041> <62> <0042> <63> ${target} endbfchar\nendcmap CMapName currentdict /CMap defineresource pop end end`,
          ),
        },
      });
    await readThroughPdfJs(toUnicode('<004100>'), 'flipkart', 'page');
    await readThroughPdfJs(toUnicode('<D83D>'), 'flipkart', 'page');
    const counted = (count: number) =>
      rawPdf({
        1: '<< /Type /Catalog /Pages 2 0 R >>',
        2: `<< /Type /Pages /Kids [3 0 R 6 0 R] /Count ${count} /MediaBox [0 0 200 200] /Resources << /Font << /F1 5 0 R >> >> >>`,
        3: '<< /Type /Page /Parent 2 0 R /Contents 4 0 R >>',
        4: stream('', 'BT /F1 12 Tf 20 100 Td (Page one) Tj ET'),
        5: winAnsiFont('TrueType', 'LabelSans'),
        6: '<< /Type /Page /Parent 2 0 R /Contents 7 0 R >>',
        7: stream('', 'BT /F1 12 Tf 20 100 Td (Page two) Tj ET'),
      });
    expect((await readThroughPdfJs(counted(1), 'flipkart', 'open')).length).toBe(1);
    await readThroughPdfJs(counted(3), 'flipkart', 'open');
  });

  it('a content stream cut short is not read in part: the page fails as it does in pdf.js', async () => {
    const bytes = deflatedPage(20, 30);
    for (const inflate of [nodeInflate, portableInflate])
      expect(() => new TextDocument(bytes.slice(), inflate).pageText(1)).toThrow(UnsupportedPdf);
    await expect(readerReadings(bytes, 'flipkart')).rejects.toThrow();
  });

  it('a file the own reader reads never loads pdf.js', async () => {
    const bytes = onePage({ content: FLIPKART_TEXT });
    const { readings, pdfJsLoads } = await readerReadings(bytes, 'flipkart');
    expect(pdfJsLoads).toBe(0);
    expect(readings).toEqual(await pdfJsReadings(bytes, 'flipkart'));
  });
});
