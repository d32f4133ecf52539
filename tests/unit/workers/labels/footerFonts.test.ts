import {
  degrees,
  drawText,
  PDFArray,
  PDFContentStream,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFStream,
  rgb,
  StandardFonts,
} from 'pdf-lib';
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

  it("writes pdf-lib's own drawText operators, in one content stream a page that names each font once", async () => {
    const document = await PDFDocument.create();
    const fonts = new FooterFonts(document, await nodeFooterFonts());
    const page = document.addPage([595, 842]);
    await fonts.draw(page, '1 X [Kaudi]', 10.25, 800, 6.5);
    await fonts.draw(page, '2 X [Diya]', 10.25, 790.5, 6.5);
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => document.context.lookup(ref)) : [];
    expect(streams).toHaveLength(1);
    const [stream] = streams;
    const names = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict).keys() ?? [];
    expect(names).toHaveLength(1);
    const [name] = names;
    if (!(stream instanceof PDFStream) || !name) throw new Error('a stream and a font name expected');

    const font = await document.embedFont(StandardFonts.Helvetica);
    const expected = (line: string, y: number) =>
      PDFContentStream.of(
        document.context.obj({}),
        drawText(font.encodeText(line), {
          color: rgb(0, 0, 0),
          font: name,
          size: 6.5,
          rotate: degrees(0),
          xSkew: degrees(0),
          ySkew: degrees(0),
          x: 10.25,
          y,
        }),
        false,
      ).getContentsString();
    const hex = /<[0-9A-Fa-f]+>/g;
    expect(stream.getContentsString().replace(hex, '<>')).toBe(
      (expected('1 X [Kaudi]', 800) + expected('2 X [Diya]', 790.5)).replace(hex, '<>'),
    );
  });
});
