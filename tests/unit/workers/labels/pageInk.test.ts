import { describe, expect, it } from 'vitest';
import { clearSpace, pushTextInk } from '../../../../src/domain/labels/clearSpace';
import { flipkartCropBox } from '../../../../src/domain/labels/flipkartCrop';
import { LABEL_BORDER, realShapeFlipkartParcels, realShapeFlipkartPdf } from '../../../fixtures/realShapeFlipkartPdf';
import { pdfJsPageText } from '../../../../workers/labels/pageReader';
import { openDocument } from '../../../../workers/labels/pdfjsSeam';
import { loadNodePdfJs } from '../../../../workers/labels/pdfjsNode';
import { nodeInflate } from '../../../../workers/labels/pdfText/nodeInflate';
import { TextDocument } from '../../../../workers/labels/pdfText/textDocument';

const A4 = { x: 0, y: 0, width: 595, height: 842 };

function withText(
  ink: readonly number[],
  pieces: readonly { str: string; x: number; y: number; width: number; height: number }[],
) {
  const all = [...ink];
  for (const piece of pieces) if (piece.str.trim()) pushTextInk(all, piece.x, piece.y, piece.width, piece.height);
  return all;
}

/** What the footer keeps clear of is measured the same by the project's reader and by pdf.js's operator list. */
describe('what a label page draws', { timeout: 30_000 }, () => {
  it('is measured alike by both readers: on a real-shaped Flipkart page, the crop right of the label border is clear', async () => {
    const bytes = await realShapeFlipkartPdf(realShapeFlipkartParcels(3));
    const own = new TextDocument(bytes, nodeInflate);
    const pdfjs = await loadNodePdfJs();
    const doc = await openDocument(pdfjs, bytes.slice());
    try {
      for (let page = 1; page <= 3; page++) {
        const ownPage = own.pageText(page);
        const pdfJsPage = await pdfJsPageText(doc, page, pdfjs);
        // Paths and images: the border, its row lines, the dashed cut line, barcodes and the QR code.
        expect(ownPage.ink?.length).toBeGreaterThan(0);
        const crop = flipkartCropBox(A4);
        const ownSpace = clearSpace(crop, withText(ownPage.ink ?? [], ownPage.pieces));
        const theirSpace = clearSpace(crop, withText(pdfJsPage.ink ?? [], pdfJsPage.pieces));
        expect(ownSpace.right?.x).toBeCloseTo(theirSpace.right?.x ?? NaN, 3);
        expect(ownSpace.left?.width).toBeCloseTo(theirSpace.left?.width ?? NaN, 3);
        expect(ownSpace.top).toEqual(theirSpace.top);
        expect(ownSpace.bottom).toEqual(theirSpace.bottom);
        // The border's right line (0.75 wide, counted at least 1 wide) and 2 of margin: nothing else reaches past it.
        expect(ownSpace.right?.x).toBeCloseTo(LABEL_BORDER.right + Math.max(0.5, LABEL_BORDER.width / 2) + 2, 3);
        expect(ownSpace.right?.height).toBeCloseTo(crop.height - 4, 3);
        // The bottom border line reaches into the crop: there is no strip below the label.
        expect(ownSpace.bottom).toBeUndefined();
      }
    } finally {
      await doc.destroy();
    }
  });
});
