import { expect } from 'vitest';
import { groupLines, type TextPiece } from '../../src/domain/labels/textLines';
import { pdfJsPageText } from '../../workers/labels/pageReader';
import { openDocument } from '../../workers/labels/pdfjsSeam';
import { loadNodePdfJs } from '../../workers/labels/pdfjsNode';
import { nodeInflate } from '../../workers/labels/pdfText/nodeInflate';
import { type Inflate, TextDocument } from '../../workers/labels/pdfText/textDocument';

/** A page as the label readers use it: its lines (top first) and its view box. */
export interface PageLines {
  lines: { y: number; text: string }[];
  view: number[];
}

/**
 * y to a millionth of a unit: the two readers multiply the same matrices in another order, which
 * leaves differences in the last bits (361.2000000000001 against 361.20000000000005).
 */
function linesOf(pieces: readonly TextPiece[]): PageLines['lines'] {
  return groupLines(pieces).map((line) => ({ y: Math.round(line.y * 1e6) / 1e6, text: line.text }));
}

/** Every page as pdf.js reads it, through the same opening the label readers use. */
export async function pdfJsPages(bytes: Uint8Array): Promise<PageLines[]> {
  const doc = await openDocument(await loadNodePdfJs(), bytes.slice());
  try {
    const pages: PageLines[] = [];
    for (let number = 1; number <= doc.numPages; number++) {
      const { pieces, view } = await pdfJsPageText(doc, number);
      pages.push({ lines: linesOf(pieces), view: [...view] });
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}

/** Every page as the project's own text reader (workers/labels/pdfText) reads it; Node's inflate unless told. */
export function ownPages(bytes: Uint8Array, inflate: Inflate = nodeInflate): PageLines[] {
  const doc = new TextDocument(bytes, inflate);
  return Array.from({ length: doc.numPages }, (_, at) => {
    const { pieces, view } = doc.pageText(at + 1);
    return { lines: linesOf(pieces), view: [...view] };
  });
}

/** Checks that the own reader reads `bytes` as pdf.js does (lines and views); returns each page's line texts. */
export async function sameAsPdfJs(bytes: Uint8Array): Promise<string[][]> {
  const own = ownPages(bytes);
  expect(own).toEqual(await pdfJsPages(bytes));
  return own.map((page) => page.lines.map((line) => line.text));
}

/** `sameAsPdfJs`, the line texts of all pages in one list, which must not be empty. */
export async function sameTextAsPdfJs(bytes: Uint8Array): Promise<string[]> {
  const texts = (await sameAsPdfJs(bytes)).flat();
  expect(texts.length).toBeGreaterThan(0);
  return texts;
}
