import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRef, PDFStream, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { LABEL_FORMATS } from '../../../../src/domain/labels/formats/registry';
import { realShapeAmazonOrders, realShapeAmazonPdf } from '../../../fixtures/realShapeAmazonPdf';
import { realShapeFlipkartParcels, realShapeFlipkartPdf } from '../../../fixtures/realShapeFlipkartPdf';
import { CopiedObject } from '../../../../workers/labels/copiedObject';
import { LabelFileReader } from '../../../../workers/labels/labelFileReader';
import { mergeLabels } from '../../../../workers/labels/mergeLabels';
import { PageCopier } from '../../../../workers/labels/pageCopy';
import { nodeInflate } from '../../../../workers/labels/pdfText/nodeInflate';
import { UnsupportedPdf } from '../../../../workers/labels/pdfText/pdfObjects';
import { savePdf } from '../../../../workers/labels/savePdf';
import { fixtureFile, inlineEnvironment, pageTexts } from '../../../support/labelTestKit';
import { pdfJsPages } from '../../../support/pdfTextOracle';
import { incrementalUpdate, onePage, rawPdf, stream } from './pdfText/rawPdf';
import { joinBytes } from '../../../../workers/labels/joinBytes';

/** `pages` of `bytes` copied into a new document, in order, by the own copier or by pdf-lib. */
async function copied(bytes: Uint8Array, pages: readonly number[], by: 'own' | 'pdf-lib'): Promise<Uint8Array> {
  const output = await PDFDocument.create({ updateMetadata: false });
  const copies =
    by === 'own'
      ? new PageCopier(bytes, nodeInflate).copy(output, pages)
      : await output.copyPages(await PDFDocument.load(bytes), [...pages]);
  for (const page of copies) output.addPage(page);
  return joinBytes(await savePdf(output));
}

const BOXES = ['MediaBox', 'CropBox', 'Rotate'] as const;

/**
 * Each page's boxes and rotation as its own entries (what a copy must carry, inherited or not),
 * and its images and fonts: name and size of each one's data.
 */
async function pageShapes(bytes: Uint8Array): Promise<string[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const resources = page.node.Resources();
    const named = (category: string) => {
      const dict = resources?.lookupMaybe(PDFName.of(category), PDFDict);
      return (dict?.entries() ?? []).map(([name, ref]) => {
        const object = doc.context.lookup(ref);
        const font = object instanceof PDFDict ? object.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray) : undefined;
        const size = object instanceof PDFStream ? object.getContentsSize() : (font?.size() ?? 0);
        return `${category} ${name.asString()} ${size}`;
      });
    };
    return [...BOXES.map((key) => String(page.node.get(PDFName.of(key)) ?? '-')), ...named('XObject'), ...named('Font')];
  });
}

/** Two pages under a /Pages node that gives them their resources, boxes and rotation. */
const inheriting = () =>
  rawPdf({
    1: '<< /Type /Catalog /Pages 2 0 R >>',
    2: '<< /Type /Pages /Kids [3 0 R 6 0 R] /Count 2 /Resources 7 0 R /MediaBox [0 0 300 500] /CropBox [10 10 290 490] /Rotate 90 >>',
    3: '<< /Type /Page /Parent 2 0 R /Contents 4 0 R /Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 50 50] /Dest [6 0 R /Fit] >>] >>',
    4: stream('', 'BT /F1 12 Tf 20 400 Td (First page) Tj ET'),
    5: '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    6: '<< /Type /Page /Parent 2 0 R /Contents 8 0 R /Rotate 0 >>',
    7: '<< /Font << /F1 5 0 R >> >>',
    8: stream('', 'BT /F1 12 Tf 20 400 Td (Second page \\(a title\\)) Tj ET'),
  });

describe('pages copied by the own parser', { timeout: 60_000 }, () => {
  it('copies real-shaped Amazon and Flipkart label pages as pdf-lib does, from plain and packed files: the same text, boxes and rotation', async () => {
    const amazon = await realShapeAmazonPdf(realShapeAmazonOrders(6));
    const flipkart = await realShapeFlipkartPdf(realShapeFlipkartParcels(12, { multiParcelEvery: 5 }));
    // The same pages with their objects packed in object streams and a cross-reference stream.
    const packed = await (await PDFDocument.load(flipkart)).save({ useObjectStreams: true });
    expect(new TextDecoder('latin1').decode(packed)).toContain('/ObjStm');
    for (const [bytes, pages] of [
      [amazon, [1, 0, 2, 4, 11]],
      [flipkart, [11, 0, 5, 6]],
      [packed, [3, 9, 2]],
    ] as const) {
      const own = await copied(bytes, pages, 'own');
      const byPdfLib = await copied(bytes, pages, 'pdf-lib');
      const text = await pdfJsPages(own);
      expect(text).toEqual(await pdfJsPages(byPdfLib));
      expect(text.some((page) => page.lines.length > 0)).toBe(true);
      const shapes = await pageShapes(own);
      expect(shapes).toEqual(await pageShapes(byPdfLib));
      expect(shapes.flat().some((entry) => entry.startsWith('XObject'))).toBe(true);
      // Streams are written as they are in the file, not inflated and deflated again.
      expect(Math.abs(own.length - byPdfLib.length)).toBeLessThan(byPdfLib.length / 100);
    }
  });

  it('gives each page what it inherits as its own, copies what pages share once, and points links at the copies', async () => {
    const bytes = inheriting();
    const output = await PDFDocument.load(await copied(bytes, [1, 0], 'own'));
    const [second, first] = output.getPages();
    if (!first || !second) throw new Error('two pages expected');
    expect(BOXES.map((key) => String(first.node.get(PDFName.of(key))))).toEqual(['[ 0 0 300 500 ]', '[ 10 10 290 490 ]', '90']);
    expect(second.node.get(PDFName.of('Rotate'))).toEqual(PDFNumber.of(0));
    const resources = [first, second].map((page) => page.node.get(PDFName.of('Resources')));
    expect(resources[0]).toBeInstanceOf(PDFRef);
    expect(resources[0]).toBe(resources[1]);
    const link = first.node.Annots()?.lookup(0, PDFDict);
    expect(link?.lookup(PDFName.of('Dest'), PDFArray).get(0)).toBe(second.ref);
    expect((await pdfJsPages(await output.save())).map((page) => page.lines.map((line) => line.text))).toEqual([
      ['Second page (a title)'],
      ['First page'],
    ]);
  });

  it('copies fonts, images and all they reach as bytes, and leaves the resources pdf-lib adds the footer font to as its objects', async () => {
    const bytes = onePage({
      content: 'q 20 0 0 20 10 10 cm /Im1 Do Q BT /F1 12 Tf /G1 gs 20 300 Td (Hello) Tj ET',
      resources: '/Font 6 0 R /XObject << /Im1 7 0 R >> /ExtGState << /G1 << /CA 0.5 >> >>',
      objects: {
        6: '<< /F1 5 0 R >>',
        7: stream(
          '/Type /XObject /Subtype /Image /Width 1 /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8 /Length 8 0 R',
          '',
        ),
        8: '1',
      },
    });
    const output = await PDFDocument.create({ updateMetadata: false });
    const [page] = new PageCopier(bytes, nodeInflate).copy(output, [0]);
    if (!page) throw new Error('one page expected');
    const resources = page.node.Resources();
    const fonts = resources?.lookup(PDFName.of('Font'), PDFDict);
    const images = resources?.lookup(PDFName.of('XObject'), PDFDict);
    expect(output.context.lookup(fonts?.get(PDFName.of('F1')))).toBeInstanceOf(CopiedObject);
    expect(output.context.lookup(images?.get(PDFName.of('Im1')))).toBeInstanceOf(CopiedObject);
    expect(resources?.lookup(PDFName.of('ExtGState'), PDFDict).get(PDFName.of('G1'))).toBeInstanceOf(CopiedObject);
    // What a footer does to the page: a font of its own beside the copied ones.
    const footerFont = await output.embedFont(StandardFonts.Helvetica);
    page.drawText('Footer', { x: 20, y: 20, size: 8, font: footerFont });
    output.addPage(page);

    const saved = joinBytes(await savePdf(output));
    expect((await pdfJsPages(saved)).map((entry) => entry.lines.map((line) => line.text))).toEqual([['Hello', 'Footer']]);
    const reread = await PDFDocument.load(saved);
    const copiedResources = reread.getPage(0).node.Resources();
    const image = reread.context.lookup(copiedResources?.lookup(PDFName.of('XObject'), PDFDict).get(PDFName.of('Im1')));
    expect(image).toBeInstanceOf(PDFStream);
    expect((image as PDFStream).getContents()).toEqual(Uint8Array.of(0x80));
    expect(copiedResources?.lookup(PDFName.of('Font'), PDFDict).keys().map(String)).toHaveLength(2);
  });

  it('refuses what its parser does not handle, and adds nothing to the document when a copy fails on the way', async () => {
    expect(() => new PageCopier(onePage({ content: '', page: '' }).subarray(0, 200), nodeInflate)).toThrow(UnsupportedPdf);
    const encrypted = incrementalUpdate(
      onePage({ content: 'BT ET' }),
      { 9: '<< /Filter /Standard /V 1 /R 2 >>' },
      10,
      '1 0 R /Encrypt 9 0 R',
    );
    expect(() => new PageCopier(encrypted, nodeInflate)).toThrow(UnsupportedPdf);
    const miscounted = rawPdf({
      1: '<< /Type /Catalog /Pages 2 0 R >>',
      2: '<< /Type /Pages /Kids [3 0 R] /Count 2 >>',
      3: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 100 100] >>',
    });
    expect(() => new PageCopier(miscounted, nodeInflate)).toThrow(UnsupportedPdf);

    const broken = onePage({
      content: 'BT /F1 12 Tf 20 300 Td (Hello) Tj ET',
      resources: '/Font << /F1 5 0 R >> /ExtGState << /G 9 0 R >>',
      objects: { 9: '<< /Type /ExtGState /CA bad >>' },
    });
    const output = await PDFDocument.create();
    const before = output.context.enumerateIndirectObjects().length;
    expect(() => new PageCopier(broken, nodeInflate).copy(output, [0])).toThrow(UnsupportedPdf);
    expect(output.context.enumerateIndirectObjects().length).toBe(before);
  });

  it('leaves a file whose copy fails on the way to pdf-lib, which copies it, and the merge goes on', async () => {
    const file = await fixtureFile('flipkart-basic.pdf');
    const base = file.data as Uint8Array;
    const source = await PDFDocument.load(base);
    const page = source.getPage(0);
    // Page 1 made to reach an object this parser refuses and pdf-lib keeps as it is.
    page.node.set(PDFName.of('PieceInfo'), PDFRef.of(source.context.largestObjectNumber + 1));
    const size = source.context.largestObjectNumber + 2;
    const damaged = incrementalUpdate(
      base,
      { [page.ref.objectNumber]: page.node.toString(), [size - 1]: '<< /Data bad >>' },
      size,
      source.context.trailerInfo.Root?.toString(),
    );

    const output = await PDFDocument.create();
    expect(() => new PageCopier(damaged, nodeInflate).copy(output, [0])).toThrow(UnsupportedPdf);
    const reader = new LabelFileReader(LABEL_FORMATS.flipkart, { name: 'damaged.pdf', data: damaged }, 0);
    expect(reader.openAhead(nodeInflate)).toBe(6);
    const copies = await reader.copyInto(output, reader.outputPages());
    expect(copies).toHaveLength(6);

    const merged = await mergeLabels({ flipkart: [{ name: 'damaged.pdf', data: damaged }] }, inlineEnvironment());
    const clean = await mergeLabels({ flipkart: [await fixtureFile('flipkart-basic.pdf')] }, inlineEnvironment());
    expect(merged.summary.pages).toBe(6);
    expect(await pageTexts(merged.pdf)).toEqual(await pageTexts(clean.pdf));
  });
});
