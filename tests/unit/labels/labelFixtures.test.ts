import { readFile } from 'node:fs/promises';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { LABEL_FIXTURES, labelFixture } from '../../fixtures/labelFixtures';
import { openDocument } from '../../../workers/labels/pdfjsSeam';
import { loadNodePdfJs } from '../../../workers/labels/pdfjsNode';
import { pageTexts } from './labelTestKit';

/** Decoded lengths of the embedded TrueType programs (FontFile2) of a PDF. */
async function embeddedTrueTypeSizes(bytes: Uint8Array): Promise<number[]> {
  const pdf = await PDFDocument.load(bytes);
  const sizes: number[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
    const file = object.lookup(PDFName.of('FontFile2'));
    if (file instanceof PDFRawStream) sizes.push(decodePDFRawStream(file).decode().length);
  }
  return sizes;
}

describe('label fixtures', { timeout: 20_000 }, () => {
  it('are generated the same, byte for byte, every time', { timeout: 30_000 }, async () => {
    for (const make of Object.values(LABEL_FIXTURES))
      expect(Buffer.from(await make()).equals(Buffer.from(await make()))).toBe(true);
  });

  it('Amazon: image-only label pages, text on the invoice pages, an odd page count when asked', async () => {
    const texts = await pageTexts(await labelFixture('amazon-basic.pdf'));
    expect(texts).toHaveLength(14);
    expect(texts.filter((_, at) => at % 2 === 0).every((text) => text === '')).toBe(true);
    expect(texts[1]).toContain('Order Number: 403-1111111-0000001');
    expect(texts[1]).toContain('B0KKX2KQ2D ( KK-X2KQ-2DRV )');
    expect(texts[9]).toContain('-₹10.00');
    expect(await pageTexts(await labelFixture('amazon-odd-pages.pdf'))).toHaveLength(5);
  });

  it('Flipkart: one page per order with the full TrueType font, shared or once per page', async () => {
    const font = (await readFile(new URL('../../../public/fonts/NotoSans-Regular.ttf', import.meta.url))).length;
    expect(await embeddedTrueTypeSizes(await labelFixture('flipkart-basic.pdf'))).toEqual([font]);
    expect(await embeddedTrueTypeSizes(await labelFixture('flipkart-font-per-page.pdf'))).toEqual([font, font, font]);
    const texts = await pageTexts(await labelFixture('flipkart-basic.pdf'));
    expect(texts).toHaveLength(6);
    expect(texts[1]).toContain('OD000000000000000002');
    expect(texts[1]).toContain('TOTAL QTY: 3');
  });

  it('cut words come out of text extraction with spaces inside them', async () => {
    const flipkart = (await pageTexts(await labelFixture('flipkart-split-words.pdf')))[0] ?? '';
    expect(flipkart).toContain('OD0000 000000 000000 10');
    expect(flipkart).toContain('1 KAUD I_25+P ACK | Natura l Yell ow');
    const amazon = (await pageTexts(await labelFixture('amazon-split-words.pdf')))[1] ?? '';
    expect(amazon).toContain('Order Number : 403- 111111 1-0000 011');
    expect(amazon).toContain('B0KKX2KQ2 D ( KK-X2 KQ-2DRV )');
  });

  it('broken files fail where real ones do', async () => {
    const pdfjs = await loadNodePdfJs();
    await expect(openDocument(pdfjs, await labelFixture('encrypted.pdf'))).rejects.toMatchObject({ name: 'PasswordException' });
    const ownerLocked = await labelFixture('owner-locked.pdf');
    expect(await pageTexts(ownerLocked)).toEqual(['OD100000000000000099']);
    await expect(PDFDocument.load(ownerLocked)).rejects.toThrow(/encrypted/);
    await expect(openDocument(pdfjs, await labelFixture('corrupt.pdf'))).rejects.toThrow();
    await expect(openDocument(pdfjs, await labelFixture('not-a-pdf.pdf'))).rejects.toThrow();
    expect((await labelFixture('empty.pdf')).length).toBe(0);
  });
});
