import { PDFDocument, PDFRef } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { CopiedObject } from '../../../../workers/labels/copiedObject';
import { PdfName, PdfRef, PdfStream, PdfString, type PdfValue } from '../../../../workers/labels/pdfText/pdfObjects';

const renumber = (source: PdfRef) => PDFRef.of(source.num + 100, source.gen);
const written = (value: PdfValue) => CopiedObject.of(value, renumber).toString();
const dict = (entries: Record<string, PdfValue>) => new Map(Object.entries(entries));

describe('objects copied as bytes', () => {
  it('writes what PDF reads: names escaped, strings in hex, numbers without exponents, references renumbered', () => {
    expect(written(PdfName.of('AAAAAB+Deja Vu#Sans(Bold)/é'))).toBe('/AAAAAB+Deja#20Vu#23Sans#28Bold#29#2f#e9');
    expect(written(new PdfString(Uint8Array.of(0, 0x41, 0xff)))).toBe('<0041ff>');
    expect(written([0, -12, 0.5, 1e-7, -2.5e-8, 1e-30, 2.5e21, true, false, null])).toBe(
      '[0 -12 0.5 0.0000001 -0.000000025 0 2500000000000000000000 true false null ]',
    );
    expect(written(dict({ Type: PdfName.of('Font'), DescendantFonts: [new PdfRef(7, 0)], W: [1, [500, 600.25]] }))).toBe(
      '<</Type /Font/DescendantFonts [107 0 R ]/W [1 [500 600.25 ] ]>>',
    );
  });

  it("keeps a stream's bytes as they are, with the length of those bytes whatever the source's /Length said", async () => {
    const data = Uint8Array.from([1, 2, 3, 0x65, 0x6e, 0x64, 0x73, 0x74, 0x72, 0x65, 0x61, 0x6d, 255]);
    const image = new PdfStream(dict({ Length: new PdfRef(9, 0), Subtype: PdfName.of('Image'), Width: 1 }), data);
    const copied = CopiedObject.of(image, renumber);
    expect(copied.toString()).toBe('<</Subtype /Image/Width 1/Length 13>>');
    expect(copied.sizeInBytes()).toBe(copied.toString().length + '\nstream\n'.length + data.length + '\nendstream'.length);

    const output = await PDFDocument.create({ updateMetadata: false });
    const ref = output.context.register(copied);
    const reread = await PDFDocument.load(await output.save({ useObjectStreams: false }));
    const stream = reread.context.lookup(ref);
    expect(stream?.toString()).toContain('/Subtype /Image');
    expect((stream as unknown as { getContents(): Uint8Array }).getContents()).toEqual(data);
  });
});
