import type { PDFPageProxy } from 'pdfjs-dist';
import type { PdfJsModule } from './pdfjsSeam';
import { type Matrix, multiply } from './pdfText/textState';

/** Pushes the page-space bounds of the box (x0, y0, x1, y1) under `ctm`, widened by `pad`. */
function pushBox(ink: number[], ctm: Matrix, x0: number, y0: number, x1: number, y1: number, pad: number): void {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [x, y] of [
    [x0, y0],
    [x1, y0],
    [x0, y1],
    [x1, y1],
  ] as const) {
    xs.push(ctm[0] * x + ctm[2] * y + ctm[4]);
    ys.push(ctm[1] * x + ctm[3] * y + ctm[5]);
  }
  ink.push(Math.min(...xs) - pad, Math.min(...ys) - pad, Math.max(...xs) + pad, Math.max(...ys) + pad);
}

/**
 * What a page pdf.js reads draws, as the project's own reader measures it (InkBoxes): the paths
 * it paints, with their line width, and the images it shows, in page space. For the files that
 * reader leaves to pdf.js (encrypted, damaged), so that their footers keep clear of the same lines.
 */
export async function pdfJsInk(pdfjs: PdfJsModule, page: PDFPageProxy): Promise<number[]> {
  const { OPS } = pdfjs;
  const { fnArray, argsArray } = await page.getOperatorList();
  const ink: number[] = [];
  const stack: { ctm: Matrix; lineWidth: number }[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  let lineWidth = 1;
  fnArray.forEach((fn, at) => {
    const args = (argsArray[at] ?? []) as unknown[];
    switch (fn) {
      case OPS.save:
        stack.push({ ctm, lineWidth });
        break;
      case OPS.restore:
      case OPS.paintFormXObjectEnd:
        ({ ctm, lineWidth } = stack.pop() ?? { ctm, lineWidth });
        break;
      case OPS.transform:
        ctm = multiply(ctm, args as number[]);
        break;
      case OPS.paintFormXObjectBegin:
        stack.push({ ctm, lineWidth });
        if (Array.isArray(args[0])) ctm = multiply(ctm, args[0] as number[]);
        break;
      case OPS.setLineWidth:
        if (typeof args[0] === 'number') lineWidth = args[0];
        break;
      case OPS.constructPath: {
        const [op, , bounds] = args as [number, unknown, ArrayLike<number> | null];
        if (!bounds || op === OPS.endPath) break;
        const stroked = op !== OPS.fill && op !== OPS.eoFill;
        const scale = Math.hypot(ctm[0], ctm[1]);
        const pad = stroked ? Math.max(0.5, (lineWidth * scale) / 2) : 0;
        pushBox(ink, ctm, bounds[0] ?? 0, bounds[1] ?? 0, bounds[2] ?? 0, bounds[3] ?? 0, pad);
        break;
      }
      case OPS.paintImageXObject:
      case OPS.paintInlineImageXObject:
      case OPS.paintImageMaskXObject:
        pushBox(ink, ctm, 0, 0, 1, 1, 0);
        break;
      default:
        break;
    }
  });
  return ink;
}
