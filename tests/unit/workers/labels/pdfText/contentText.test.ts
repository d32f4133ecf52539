import { describe, expect, it } from 'vitest';
import { ownPages, sameTextAsPdfJs } from '../../../../support/pdfTextOracle';
import { PdfLexer } from '../../../../../workers/labels/pdfText/pdfLexer';
import { PdfString } from '../../../../../workers/labels/pdfText/pdfObjects';
import { onePage, rawPdf, stream, winAnsiFont } from './rawPdf';

describe('contentText reads text operators as pdf.js does', () => {
  it('TJ arrays: kerning inside words, word gaps and wide gaps', async () => {
    const texts = await sameTextAsPdfJs(
      onePage({
        content: [
          'BT /F1 12 Tf 20 360 Td [(Inv)-30(oice)-250(No)-600(:)-1200(OD123)-3000(Total)15(Qty)] TJ ET',
          'BT /F1 10 Tf 20 330 Td [(A)120(W)80(B)-90(1)-110(2)-600(3)-601(4)] TJ [(tail)] TJ [-2500 (after)] TJ ET',
          'BT /F1 9 Tf 300 300 Td [(back)2000(wards)] TJ ET',
        ].join('\n'),
      }),
    );
    expect(texts.join('|')).toContain('OD123');
  });

  it('character and word spacing, horizontal scaling, rise, leading and the quote operators', async () => {
    const texts = await sameTextAsPdfJs(
      onePage({
        content: [
          'BT /F1 10 Tf 20 370 Td 2 Tc (Char spaced) Tj 0 Tc',
          '0 -20 Td 8 Tw (Word spaced text) Tj 0 Tw',
          '0 -20 Td 150 Tz (Wide text) Tj 100 Tz 3 Ts ( raised) Tj -3 Ts (low) Tj 0 Ts',
          '12 TL T* (next line) Tj (quoted) \' 4 1 (double quoted) " T* 50 Tz (narrow) Tj',
          '20 -40 TD (moved) Tj T* (and down) Tj ET',
        ].join('\n'),
      }),
    );
    expect(texts.join('|')).toContain('double');
  });

  it('literal strings with escapes, octal codes and line continuations; hex strings', async () => {
    const texts = await sameTextAsPdfJs(
      onePage({
        content: [
          'BT /F1 11 Tf 20 360 Td (a\\(b\\)c \\\\ d \\101\\102C \\0643 \\61 (nested (parens)) end) Tj',
          '0 -20 Td (split \\',
          'across lines) Tj 0 -20 Td <48656C6C6F2C20776F726C64> Tj <4A6F696E6564204865782> Tj',
          '0 -20 Td <5370 61 63\n6564 2> Tj ET',
        ].join('\n'),
      }),
    );
    expect(texts.join('|')).toContain('Hello, world');
    expect(texts.join('|')).toContain('Spaced');
  });

  it('reads true, false and null as values: a page with an image mask is read, not left to pdf.js', async () => {
    const values = new PdfLexer(new TextEncoder().encode('<< /A true /B false /C null >>')).read(true);
    expect(values).toEqual(
      new Map<string, unknown>([
        ['A', true],
        ['B', false],
        ['C', null],
      ]),
    );
    const masked = onePage({
      content: 'q 20 0 0 20 10 350 cm /Im1 Do Q BT /F1 12 Tf 20 300 Td (After the mask) Tj ET',
      resources: '/Font << /F1 5 0 R >> /XObject << /Im1 6 0 R >>',
      objects: { 6: stream('/Type /XObject /Subtype /Image /Width 1 /Height 1 /ImageMask true /Decode [1 0]', '\x00') },
    });
    expect(await sameTextAsPdfJs(masked)).toEqual(['After the mask']);
  });

  it('control-character escapes in literal strings give their codes (what a WinAnsi font shows for them is left to pdf.js)', () => {
    const lexer = new PdfLexer(new TextEncoder().encode('(tab\\t new\\n return\\r form\\f back\\b)'));
    const string = lexer.read(false);
    expect(string).toBeInstanceOf(PdfString);
    expect([...(string as PdfString).bytes].filter((code) => code < 0x20)).toEqual([0x09, 0x0a, 0x0d, 0x0c, 0x08]);
  });

  it('a rotated text matrix, a rotated and a scaled CTM', async () => {
    await sameTextAsPdfJs(
      onePage({
        content: [
          'BT /F1 12 Tf 0 1 -1 0 200 50 Tm (Rotated ninety) Tj ( more) Tj ET',
          'BT /F1 12 Tf 0 -1 1 0 250 350 Tm (Rotated back) Tj ET',
          'BT /F1 12 Tf -1 0 0 -1 380 380 Tm (Upside down) Tj ET',
          'q 0 1 -1 0 400 0 cm BT /F1 10 Tf 30 30 Td (By the CTM) Tj ET Q',
          'q 2 0 0 2 0 0 cm BT /F1 8 Tf 10 20 Td (Scaled twice) Tj ET Q',
          'BT /F1 10 Tf 0.866 0.5 -0.5 0.866 60 60 Tm (Thirty degrees) Tj ET',
          'BT /F1 10 Tf 20 20 Td (Upright) Tj ET',
        ].join('\n'),
      }),
    );
  });

  it('a CropBox smaller than the MediaBox sets the view; text partly outside it', async () => {
    const bytes = onePage({
      mediaBox: '[0 0 400 400]',
      page: '/CropBox [50 40 350 360]',
      content: [
        'BT /F1 12 Tf 30 200 Td (Starts left of the view) Tj ET',
        'BT /F1 12 Tf 300 250 Td (Runs past the right edge) Tj ET',
        'BT /F1 12 Tf 100 370 Td (Above the view) Tj ET',
        'BT /F1 12 Tf 100 20 Td (Below the view) Tj ET',
        'BT /F1 12 Tf 100 300 Td (Inside) Tj ET',
        'BT /F1 12 Tf 100 355 Td (Top edge) Tj ET',
      ].join('\n'),
    });
    await sameTextAsPdfJs(bytes);
    expect(ownPages(bytes)[0]?.view).toEqual([50, 40, 350, 360]);
  });

  it('boxes written corner first, a CropBox past the MediaBox and boxes inherited from the page tree', async () => {
    const content = stream('', 'BT /F1 12 Tf 60 60 Td (Boxed) Tj ET');
    const font = winAnsiFont('Type1', 'LabelSans');
    const bytes = rawPdf({
      1: '<< /Type /Catalog /Pages 2 0 R >>',
      2: '<< /Type /Pages /Kids [3 0 R 4 0 R 5 0 R] /Count 3 /MediaBox [0 0 300 200] /Resources << /Font << /F1 7 0 R >> >> >>',
      3: '<< /Type /Page /Parent 2 0 R /Contents 6 0 R >>',
      4: '<< /Type /Page /Parent 2 0 R /MediaBox [300 200 0 0] /CropBox [-20 -20 500 150] /Contents 6 0 R >>',
      5: '<< /Type /Page /Parent 2 0 R /CropBox [10 10 10 100] /Contents 6 0 R >>',
      6: content,
      7: font,
    });
    await sameTextAsPdfJs(bytes);
    expect(ownPages(bytes).map((page) => page.view)).toEqual([
      [0, 0, 300, 200],
      [0, 0, 300, 150],
      [0, 0, 300, 200],
    ]);
  });

  it('/Contents as an array of two streams, split between operators', async () => {
    const texts = await sameTextAsPdfJs(
      rawPdf({
        1: '<< /Type /Catalog /Pages 2 0 R >>',
        2: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        3: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 300] /Resources << /Font << /F1 5 0 R >> >> /Contents [4 0 R 6 0 R] >>',
        4: stream('', 'BT /F1 12 Tf 20 250 Td (First stream) Tj'),
        5: winAnsiFont('TrueType', 'LabelSans'),
        6: stream('', '( and second) Tj 0 -20 Td (Second stream) Tj ET'),
      }),
    );
    expect(texts).toEqual(['First stream and second', 'Second stream']);
  });

  it('text inside Form XObjects drawn with Do, with their /Matrix, nested, and an image XObject', async () => {
    const form = (matrix: string, body: string, resources: string) =>
      stream(`/Type /XObject /Subtype /Form /BBox [0 0 300 300] /Matrix [${matrix}] /Resources << ${resources} >>`, body);
    const texts = await sameTextAsPdfJs(
      onePage({
        resources: '/Font << /F1 5 0 R >> /XObject << /X1 6 0 R /X2 7 0 R /Im 8 0 R >>',
        content: [
          'BT /F1 10 Tf 20 360 Td (Before the form ) Tj ET',
          'q 1 0 0 1 10 100 cm /X1 Do Q',
          'BT /F1 10 Tf 200 360 Td (after the form) Tj ET',
          'q 0.5 0 0 0.5 0 0 cm /X2 Do Q',
          'q 20 0 0 20 300 300 cm /Im Do Q',
          'BT /F1 10 Tf 20 20 Td (Page text) Tj ET',
        ].join('\n'),
        objects: {
          6: form(
            '1 0 0 1 30 40',
            'BT /F1 10 Tf 0 0 Td (In the form) Tj ET\nBT /F1 10 Tf 0 -15 Td (second form line) Tj ET',
            '/Font << /F1 5 0 R >>',
          ),
          7: form(
            '2 0 0 2 5 5',
            'BT /F1 6 Tf 10 50 Td (Scaled form) Tj ET\nq 1 0 0 1 0 20 cm /X3 Do Q',
            '/Font << /F1 5 0 R >> /XObject << /X3 9 0 R >>',
          ),
          8: stream(
            '/Type /XObject /Subtype /Image /Width 2 /Height 2 /ColorSpace /DeviceGray /BitsPerComponent 8',
            '\x00\xff\xff\x00',
          ),
          9: form('1 0 0 1 0 0', 'BT /F1 6 Tf 10 10 Td (Nested form) Tj ET', '/Font << /F1 5 0 R >>'),
        },
      }),
    );
    expect(texts.join('|')).toContain('Nested form');
  });

  it('an inline image with binary data before the text', async () => {
    const texts = await sameTextAsPdfJs(
      onePage({
        content: [
          'q 40 0 0 40 20 300 cm',
          'BI /W 4 /H 4 /BPC 8 /CS /G ID \x00EI\x80\xffET\x0aEIx(\x01\x02)Tj\x00\x7f\xfe\x10 EI',
          'Q',
          'q 10 0 0 10 80 300 cm BI /Width 1 /Height 1 /BitsPerComponent 8 /ColorSpace /DeviceGray ID \x55 EI Q',
          'BT /F1 12 Tf 20 250 Td (After the images) Tj ET',
        ].join('\n'),
      }),
    );
    expect(texts).toEqual(['After the images']);
  });

  it('q and Q keep the font, and a font switched within a line', async () => {
    await sameTextAsPdfJs(
      onePage({
        resources: '/Font << /F1 5 0 R /F2 6 0 R /F3 5 0 R >>',
        objects: { 6: winAnsiFont('TrueType', 'OtherSans') },
        content: [
          'BT /F1 10 Tf 20 300 Td (One) Tj q /F2 14 Tf ( two) Tj Q ( three) Tj /F3 10 Tf ( four) Tj /F1 12 Tf ( five) Tj ET',
          'BT /F2 10 Tf 20 250 Td (Same) Tj /F1 10 Tf (Line) Tj ET',
        ].join('\n'),
      }),
    );
  });

  it('a font of size 1 scaled by Tm, a negative size and a flipped text matrix', async () => {
    await sameTextAsPdfJs(
      onePage({
        content: [
          'BT /F1 1 Tf 12 0 0 12 20 300 Tm (Scaled by Tm) Tj 0 -1.2 Td (next line) Tj [(a)-300(b)-700(c)] TJ',
          '10 0 0 10 20 250 Tm (smaller) Tj 8 0 0 8 100 250 Tm (again) Tj ET',
          'BT /F1 -12 Tf 20 200 Td (Negative size) Tj ET BT /F1 12 Tf 1 0 0 -1 20 150 Tm (Flipped) Tj ET',
        ].join('\n'),
      }),
    );
  });

  it('horizontal scaling with TJ gaps and character spacing, negative word spacing', async () => {
    await sameTextAsPdfJs(
      onePage({
        content: [
          'BT /F1 10 Tf 50 Tz 20 300 Td [(Half)-300(wide)-150(gaps)-700(far)] TJ',
          '0 -20 Td 200 Tz 1 Tc [(Dou)-120(ble)-300(x)] TJ 0 -20 Td 100 Tz -1.5 Tc (Tight text) Tj',
          '0 Tc -4 Tw 0 -20 Td (neg word space) Tj 5 Tw 0 -20 Td [(Hello )-200( World  two)] TJ ET',
        ].join('\n'),
      }),
    );
  });

  it('a rise within a piece, table cells moved by Td, glyphs drawn backwards and overlapping', async () => {
    await sameTextAsPdfJs(
      onePage({
        content: [
          'BT /F1 10 Tf 20 380 Td (H) Tj -2 Ts (2) Tj 0 Ts (O and E=mc) Tj 5 Ts (2) Tj 0 Ts ( done) Tj 0 -20 Td 12 Ts (all raised) Tj 0 Ts ET',
          'BT /F1 8 Tf 20 300 Td (SKU) Tj 60 0 Td (Qty) Tj 30 0 Td (Price) Tj -90 -12 Td (KAUDI) Tj 60 0 Td (2) Tj 30 0 Td (1,299.00) Tj ET',
          'BT /F1 8 Tf 20 280.5 Td (half line) Tj 28 1 Td (up one) Tj 20 -3 Td (down) Tj ET',
          'BT /F1 10 Tf 100 220 Td (Right) Tj -60 0 Td (Left) Tj ET',
          'BT /F1 10 Tf 100 180 Td [(Over)1500(lap)] TJ [(x)300(y)400(z)] TJ ET',
        ].join('\n'),
      }),
    );
  });

  it('sheared and squashed text, a skewed CTM, text running off a small page', async () => {
    await sameTextAsPdfJs(
      onePage({
        content: [
          'BT /F1 10 Tf 1 0 0.3 1 20 300 Tm (Sheared text) Tj ET',
          'BT /F1 10 Tf 2 0 0 0.5 20 250 Tm (Squashed text) Tj ( more) Tj ET',
          'q 1 0.2 0 1 0 0 cm BT /F1 10 Tf 20 200 Td (Skewed ctm) Tj ET Q',
        ].join('\n'),
      }),
    );
    await sameTextAsPdfJs(
      onePage({
        mediaBox: '[0 0 100 100]',
        content: [
          'BT /F1 10 Tf 60 50 Td (Long line running out of the page) Tj ET',
          'BT /F1 10 Tf -20 30 Td (From the left edge in) Tj ET',
          'BT /F1 10 Tf 10 99 Td (top edge) Tj ET BT /F1 10 Tf 10 0 Td (bottom edge) Tj ET',
        ].join('\n'),
      }),
    );
  });

  it('escaped names, comments, numbers without a leading or trailing digit, a missing ET, text outside BT', async () => {
    await sameTextAsPdfJs(
      onePage({
        content: [
          '% a comment (not text) Tj',
          'BT /F#31 12 Tf 20 300 Td (Hash name) Tj % trailing',
          '.5 -20. Td (dot numbers) Tj +0 -20 Td (plus) Tj ET',
          'BT /F1 12 Tf 20 200 Td (no ET) Tj BT 20 150 Td (nested) Tj ET (outside) Tj',
          'BT /F1 12 Tf 20 100 Td (A) Tj [-500] TJ (B) Tj [-100 -100 -100] TJ (C) Tj [] TJ () Tj (D) Tj',
        ].join('\n'),
      }),
    );
  });

  it('a page /Rotate leaves text where it is drawn', async () => {
    await sameTextAsPdfJs(onePage({ page: '/Rotate 90', content: 'BT /F1 12 Tf 20 300 Td (Rotated page) Tj ET' }));
  });

  it('a form drawn inside BT, and a form whose /F1 is another font (pdf.js keeps a font set again at the same name and size)', async () => {
    const texts = await sameTextAsPdfJs(
      onePage({
        resources: '/Font << /F1 5 0 R >> /XObject << /X1 6 0 R /X2 7 0 R >>',
        content: 'BT /F1 10 Tf 20 300 Td (Start ) Tj /X1 Do (end) Tj ET /X2 Do',
        objects: {
          6: stream('/Type /XObject /Subtype /Form /BBox [0 0 400 400]', 'BT /F1 10 Tf 80 300 Td (middle) Tj ET'),
          7: stream(
            '/Type /XObject /Subtype /Form /BBox [0 0 400 400] /Resources << /Font << /F1 8 0 R >> >>',
            'BT /F1 10 Tf 20 200 Td (abc) Tj ET BT /F1 11 Tf 20 150 Td (abc) Tj ET',
          ),
          8: '<< /Type /Font /Subtype /TrueType /BaseFont /Other /FirstChar 97 /LastChar 99 /Widths [500 500 500] /ToUnicode 9 0 R >>',
          9: stream(
            '',
            '/CIDInit /ProcSet findresource begin 12 dict begin begincmap 1 begincodespacerange <00> <FF> endcodespacerange\n1 beginbfrange <61> <63> <0078> endbfrange\nendcmap CMapName currentdict /CMap defineresource pop end end',
          ),
        },
      }),
    );
    expect(texts).toContain('xyz');
  });

  it('an ASCII85 inline image whose data holds "EI" between spaces', async () => {
    const texts = await sameTextAsPdfJs(
      onePage({
        content: [
          'BT /F1 12 Tf 20 250 Td (Before) Tj ET',
          'q 40 0 0 40 20 300 cm BI /W 2 /H 2 /BPC 8 /CS /G /F /A85 ID zz EI (Spurious) Tj ~> EI Q',
          'BT /F1 12 Tf 20 220 Td (After) Tj ET',
        ].join('\n'),
      }),
    );
    expect(texts).toEqual(['Before', 'After']);
  });
});
