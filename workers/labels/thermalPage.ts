import {
  clip,
  concatTransformationMatrix,
  endPath,
  PDFContentStream,
  type PDFPage,
  PDFName,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
} from 'pdf-lib';
import type { Box } from '../../src/domain/labels/flipkartCrop';
import { THERMAL_PAGE, thermalPlacement, type ThermalPlacement } from '../../src/domain/labels/outputLayout';

/**
 * Turns a copied page into a 4x6 page holding only `label`, scaled and placed: the page's own
 * content is wrapped in a transform and clipped to the label, so what lies outside it (Flipkart's
 * invoice) is not drawn; the page's resources are kept as they are, nothing is re-encoded.
 * Footers drawn afterwards go in a content stream after the wrap, in the page's own units.
 */
export function placeOnThermalPage(page: PDFPage, label: Box): ThermalPlacement {
  const placement = thermalPlacement(label);
  const { scale, x, y } = placement;
  const { context } = page.doc;
  page.node.normalize();
  // A few dozen bytes each, left uncompressed: deflating them cost more time than it saved.
  const start = PDFContentStream.of(
    context.obj({}),
    [
      pushGraphicsState(),
      concatTransformationMatrix(scale, 0, 0, scale, x - label.x * scale, y - label.y * scale),
      rectangle(label.x, label.y, label.width, label.height),
      clip(),
      endPath(),
    ],
    false,
  );
  const end = PDFContentStream.of(context.obj({}), [popGraphicsState()], false);
  page.node.wrapContentStreams(context.register(start), context.register(end));
  // Links and form fields would point at their old places on the A4 page.
  page.node.delete(PDFName.of('Annots'));
  page.node.delete(PDFName.of('Rotate'));
  page.setMediaBox(0, 0, THERMAL_PAGE.width, THERMAL_PAGE.height);
  page.setCropBox(0, 0, THERMAL_PAGE.width, THERMAL_PAGE.height);
  for (const box of ['BleedBox', 'TrimBox', 'ArtBox']) page.node.delete(PDFName.of(box));
  return placement;
}
