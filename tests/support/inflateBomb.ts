import { once } from 'node:events';
import { constants, createDeflate } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

const CHUNK = 16 * 1024 * 1024;

/** `size` zero bytes deflated (zlib-wrapped), made a chunk at a time: ~1 KB for each MB. */
export async function deflatedZeros(size: number): Promise<Uint8Array> {
  const deflate = createDeflate({ level: 9, strategy: constants.Z_RLE });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const zeros = Buffer.alloc(CHUNK);
  for (let left = size; left > 0; left -= CHUNK) {
    if (!deflate.write(left >= CHUNK ? zeros : zeros.subarray(0, left))) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return new Uint8Array(Buffer.concat(parts));
}

/**
 * A label file of `pages` pages, each a drawn box (no font, so the project's own reader reads
 * every page), whose page `bombPage` (1-based) has as its content stream `deflated`
 * (FlateDecode), as a decompression bomb would.
 */
export async function bombLabelFile(deflated: Uint8Array, bombPage: number, pages = 2): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let number = 1; number <= pages; number++) {
    const page = doc.addPage([288, 432]);
    if (number === bombPage) {
      const stream = PDFRawStream.of(doc.context.obj({ Filter: 'FlateDecode', Length: deflated.length }), deflated);
      page.node.set(PDFName.of('Contents'), doc.context.register(stream));
    } else page.drawRectangle({ x: 20, y: 20, width: 100, height: 50 });
  }
  return doc.save({ useObjectStreams: false });
}
