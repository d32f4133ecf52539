import type { PdfFile } from './pdfFile';
import { isDict, nameOf, numberOf, type PdfDict, PdfRef, type PdfValue, UnsupportedPdf } from './pdfObjects';

/** What a page takes from its ancestors when it does not say itself (ISO 32000-1, 7.7.3.4). */
const INHERITED_KEYS = ['Resources', 'MediaBox', 'CropBox', 'Rotate'] as const;

type InheritedKey = (typeof INHERITED_KEYS)[number];

export interface PageEntry {
  /** How the page tree refers to the page: links on other pages point at it so. */
  ref: PdfRef | null;
  dict: PdfDict;
  /** The page's own or nearest ancestor's value of each inheritable key, references unresolved. */
  inherited: ReadonlyMap<InheritedKey, PdfValue>;
}

/**
 * The pages of a file in order, by its page tree. A /Resources that is not a dictionary is passed
 * over for the ancestor's, as pdf.js does. What cannot be a page tree (a loop, a kid that is not a
 * dictionary, a /Count the kids contradict) throws UnsupportedPdf: pdf.js and pdf-lib repair it.
 */
export function pageTree(file: PdfFile): PageEntry[] {
  const root = file.get(file.trailer, 'Root');
  const tree = isDict(root) ? root.get('Pages') : undefined;
  const top = file.resolve(tree);
  if (!isDict(top)) throw new UnsupportedPdf('No page tree');
  const pages: PageEntry[] = [];
  const seen = new Set<PdfDict>();
  const collect = (value: PdfValue, node: PdfDict, inherited: ReadonlyMap<InheritedKey, PdfValue>) => {
    if (seen.has(node)) throw new UnsupportedPdf('Page tree loops');
    seen.add(node);
    const here = new Map(inherited);
    for (const key of INHERITED_KEYS) {
      const own = node.get(key);
      if (own !== undefined && (key !== 'Resources' || isDict(file.resolve(own)))) here.set(key, own);
    }
    const kids = file.get(node, 'Kids');
    if (nameOf(file.get(node, 'Type')) === 'Page' || !Array.isArray(kids)) {
      pages.push({ ref: value instanceof PdfRef ? value : null, dict: node, inherited: here });
      return;
    }
    for (const kid of kids) {
      const child = file.resolve(kid);
      if (!isDict(child)) throw new UnsupportedPdf('Page tree kid is not a dictionary');
      collect(kid, child, here);
    }
  };
  collect(tree ?? top, top, new Map());
  // pdf.js trusts /Count over the kids; where they disagree, it reads the file.
  if (numberOf(file.get(top, 'Count')) !== pages.length) throw new UnsupportedPdf('Page count and page tree disagree');
  return pages;
}
