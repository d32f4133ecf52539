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
   * cropped Flipkart page the lines inside the crop below the label's 'Not for resale.' line.
   */
  footer: string;
  /** Every text piece of the page, with its position. */
  pieces: TextPiece[];
}

function footerOf(lines: readonly TextLine[], media: readonly number[], crop: readonly number[]): string {
  const cropped = crop.some((value, at) => value !== media[at]);
  if (!cropped) return lines.map((line) => line.text).join(' ');
  const cropBottom = crop[1] ?? 0;
  const labelEnd = lines.find((line) => /Notforresale/i.test(line.text.replace(/\s+/g, '')))?.y ?? Infinity;
  return lines
    .filter((line) => line.y >= cropBottom && line.y < labelEnd)
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
      pages.push({ lines: lines.map((line) => line.text), ...box, footer: footerOf(lines, box.mediaBox, box.cropBox), pieces });
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
