import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { drawnTextPage, fontNameOn } from '../../../../workers/labels/drawnTextPage';

const contentsOf = (document: PDFDocument, contents: unknown): string[] => {
  if (!(contents instanceof PDFArray)) throw new Error('Contents should be an array');
  return contents.asArray().map((ref) => {
    const stream = document.context.lookup(ref);
    if (stream instanceof PDFRawStream) return new TextDecoder().decode(stream.contents).trim();
    return stream && 'getContentsString' in stream ? (stream.getContentsString as () => string)().trim() : String(stream);
  });
};

describe('drawnTextPage', () => {
  it("puts the page's own streams between q and Q, then the text's stream", async () => {
    const document = await PDFDocument.create();
    const page = document.addPage([200, 200]);
    const own = document.context.register(document.context.stream('1 0 0 1 50 50 cm 0 0 1 rg'));
    page.node.set(PDFName.of('Contents'), own);

    const drawn = drawnTextPage(page);
    drawn.stream.append('BT ET');

    expect(contentsOf(document, page.node.get(PDFName.of('Contents')))).toEqual(['q', '1 0 0 1 50 50 cm 0 0 1 rg', 'Q', 'BT ET']);
  });

  it('keeps the streams of a Contents array held by reference, in order', async () => {
    const document = await PDFDocument.create();
    const page = document.addPage([200, 200]);
    const { context } = document;
    const parts = context.register(
      context.obj([context.register(context.stream('0 g')), context.register(context.stream('1 g'))]),
    );
    page.node.set(PDFName.of('Contents'), parts);

    drawnTextPage(page).stream.append('BT ET');

    expect(contentsOf(document, page.node.get(PDFName.of('Contents')))).toEqual(['q', '0 g', '1 g', 'Q', 'BT ET']);
  });
});

describe('fontNameOn', () => {
  it('names a font once in resources that pages share, and another font of that name apart', async () => {
    const document = await PDFDocument.create();
    const { context } = document;
    const shared = context.register(context.obj({ Font: context.obj({}) }));
    const [first, second] = [document.addPage(), document.addPage()];
    first.node.set(PDFName.of('Resources'), shared);
    second.node.set(PDFName.of('Resources'), shared);
    const font = await document.embedFont(StandardFonts.Helvetica);
    const other = await document.embedFont(StandardFonts.Courier);
    const taken = context.lookup(shared, PDFDict).lookup(PDFName.of('Font'), PDFDict);
    taken.set(PDFName.of(other.name), PDFRef.of(999));

    expect(fontNameOn(first, font)).toBe(`/${font.name}`);
    expect(fontNameOn(second, font)).toBe(`/${font.name}`);
    expect(fontNameOn(second, other)).toBe(`/${other.name}-1`);
    expect(taken.get(PDFName.of(font.name))).toBe(font.ref);
    expect(taken.get(PDFName.of(`${other.name}-1`))).toBe(other.ref);
    // The resources stay one object both pages point at.
    expect(first.node.get(PDFName.of('Resources'))).toBe(shared);
  });

  it('makes inherited resources the page its own before adding to them', async () => {
    const document = await PDFDocument.create();
    const page = document.addPage();
    page.node.delete(PDFName.of('Resources'));
    const inherited = document.context.obj({ XObject: document.context.obj({ Im0: PDFRef.of(5) }) });
    document.catalog.Pages().set(PDFName.of('Resources'), inherited);
    const font = await document.embedFont(StandardFonts.Helvetica);

    expect(fontNameOn(page, font)).toBe(`/${font.name}`);
    const own = page.node.lookup(PDFName.of('Resources'), PDFDict);
    expect(own.lookup(PDFName.of('XObject'), PDFDict).get(PDFName.of('Im0'))).toBe(PDFRef.of(5));
    expect(own.lookup(PDFName.of('Font'), PDFDict).get(PDFName.of(font.name))).toBe(font.ref);
  });
});
