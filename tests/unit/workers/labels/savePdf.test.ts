import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { bulkStreams, savePdf } from '../../../../workers/labels/savePdf';
import { joinBytes } from '../../../../workers/labels/joinBytes';

/** A page drawing an image of `size` x `size` grey pixels, held as a large uncompressed stream. */
async function documentWithImage(size: number): Promise<PDFDocument> {
  const document = await PDFDocument.create({ updateMetadata: false });
  const pixels = Uint8Array.from({ length: size * size }, (_, at) => (at * 7) % 256);
  const image = document.context.register(
    document.context.stream(pixels, {
      Type: 'XObject',
      Subtype: 'Image',
      Width: size,
      Height: size,
      ColorSpace: 'DeviceGray',
      BitsPerComponent: 8,
    }),
  );
  const page = document.addPage([200, 200]);
  page.node.setXObject(page.node.newXObjectKey('Im'), image);
  page.drawRectangle({ x: 10, y: 10, width: 20, height: 20 });
  return document;
}

const imagesOf = (document: PDFDocument): PDFRawStream[] =>
  document.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFRawStream => object instanceof PDFRawStream && object.dict.has(PDFName.of('Width')));

describe('savePdf', () => {
  it("writes the same bytes as pdf-lib's own save, large streams included", async () => {
    const expected = await (await documentWithImage(300)).save({ useObjectStreams: false });
    const parts = await savePdf(await documentWithImage(300));
    const saved = joinBytes(parts);
    expect(saved.length).toBeGreaterThan(90_000);
    expect(Buffer.from(saved).equals(Buffer.from(expected))).toBe(true);
  });

  it("writes a large stream's contents as a part of its own, the bytes the document holds", async () => {
    const document = await documentWithImage(300);
    const [image] = imagesOf(document);
    const parts = await savePdf(document);
    expect(parts.some((part) => part.buffer === image?.contents.buffer && part.length === 300 * 300)).toBe(true);
    // The rest goes out in few parts: small objects are put together.
    expect(parts.length).toBeLessThan(10);
  });

  it('writes a file pdf-lib reads back with the stream intact', async () => {
    const original = await documentWithImage(100);
    const pixels = imagesOf(original)[0]?.contents.slice();
    const back = await PDFDocument.load(joinBytes(await savePdf(original)));
    expect(back.getPageCount()).toBe(1);
    expect(imagesOf(back).map((image) => image.contents)).toEqual([pixels]);
  });

  it("copies a bulk-streamed document's pages into another as pdf-lib copies them", async () => {
    const copyOf = async (source: PDFDocument) => {
      const target = await PDFDocument.create({ updateMetadata: false });
      for (const page of await target.copyPages(source, [0])) target.addPage(page);
      return target.save({ useObjectStreams: false });
    };
    const expected = await copyOf(await documentWithImage(300));
    const source = await documentWithImage(300);
    bulkStreams(source);
    expect(Buffer.from(await copyOf(source)).equals(Buffer.from(expected))).toBe(true);
  });
});
