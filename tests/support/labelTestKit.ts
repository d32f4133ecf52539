import { PDFDocument } from 'pdf-lib';
import { groupLines, type TextLine, type TextPiece } from '../../src/domain/labels/textLines';
import { labelFixture, type LabelFixtureName } from '../fixtures/labelFixtures';
import { type LabelFileInput, type MergeEnvironment } from '../../workers/labels/mergeLabels';
import { nodeFooterFonts } from '../../workers/labels/nodeFonts';
import { pdfJsPageText } from '../../workers/labels/pageReader';
import { openDocument } from '../../workers/labels/pdfjsSeam';
import { loadNodePdfJs } from '../../workers/labels/pdfjsNode';
import { inlineReaderPool } from '../../workers/labels/readerPool';
import { joinBytes } from '../../workers/labels/joinBytes';

export const inlineEnvironment = (): MergeEnvironment => ({ pool: inlineReaderPool(loadNodePdfJs), fonts: nodeFooterFonts });

export async function fixtureFile(name: LabelFixtureName): Promise<LabelFileInput> {
  return { name, data: await labelFixture(name) };
}

export interface PageReadBack {
  /** Text lines of the page as pdf.js reads them, top first. */
  lines: string[];
  mediaBox: [number, number, number, number];
  cropBox: [number, number, number, number];
  /**
   * The footer's lines joined with spaces: on an Amazon label page (an image) all its text, on a
   * cropped Flipkart page the lines the footer draws inside the crop.
   */
  footer: string;
  /** Every text piece of the page, with its position. */
  pieces: TextPiece[];
}

/**
 * The footer is drawn after the page's own content: on a cropped page, the pieces inside the crop
 * from the first that starts an item ('2 X [') on, as lines.
 */
function footerOf(
  pieces: readonly TextPiece[],
  lines: readonly TextLine[],
  media: readonly number[],
  crop: readonly number[],
): string {
  const cropped = crop.some((value, at) => value !== media[at]);
  if (!cropped) return lines.map((line) => line.text).join(' ');
  const [x = 0, y = 0, width = 0, height = 0] = crop;
  const inside = pieces.filter((piece) => piece.x >= x && piece.x < x + width && piece.y >= y && piece.y < y + height);
  const first = inside.findIndex((piece) => /^\d+ X \[/.test(piece.str));
  if (first < 0) return '';
  return groupLines(inside.slice(first))
    .map((line) => line.text)
    .join(' ');
}

/** Reads an output PDF back: text with pdf.js, boxes with pdf-lib. */
export async function readBack(pdf: Uint8Array | readonly Uint8Array[]): Promise<PageReadBack[]> {
  const bytes = pdf instanceof Uint8Array ? pdf : joinBytes(pdf);
  const boxes = (await PDFDocument.load(bytes)).getPages().map((page) => {
    const media = page.getMediaBox();
    const crop = page.getCropBox();
    return {
      mediaBox: [media.x, media.y, media.width, media.height] as [number, number, number, number],
      cropBox: [crop.x, crop.y, crop.width, crop.height] as [number, number, number, number],
    };
  });
  const doc = await openDocument(await loadNodePdfJs(), bytes.slice());
  const pages: PageReadBack[] = [];
  for (let number = 1; number <= doc.numPages; number++) {
    const { pieces } = await pdfJsPageText(doc, number);
    const box = boxes[number - 1];
    const lines = groupLines(pieces);
    if (box)
      pages.push({
        lines: lines.map((line) => line.text),
        ...box,
        footer: footerOf(pieces, lines, box.mediaBox, box.cropBox),
        pieces,
      });
  }
  await doc.destroy();
  return pages;
}

/** The text of each page of a PDF as pdf.js reads it, pieces joined without spaces. */
export async function pageTexts(pdf: Uint8Array | readonly Uint8Array[]): Promise<string[]> {
  const bytes = pdf instanceof Uint8Array ? pdf : joinBytes(pdf);
  const doc = await openDocument(await loadNodePdfJs(), bytes.slice());
  const texts: string[] = [];
  for (let page = 1; page <= doc.numPages; page++) {
    const content = await (await doc.getPage(page)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await doc.destroy();
  return texts;
}
