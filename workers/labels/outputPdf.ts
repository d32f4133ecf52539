import { PDFDocument, type PDFPage } from 'pdf-lib';
import { UNCATEGORIZED } from '../../src/domain/labels/catalog';
import { type FooterItem, orderFooterText, wrapFooter } from '../../src/domain/labels/footer';
import { amazonFooterArea, type FooterArea, flipkartFooterArea, lineBaselines } from '../../src/domain/labels/footerArea';
import { flipkartCropBox } from '../../src/domain/labels/flipkartCrop';
import type { PickRow } from '../../src/domain/labels/pickList';
import { FooterFonts, type FooterFontBytes } from './footerFonts';
import type { LabelFileReader } from './labelFileReader';
import type { PlannedPage } from './labelPlan';
import { addPickList } from './pickListPage';

export interface OutputRequest {
  pages: readonly PlannedPage[];
  /** The parsed input files, per marketplace, in input order. */
  files: { amazon: readonly LabelFileReader[]; flipkart: readonly LabelFileReader[] };
  fonts: FooterFontBytes;
  pickList: readonly PickRow[] | null;
  onPageWritten?: () => void;
  signal?: AbortSignal;
}

export interface Output {
  bytes: Uint8Array;
  pickListPages: number;
  pageCount: number;
  unsupportedCharacters: string[];
  /** Output pages (1-based) whose footer was cut short for want of room. */
  cutFooters: number[];
}

/** Each input file's needed pages are copied in one call, so resources they share are copied once. */
async function copyPlannedPages(output: PDFDocument, request: OutputRequest): Promise<PDFPage[]> {
  const wanted = new Map<LabelFileReader, number[]>();
  for (const planned of request.pages) {
    const file = request.files[planned.label.platform][planned.label.fileIndex];
    if (!file) throw new Error(`No input file for ${planned.label.fileName}`);
    const list = wanted.get(file);
    if (list) list.push(planned.label.sourcePage);
    else wanted.set(file, [planned.label.sourcePage]);
  }
  const copies = new Map<LabelFileReader, Map<number, PDFPage>>();
  for (const [file, sourcePages] of wanted) {
    const copied = await output.copyPages(file.pdf, sourcePages);
    copies.set(file, new Map(sourcePages.map((sourcePage, at) => [sourcePage, copied[at] as PDFPage])));
  }
  return request.pages.map((planned) => {
    const file = request.files[planned.label.platform][planned.label.fileIndex] as LabelFileReader;
    return copies.get(file)?.get(planned.label.sourcePage) as PDFPage;
  });
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
 * A page whose text gave no item (no text layer, another layout) gets no footer rather than
 * '1 X []'. Returns false when the footer needed more lines than the label has room for.
 */
async function drawFooter(page: PDFPage, planned: PlannedPage, fonts: FooterFonts): Promise<boolean> {
  const media = page.getMediaBox();
  let area: FooterArea;
  if (planned.label.platform === 'flipkart') {
    const crop = flipkartCropBox(media);
    page.setCropBox(crop.x, crop.y, crop.width, crop.height);
    area = flipkartFooterArea(crop, planned.label.lowestLabelText);
  } else area = amazonFooterArea(media);
  if (!planned.items.length) return true;
  const text = orderFooterText(footerItems(planned));
  const wrapped = wrapFooter(text, area.maxWidth, area.baselines.length, (line) => fonts.measure(line, area.size));
  const baselines = lineBaselines(area, wrapped.lines.length);
  for (const [at, line] of wrapped.lines.entries()) await fonts.draw(page, line, area.x, baselines[at] ?? area.baselines[0] ?? 0, area.size);
  return !wrapped.cut;
}

/** Pick list first (when asked), then the planned pages in order, Flipkart ones cropped, each footed. */
export async function writeOutput(request: OutputRequest): Promise<Output> {
  const output = await PDFDocument.create({ updateMetadata: false });
  const fonts = new FooterFonts(output, request.fonts);
  const pickListPages = request.pickList ? await addPickList(output, fonts, request.pickList) : 0;
  const pages = await copyPlannedPages(output, request);
  const cutFooters: number[] = [];
  for (const [at, page] of pages.entries()) {
    request.signal?.throwIfAborted();
    const planned = request.pages[at] as PlannedPage;
    output.addPage(page);
    if (!(await drawFooter(page, planned, fonts))) cutFooters.push(pickListPages + at + 1);
    request.onPageWritten?.();
  }
  const bytes = await output.save({ useObjectStreams: false });
  return { bytes, pickListPages, pageCount: output.getPageCount(), unsupportedCharacters: fonts.unsupported, cutFooters };
}
