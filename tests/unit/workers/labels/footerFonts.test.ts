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

  it('embeds only the fonts a page used, as subsets', async () => {
    const document = await PDFDocument.create();
    const fonts = new FooterFonts(document, await nodeFooterFonts());
    await fonts.draw(document.addPage(), '1 X [Horse Shoe Nail]', 10, 800, 12);
    const bytes = await document.save();
    expect(bytes.length).toBeLessThan(40_000);
    expect(Buffer.from(bytes).toString('latin1')).not.toContain('NotoSansDevanagari');
  });
});
