import { PDFDocument, PDFRef } from 'pdf-lib';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { describe, expect, it } from 'vitest';
import { realShapeFlipkartParcels, realShapeFlipkartPdf } from '../../../fixtures/realShapeFlipkartPdf';
import { loadNodePdfJs } from '../../../../workers/labels/pdfjsNode';
import { skipFontPrograms } from '../../../../workers/labels/skipFontPrograms';

/** Every text item pdf.js gives, as plain data, without going through openDocument (which skips). */
async function textItems(bytes: Uint8Array): Promise<unknown[]> {
  const pdfjs = await loadNodePdfJs();
  const doc = await pdfjs.getDocument({ data: bytes, isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  const items: unknown[] = [];
  for (let number = 1; number <= doc.numPages; number++) {
    const content = await (await doc.getPage(number)).getTextContent();
    for (const item of content.items as TextItem[]) items.push([item.str, item.transform, item.width, item.height, item.hasEOL]);
  }
  await doc.destroy();
  return items;
}

describe('skipFontPrograms', () => {
  it('hides the full TrueType programs of Type0 fonts with ToUnicode, and pdf.js reads the same text', async () => {
    const bytes = await realShapeFlipkartPdf(realShapeFlipkartParcels(2));
    const skipped = bytes.slice();
    expect(skipFontPrograms(skipped)).toBe(2);
    expect(skipped.length).toBe(bytes.length);
    expect(await textItems(skipped)).toEqual(await textItems(bytes.slice()));
  });

  it('leaves a descriptor alone when a simple font uses it too', async () => {
    const pdf = await PDFDocument.load(await realShapeFlipkartPdf(realShapeFlipkartParcels(1)));
    const cidFonts = pdf.context.enumerateIndirectObjects().filter(([, object]) => String(object).includes('/CIDFontType2'));
    const descriptor = cidFonts.map(([, object]) => /\/FontDescriptor (\d+) 0 R/.exec(String(object))?.[1]).find(Boolean);
    pdf.context.register(
      pdf.context.obj({ Type: 'Font', Subtype: 'TrueType', BaseFont: 'Shared', FontDescriptor: PDFRef.of(Number(descriptor)) }),
    );
    const bytes = await pdf.save({ useObjectStreams: false });
    expect(skipFontPrograms(bytes)).toBe(1);
  });

  it('does nothing to a file with compressed object streams', async () => {
    const pdf = await PDFDocument.load(await realShapeFlipkartPdf(realShapeFlipkartParcels(1)));
    const bytes = await pdf.save({ useObjectStreams: true });
    expect(skipFontPrograms(bytes.slice())).toBe(0);
  });
});
