import { PDFArray, PDFDocument, type PDFPage, PDFRef, typedArrayFor } from 'pdf-lib';
import { UNCATEGORIZED } from '../../src/domain/labels/catalogue';
import { drawnBox } from '../../src/domain/labels/clearSpace';
import { fitFooter, type FooterItem, wrapFooter, type WrappedFooter } from '../../src/domain/labels/footer';
import type { FooterArea } from '../../src/domain/labels/footerArea';
import {
  type FooterPlacement,
  type FooterRegions,
  placeFooterInRegions,
  placeInArea,
} from '../../src/domain/labels/footerPlacement';
import { labelFormat } from '../../src/domain/labels/formats/registry';
import type { OutputLayout } from '../../src/domain/labels/outputLayout';
import type { PickRow } from '../../src/domain/labels/pickList';
import type { FooterFonts } from './footerFonts';
import type { LabelFileReader, LabelPage } from './labelFileReader';
import type { PlannedPage } from './labelPlan';
import { addPickList } from './pickListPage';
import { savePdf } from './savePdf';
import { placeOnThermalPage } from './thermalPage';

/** zlib-wrapped deflate (RFC 1950), as FlateDecode streams hold. */
export type Deflate = (data: Uint8Array) => Uint8Array;

const copyKey = (platform: string, fileIndex: number, sourcePage: number) => `${platform}:${fileIndex}:${sourcePage}`;

/**
 * The output PDF while it is made: each input file's pages that may go out are copied in as soon
 * as the file is parsed (one copy call per file, so the resources its pages share are copied
 * once), while its text is still being read elsewhere; the pages are put in order at the end.
 */
export class OutputDocument {
  private readonly copies = new Map<string, PDFPage>();

  private constructor(readonly document: PDFDocument) {}

  static async create(deflate?: Deflate): Promise<OutputDocument> {
    const document = await PDFDocument.create({ updateMetadata: false });
    if (deflate) {
      const { context } = document;
      context.flateStream = (contents, dict = {}) =>
        context.stream(deflate(typedArrayFor(contents)), {
          ...dict,
          Filter: 'FlateDecode',
        });
    }
    return new OutputDocument(document);
  }

  async copyFrom(file: LabelFileReader): Promise<void> {
    const sourcePages = file.outputPages();
    const copied = await file.copyInto(this.document, sourcePages);
    sourcePages.forEach((sourcePage, at) => {
      const page = copied[at];
      if (page) this.copies.set(copyKey(file.platform, file.fileIndex, sourcePage), page);
    });
  }

  take(label: LabelPage): PDFPage {
    const key = copyKey(label.platform, label.fileIndex, label.sourcePage);
    const page = this.copies.get(key);
    if (!page) throw new Error(`No copy of ${label.fileName} page ${label.sourcePage + 1}`);
    this.copies.delete(key);
    return page;
  }

  /** Copies that did not go out (dropped duplicates) leave the file with their content streams. */
  dropUntaken(): void {
    const { context } = this.document;
    for (const page of this.copies.values()) {
      const contents = page.node.Contents();
      const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
      for (const stream of streams) if (stream instanceof PDFRef) context.delete(stream);
      context.delete(page.ref);
    }
    this.copies.clear();
  }
}

export interface OutputRequest {
  pages: readonly PlannedPage[];
  /** The output with every input page that may go out copied in. */
  output: OutputDocument;
  /** Footer fonts for `output`'s document. */
  fonts: FooterFonts;
  pickList: readonly PickRow[] | null;
  layout: OutputLayout;
  onPageWritten?: () => void;
  signal?: AbortSignal;
}

export interface Output {
  /** The PDF in parts (PdfParts). */
  parts: Uint8Array[];
  pickListPages: number;
  pageCount: number;
  unsupportedCharacters: string[];
  /** Output pages (1-based) whose footer was cut short for want of room. */
  cutFooters: number[];
  /** Output pages (1-based) left without a footer: no clear space on them holds one. */
  unfooted: number[];
}

/** The footer's entries: each item with its own quantity and category. */
function footerItems(planned: PlannedPage): FooterItem[] {
  return planned.items.map((item) => ({
    quantity: item.quantity,
    name: item.name,
    category: item.category === UNCATEGORIZED ? null : item.category,
  }));
}

/**
 * Shows the label as the layout wants it: as downloaded, the page cropped as its format says and
 * the footer where the format finds room; on a 4x6 page, what the label draws (not the blank around
 * it, such as the column right of a Flipkart label) scaled to fill the page, and the footer below.
 */
function placeLabel(page: PDFPage, planned: PlannedPage, layout: OutputLayout): FooterArea | FooterRegions {
  const format = labelFormat(planned.label.platform);
  const media = page.getMediaBox();
  const crop = format.crop(media, planned.label.lowestLabelText);
  if (layout === 'thermal-4x6') return placeOnThermalPage(page, drawnBox(crop ?? media, planned.label.clear)).footer;
  if (crop) page.setCropBox(crop.x, crop.y, crop.width, crop.height);
  return format.footerArea(crop ?? media, planned.label.lowestLabelText, planned.label.clear);
}

/** Footer wrapping, each text once per width, size and line count: a day's orders repeat the same few footers. */
function wrapOnce(fonts: FooterFonts): (text: string, width: number, size: number, maxLines: number) => WrappedFooter {
  // By text, then the shape: a key of its numbers made text took as long as a lookup.
  const wrapped = new Map<string, { width: number; size: number; maxLines: number; found: WrappedFooter }[]>();
  return (text, width, size, maxLines) => {
    let known = wrapped.get(text);
    if (!known) {
      known = [];
      wrapped.set(text, known);
    }
    const same = known.find((entry) => entry.width === width && entry.size === size && entry.maxLines === maxLines);
    if (same) return same.found;
    const found = wrapFooter(text, width, maxLines, (line) => fonts.measure(line, size));
    known.push({ width, size, maxLines, found });
    return found;
  };
}

type Wrap = ReturnType<typeof wrapOnce>;

function footerPlacement(items: readonly FooterItem[], where: FooterArea | FooterRegions, wrap: Wrap): FooterPlacement | null {
  if ('regions' in where)
    return placeFooterInRegions(items, where, (text, width, size) => wrap(text, width, size, Infinity).lines);
  if (!where.baselines.length) return null;
  const wrapped = fitFooter(items, (text) => wrap(text, where.maxWidth, where.size, where.baselines.length));
  return placeInArea(where, wrapped.lines, wrapped.cut);
}

/** What became of a page's footer. */
type Footed = 'whole' | 'cut' | 'no-room';

/**
 * A page whose text gave no item (no text layer, another layout) gets no footer rather than
 * '1 X []'; nor does a page without clear room for one, rather than a footer over its label.
 */
async function drawFooter(
  page: PDFPage,
  planned: PlannedPage,
  fonts: FooterFonts,
  wrap: Wrap,
  layout: OutputLayout,
): Promise<Footed> {
  const where = placeLabel(page, planned, layout);
  if (!planned.items.length) return 'whole';
  const placement = footerPlacement(footerItems(planned), where, wrap);
  if (!placement) return 'no-room';
  for (const line of placement.lines) await fonts.draw(page, line.text, line.x, line.baseline, placement.size);
  return placement.cut ? 'cut' : 'whole';
}

/** Pick list first (when asked), then the planned pages in order, each cropped as its format says and footed. */
export async function writeOutput(request: OutputRequest): Promise<Output> {
  const output = request.output.document;
  const { fonts } = request;
  const pickListPages = request.pickList ? await addPickList(output, fonts, request.pickList, request.layout) : 0;
  const cutFooters: number[] = [];
  const unfooted: number[] = [];
  const wrap = wrapOnce(fonts);
  const labels: PDFPage[] = [];
  for (const [at, planned] of request.pages.entries()) {
    request.signal?.throwIfAborted();
    const page = request.output.take(planned.label);
    labels.push(page);
    const footed = await drawFooter(page, planned, fonts, wrap, request.layout);
    if (footed === 'cut') cutFooters.push(pickListPages + at + 1);
    if (footed === 'no-room') unfooted.push(pickListPages + at + 1);
    request.onPageWritten?.();
  }
  // pdf-lib finds where a page goes by walking the page tree from its start: adding a day's labels
  // at the end one by one walked it a million times, inserting them last first after the pick
  // list walks only the pick list.
  for (const page of labels.reverse()) output.insertPage(pickListPages, page);
  request.output.dropUntaken();
  const parts = await savePdf(output);
  return {
    parts,
    pickListPages,
    pageCount: output.getPageCount(),
    unsupportedCharacters: fonts.unsupported,
    cutFooters,
    unfooted,
  };
}
