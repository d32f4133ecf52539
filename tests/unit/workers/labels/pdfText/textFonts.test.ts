import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
// fontkit shapes Devanagari with generator code that expects this global.
import 'regenerator-runtime/runtime';
import { describe, expect, it } from 'vitest';
import { sameTextAsPdfJs } from '../../../../support/pdfTextOracle';
import { onePage, stream, winAnsiFont } from './rawPdf';

const FONTS = new URL('../../../../../public/fonts/', import.meta.url);
const NOTO = readFileSync(new URL('NotoSans-Regular.ttf', FONTS));
const DEVANAGARI = readFileSync(new URL('NotoSansDevanagari-Regular.ttf', FONTS));

/** `(...)` of the given codes, each written as an octal escape. */
const octal = (codes: readonly number[]) => `(${codes.map((code) => `\\${code.toString(8).padStart(3, '0')}`).join('')})`;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, at) => from + at);
/** Latin-1 letters and signs WinAnsi shares with Unicode (the soft hyphen 0xAD aside). */
const LATIN1 = [...range(0xa0, 0xac), ...range(0xae, 0xff)];

const toUnicode = (body: string) =>
  stream(
    '',
    `/CIDInit /ProcSet findresource begin 12 dict begin begincmap /CMapName /Test-UCS def /CMapType 2 def
1 begincodespacerange <0000> <FFFF> endcodespacerange
${body}
endcmap CMapName currentdict /CMap defineresource pop end end`,
  );

describe('textFonts: the text and widths of fonts as pdf.js reads them', () => {
  it.each(['Type1', 'TrueType'] as const)('a %s font with WinAnsi codes and /Widths, no program', async (subtype) => {
    const lines = [range(0x20, 0x4f), range(0x50, 0x7e), LATIN1.slice(0, 40), LATIN1.slice(40)];
    const content = lines.map((codes, at) => `BT /F1 9 Tf 10 ${380 - at * 20} Td ${octal(codes)} Tj ET`).join('\n');
    const texts = await sameTextAsPdfJs(
      onePage({ content, objects: { 6: winAnsiFont(subtype, 'LabelSerif') }, resources: '/Font << /F1 6 0 R >>' }),
    );
    expect(texts[0]).toContain('ABC');
  });

  it('a TrueType font with its program embedded, WinAnsi codes and its own widths', async () => {
    const font = fontkit.create(NOTO);
    const codes = [...range(0x20, 0x7e), ...LATIN1];
    const width = (code: number) => Math.round((font.glyphForCodePoint(code).advanceWidth * 1000) / font.unitsPerEm);
    const widths = range(0x20, 0xff).map((code) => (codes.includes(code) ? width(code) : 0));
    const content = [range(0x20, 0x4f), range(0x50, 0x7e), LATIN1.slice(0, 40), LATIN1.slice(40)]
      .map((line, at) => `BT /F1 10 Tf 10 ${380 - at * 20} Td ${octal(line)} Tj ET`)
      .join('\n');
    const texts = await sameTextAsPdfJs(
      onePage({
        content,
        resources: '/Font << /F1 6 0 R >>',
        objects: {
          6: `<< /Type /Font /Subtype /TrueType /BaseFont /NotoSans-Regular /FirstChar 32 /LastChar 255 /Widths [${widths.join(' ')}] /Encoding /WinAnsiEncoding /FontDescriptor 7 0 R >>`,
          7: '<< /Type /FontDescriptor /FontName /NotoSans-Regular /Flags 32 /ItalicAngle 0 /Ascent 1069 /Descent -293 /CapHeight 714 /StemV 80 /FontBBox [-621 -389 2800 1067] /FontFile2 8 0 R >>',
          8: stream(`/Length1 ${NOTO.length}`, new Uint8Array(NOTO)),
        },
      }),
    );
    expect(texts[0]).toContain('ABC');
  });

  it('a simple font with a ToUnicode map: bfchar, bfrange with a start and with a list, several characters', async () => {
    const map = toUnicode(`4 beginbfchar
<01> <20B9>
<02> <0066 0069>
<03> <00A0>
<20> <0020>
endbfchar
2 beginbfrange
<41> <5A> <0041>
<61> <63> [<0078> <0079> <007A>]
endbfrange`).slice();
    const texts = await sameTextAsPdfJs(
      onePage({
        resources: '/Font << /F1 6 0 R >>',
        content: 'BT /F1 12 Tf 20 300 Td (\\001 AB \\002ABC abc) Tj 0 -20 Td (NAME\\003SPACED) Tj ET',
        objects: {
          6: `<< /Type /Font /Subtype /TrueType /BaseFont /Mapped /FirstChar 1 /LastChar 99 /Widths [${range(1, 99)
            .map((code) => 300 + code * 3)
            .join(
              ' ',
            )}] /ToUnicode 7 0 R /FontDescriptor << /Type /FontDescriptor /FontName /Mapped /Flags 4 /MissingWidth 250 /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 >> >>`,
          7: map,
        },
      }),
    );
    expect(texts.join('|')).toContain('₹');
  });

  it('a Type0 Identity-H font with ToUnicode, /W in both forms, /DW and word spacing', async () => {
    const hex = (codes: readonly number[]) => `<${codes.map((code) => code.toString(16).padStart(4, '0')).join('')}>`;
    const texts = await sameTextAsPdfJs(
      onePage({
        resources: '/Font << /F1 6 0 R >>',
        content: [
          `BT /F1 11 Tf 20 350 Td ${hex([0x10, 0x11, 0x12, 3, 0x13, 0x10])} Tj`,
          `0 -20 Td 15 Tw ${hex([0x10, 0x20, 0x11, 3, 0x12])} Tj 0 Tw`,
          `0 -20 Td [${hex([0x30, 0x31])} -400 ${hex([0x32, 0x33, 0x34])}] TJ`,
          `0 -20 Td ${hex([0x40, 0x41, 0x10, 0x42])} Tj ET`,
        ].join('\n'),
        objects: {
          6: '<< /Type /Font /Subtype /Type0 /BaseFont /CidSans /Encoding /Identity-H /DescendantFonts [7 0 R] /ToUnicode 8 0 R >>',
          7: '<< /Type /Font /Subtype /CIDFontType2 /BaseFont /CidSans /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor 9 0 R /CIDToGIDMap /Identity /DW 700 /W [16 [600 650 700 720] 48 52 560 3 [250]] >>',
          8: toUnicode(`3 beginbfchar
<0003> <0020>
<0020> <0051>
<0042> <D83D DE00>
endbfchar
3 beginbfrange
<0010> <0013> <0041>
<0030> <0034> [<0031> <0032> <0033> <0034> <0035>]
<0040> <0041> <0915>
endbfrange`),
          9: '<< /Type /FontDescriptor /FontName /CidSans /Flags 32 /ItalicAngle 0 /Ascent 900 /Descent -200 /CapHeight 700 /StemV 80 /FontBBox [0 -200 1000 900] >>',
        },
      }),
    );
    expect(texts.join('|')).toContain('12 345');
  });

  it('fonts pdf-lib embeds (Type0, subset): Latin text and Devanagari with its combining signs', async () => {
    const pdf = await PDFDocument.create({ updateMetadata: false });
    pdf.registerFontkit(fontkit);
    const latin = await pdf.embedFont(NOTO, { subset: true });
    const hindi = await pdf.embedFont(DEVANAGARI, { subset: true });
    const page = pdf.addPage([400, 300]);
    page.drawText('Invoice No: FAAB1234 • Qty 2 × ₹1,299.00', { x: 10, y: 250, size: 10, font: latin });
    page.drawText('किसान ऑर्डर संख्या क्षेत्र', { x: 10, y: 220, size: 12, font: hindi });
    page.drawText('Ship to: ', { x: 10, y: 190, size: 9, font: latin });
    page.drawText('श्री', { x: 50, y: 190, size: 9, font: hindi });
    const texts = await sameTextAsPdfJs(await pdf.save({ useObjectStreams: false }));
    expect(texts[0]).toContain('FAAB1234');
  });

  it('ToUnicode targets pdf.js treats apart: a ligature, an em space, a soft hyphen, a zero-width space, combining marks, NUL', async () => {
    await sameTextAsPdfJs(
      onePage({
        resources: '/Font << /F1 6 0 R >>',
        content: 'BT /F1 12 Tf 20 300 Td (abcdefgh) Tj 0 -20 Td (hah) Tj ET',
        objects: {
          6: '<< /Type /Font /Subtype /TrueType /BaseFont /Other /FirstChar 97 /LastChar 104 /Widths [500 500 500 500 500 500 500 500] /ToUnicode 7 0 R >>',
          7: toUnicode(
            '8 beginbfchar <61> <FB01> <62> <2003> <63> <00AD> <64> <200B> <65> <0301> <66> <0000> <67> <0041 0301> <68> <2126> endbfchar',
          ),
        },
      }),
    );
  });

  it.each([
    ['a range whose targets carry into the next byte', '1 beginbfrange <61> <64> <00FE> endbfrange', 'abcd', 'þÿĀā'],
    ['a range of surrogate pairs', '1 beginbfrange <61> <63> <D83DDE00> endbfrange', 'abc', '😀😁😂'],
    ['a range of two-character targets', '1 beginbfrange <61> <63> <00660066> endbfrange', 'abc', 'fffgfh'],
    [
      'later sections overriding earlier ones',
      '1 beginbfchar <61> <0041> endbfchar 1 beginbfchar <61> <0042> endbfchar 1 beginbfrange <62> <63> <0043> endbfrange 1 beginbfchar <62> <0058> endbfchar',
      'abc',
      'BXD',
    ],
  ])('ToUnicode: %s', async (_, map, shown, text) => {
    const texts = await sameTextAsPdfJs(
      onePage({
        resources: '/Font << /F1 6 0 R >>',
        content: `BT /F1 12 Tf 20 300 Td (${shown}) Tj ET`,
        objects: {
          6: '<< /Type /Font /Subtype /TrueType /BaseFont /Other /FirstChar 97 /LastChar 100 /Widths [500 500 500 500] /ToUnicode 7 0 R >>',
          7: toUnicode(map),
        },
      }),
    );
    expect(texts).toEqual([text]);
  });
});
