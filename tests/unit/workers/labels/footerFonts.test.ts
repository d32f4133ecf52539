import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { FooterFonts } from '../../../../workers/labels/footerFonts';
import { nodeFooterFonts } from '../../../../workers/labels/nodeFonts';
import { readBack } from '../../../support/labelTestKit';

describe('FooterFonts', () => {
  it('draws Latin, ₹ and Devanagari in runs of the font that has them, and ? for what none has', async () => {
    const document = await PDFDocument.create();
    const fonts = new FooterFonts(document, await nodeFooterFonts());
    const page = document.addPage([595, 842]);
    await fonts.draw(page, '2 X [Diya] पीतल दीया ₹250 中', 10, 800, 12);
    expect(fonts.unsupported).toEqual(['中']);
    const [back] = await readBack(await document.save());
    expect(back?.lines).toEqual(['2 X [Diya] पीतल दीया ₹250 ?']);
  });

  it('draws a line again on later pages, after other lines have added glyphs to the subset', async () => {
    const document = await PDFDocument.create();
    const fonts = new FooterFonts(document, await nodeFooterFonts());
    const first = document.addPage([595, 842]);
    await fonts.draw(first, '1 X [Kaudi] ₹25', 10, 800, 12);
    await fonts.draw(first, '3 X [Gomti Chakra] दीया', 10, 780, 12);
    const second = document.addPage([595, 842]);
    await fonts.draw(second, '1 X [Kaudi] ₹25', 10, 800, 12);
    const [one, two] = await readBack(await document.save());
    expect(one?.lines).toEqual(['1 X [Kaudi] ₹25', '3 X [Gomti Chakra] दीया']);
    expect(two?.lines).toEqual(['1 X [Kaudi] ₹25']);
    expect(two?.pieces.map((piece) => piece.x)).toEqual(one?.pieces.slice(0, two?.pieces.length).map((piece) => piece.x));
  });

  it('embeds only the fonts a page used, as subsets', async () => {
    const document = await PDFDocument.create();
    const fonts = new FooterFonts(document, await nodeFooterFonts());
    await fonts.draw(document.addPage(), '1 X [Horse Shoe Nail]', 10, 800, 12);
    const bytes = await document.save();
    expect(bytes.length).toBeLessThan(40_000);
    expect(Buffer.from(bytes).toString('latin1')).not.toContain('NotoSansDevanagari');
  });
});
