import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { ownPages, sameAsPdfJs } from '../../../../support/pdfTextOracle';
import { portableInflate } from '../../../../../workers/labels/pdfText/portableInflate';
import { deflatedPage, incrementalUpdate, onePage, rawPdf, stream, winAnsiFont } from './rawPdf';

const NOTO = readFileSync(new URL('../../../../../public/fonts/NotoSans-Regular.ttf', import.meta.url));

/** Three pages of text in an embedded font, as pdf-lib writes them. */
async function threePages(): Promise<PDFDocument> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.registerFontkit(fontkit);
  const font = await pdf.embedFont(NOTO, { subset: true });
  for (const number of [1, 2, 3]) {
    const page = pdf.addPage([300, 400]);
    page.drawText(`Order OD10000000000000000${number}`, { x: 20, y: 350, size: 12, font });
    page.drawText(`SKU KAUDI-${number} Qty ${number}`, { x: 20, y: 320, size: 10, font });
  }
  return pdf;
}

describe('PdfFile: the ways a file finds its objects, read as pdf.js reads them', () => {
  it('a cross-reference stream with compressed object streams', async () => {
    const bytes = await (await threePages()).save({ useObjectStreams: true });
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/Type\s*\/ObjStm/);
    expect(await sameAsPdfJs(bytes)).toEqual([1, 2, 3].map((n) => [`Order OD10000000000000000${n}`, `SKU KAUDI-${n} Qty ${n}`]));
  });

  it('an incremental update (/Prev) that replaces a page content', async () => {
    const base = onePage({ content: 'BT /F1 12 Tf 20 300 Td (Old text) Tj ET' });
    const updated = incrementalUpdate(
      base,
      { 4: stream('', 'BT /F1 12 Tf 20 300 Td (New text) Tj 0 -20 Td (Added line) Tj ET') },
      6,
    );
    expect(await sameAsPdfJs(updated)).toEqual([['New text', 'Added line']]);
  });

  it('a classic table appended to a file with a cross-reference stream: a page replaced, Flate content added', async () => {
    const base = await (await threePages()).save({ useObjectStreams: true });
    const doc = await PDFDocument.load(base, { updateMetadata: false });
    const page = doc.getPage(1);
    const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    const embedded = (fonts?.entries() ?? []).map(([name, ref]) => `${String(name)} ${String(ref)}`).join(' ');
    expect(embedded).toContain('NotoSans');
    const ownContent = String(page.node.get(PDFName.of('Contents'))).replace(/[[\]]/g, '');
    const added = deflateSync(Buffer.from('BT /F1 11 Tf 30 200 Td (Added by the update) Tj ET', 'latin1'));
    // Numbered past every object of the base file, its object and cross-reference streams included.
    const updated = incrementalUpdate(
      base,
      {
        [page.ref.objectNumber]:
          `<< /Type /Page /Parent ${String(page.node.get(PDFName.of('Parent')))} /MediaBox [0 0 300 400] /Resources << /Font << ${embedded} /F1 1001 0 R >> >> /Contents [${ownContent} 1000 0 R] >>`,
        1000: stream('/Filter /FlateDecode', new Uint8Array(added)),
        1001: winAnsiFont('TrueType', 'LabelSans'),
      },
      1002,
      String(doc.context.trailerInfo.Root),
    );
    const texts = await sameAsPdfJs(updated);
    expect(texts[1]).toEqual(['Order OD100000000000000002', 'SKU KAUDI-2 Qty 2', 'Added by the update']);
  });

  it('a stream /Length that is wrong, and one given by reference', async () => {
    const texts = await sameAsPdfJs(
      rawPdf({
        1: '<< /Type /Catalog /Pages 2 0 R >>',
        2: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        3: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 300] /Resources << /Font << /F1 5 0 R >> >> /Contents [4 0 R 6 0 R] >>',
        4: '<< /Length 7 0 R >>\nstream\nBT /F1 12 Tf 20 250 Td (First) Tj ET\nendstream',
        5: winAnsiFont('TrueType', 'LabelSans'),
        6: '<< /Length 5 >>\nstream\nBT /F1 12 Tf 20 200 Td (Second) Tj ET\nendstream',
        7: '37',
      }),
    );
    expect(texts).toEqual([['First', 'Second']]);
  });

  it("a Flate content stream without its checksum is read whole, as pdf.js reads it, by Node and by the browsers' inflate", async () => {
    const bytes = deflatedPage(12, 4);
    const texts = await sameAsPdfJs(bytes);
    expect(texts[0]).toHaveLength(12);
    expect(ownPages(bytes, portableInflate)).toEqual(ownPages(bytes));
  });
});
