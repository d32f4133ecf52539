import { PDFArray, PDFDict, type PDFFont, PDFName, type PDFObject, type PDFPage, PDFRef } from 'pdf-lib';
import { TextContentStream } from './textContentStream';

const CONTENTS = PDFName.of('Contents');
const RESOURCES = PDFName.of('Resources');
const FONT = PDFName.of('Font');

/**
 * A page's own stream for text drawn on it, and the names its fonts have there: each font named
 * once a page, not once a line.
 */
export interface DrawnTextPage {
  stream: TextContentStream;
  fontNames: Map<PDFFont, string>;
}

/**
 * The page's content as pdf-lib's `normalize()` leaves it for drawing, without the rest of what
 * that does a page (an Annots array, empty XObject and ExtGState dictionaries, lookups of every
 * inheritable entry), a tenth of the footers' time: the page's own streams, if any, between `q`
 * and `Q`, so that no transform or colour they leave reaches the text, then the text's stream.
 */
export function drawnTextPage(page: PDFPage): DrawnTextPage {
  const { context } = page.doc;
  const stream = TextContentStream.in(context);
  const contents = page.node.get(CONTENTS);
  const resolved = contents instanceof PDFRef ? context.lookup(contents) : contents;
  const own: PDFObject[] = resolved instanceof PDFArray ? resolved.asArray() : contents ? [contents] : [];
  const text = context.register(stream);
  const wrapped = own.length
    ? [context.getPushGraphicsStateContentStream(), ...own, context.getPopGraphicsStateContentStream(), text]
    : [text];
  page.node.set(CONTENTS, context.obj(wrapped));
  return { stream, fontNames: new Map() };
}

/** A dictionary's dictionary entry (resolved), made an empty one of its own when missing. */
function dictIn(holder: PDFDict, key: PDFName): PDFDict {
  const found = holder.lookup(key);
  if (found instanceof PDFDict) return found;
  const made = holder.context.obj({});
  holder.set(key, made);
  return made;
}

/** The page's resources, inherited ones made its own (as pdf-lib does before it adds to them). */
function resourcesOf(page: PDFPage): PDFDict {
  const own = page.node.lookup(RESOURCES);
  if (own instanceof PDFDict) return own;
  const resources = page.node.Resources() ?? page.doc.context.obj({});
  page.node.set(RESOURCES, resources);
  return resources;
}

/**
 * The name `font` has in the page's font resources, added there under its own name (or that name
 * with a number, when taken by another font). Pages of one file often share their resources:
 * they then share the name.
 */
export function fontNameOn(page: PDFPage, font: PDFFont): string {
  const fonts = dictIn(resourcesOf(page), FONT);
  for (let suffix = 0; ; suffix++) {
    const name = PDFName.of(suffix ? `${font.name}-${suffix}` : font.name);
    const present = fonts.get(name);
    if (present === font.ref) return name.toString();
    if (present === undefined) {
      fonts.set(name, font.ref);
      return name.toString();
    }
  }
}
