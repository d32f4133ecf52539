import { describe, expect, it } from 'vitest';
import { ownPages, pdfJsPages } from '../../../../support/pdfTextOracle';
import { onePage, winAnsiFont } from './rawPdf';

const octal = (codes: readonly number[]) => `(${codes.map((code) => `\\${code.toString(8).padStart(3, '0')}`).join('')})`;

/** One line per code, `A<code>B`, in a WinAnsi font with /Widths for 32-255 and no ToUnicode. */
function codesPage(subtype: 'Type1' | 'TrueType', codes: readonly number[]): Uint8Array {
  const content = codes.map((code, at) => `BT /F1 8 Tf 10 ${390 - at * 10} Td (A) Tj ${octal([code])} Tj (B) Tj ET`).join('\n');
  return onePage({ content, resources: '/Font << /F1 6 0 R >>', objects: { 6: winAnsiFont(subtype, 'LabelSans') } });
}

/** Ways of pdf.js's that the own reader follows, found by comparing the two on built files. */
describe('the own text reader reads like pdf.js where PDFs are odd', () => {
  it.each(['Type1', 'TrueType'] as const)(
    '%s WinAnsi font, codes 0x80-0x9F: pdf.js gives € ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ • Ž • • ‘ ’ “ ” • – — ˜ ™ š › œ • ž Ÿ',
    async (subtype) => {
      const bytes = codesPage(
        subtype,
        Array.from({ length: 32 }, (_, k) => 0x80 + k),
      );
      expect(ownPages(bytes)).toEqual(await pdfJsPages(bytes));
    },
  );

  it.each(['Type1', 'TrueType'] as const)('%s WinAnsi font, 0x7F and 0xAD: pdf.js gives • and -', async (subtype) => {
    const bytes = codesPage(subtype, [0x7f, 0xad]);
    expect(ownPages(bytes)).toEqual(await pdfJsPages(bytes));
  });

  it('an inline image whose binary data holds EI between spaces: pdf.js reads the text after the image', async () => {
    const bytes = onePage({
      content:
        'q 40 0 0 40 20 300 cm BI /W 4 /H 4 /BPC 8 /CS /G ID \x10 EI (\x80\x81\x82\x83\x84\x85\x86\x87\x88\x89\x8a\x8b\x8c EI Q\nBT /F1 12 Tf 20 250 Td (After) Tj ET',
    });
    expect(ownPages(bytes)).toEqual(await pdfJsPages(bytes));
  });

  it('an update that frees an object still referenced: pdf.js reads it as null', async () => {
    const base = onePage({ content: 'BT /F1 12 Tf 20 300 Td (Old text) Tj ET' });
    const text = Buffer.from(base).toString('latin1');
    const previous = /startxref\s+(\d+)/.exec(text)?.[1];
    const updated = `${text}\nxref\n4 1\n0000000000 00001 f \ntrailer\n<< /Size 6 /Root 1 0 R /Prev ${previous} >>\nstartxref\n${base.length + 1}\n%%EOF\n`;
    const bytes = Uint8Array.from(Buffer.from(updated, 'latin1'));
    expect(ownPages(bytes)).toEqual(await pdfJsPages(bytes));
  });

  it.each([
    ['Tj', 'BT /F1 12 Tf 20 300 Td (first) (second) Tj ET'],
    ['Td', 'BT /F1 12 Tf 20 300 Td (a) Tj 1 2 3 Td (b) Tj ET'],
    ['Tm', 'BT /F1 12 Tf 9 1 0 0 1 20 300 Tm (a) Tj ET'],
    ['cm', '5 1 0 0 1 0 50 cm BT /F1 12 Tf 20 200 Td (moved) Tj ET'],
  ])('%s with an extra operand in front: pdf.js uses the last ones', async (_, content) => {
    const bytes = onePage({ content });
    expect(ownPages(bytes)).toEqual(await pdfJsPages(bytes));
  });

  it('a MediaBox of no area: pdf.js views US Letter', async () => {
    const bytes = onePage({ mediaBox: '[0 0 0 300]', content: 'BT /F1 12 Tf 20 100 Td (Boxed text) Tj ET' });
    expect(ownPages(bytes)).toEqual(await pdfJsPages(bytes));
  });
});
