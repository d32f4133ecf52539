import { PDFDocument, type PDFPage } from 'pdf-lib';
import { FOOTER_FONT_SIZE, footerText } from '../../src/domain/labels/footer';
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

/** A page whose text gave no item (no text layer, another layout) gets no footer rather than '1 X []'. */
async function drawFooter(page: PDFPage, planned: PlannedPage, fonts: FooterFonts): Promise<void> {
  const order = planned.label.order?.items.length ? planned.label.order : null;
  const media = page.getMediaBox();
  if (planned.label.platform === 'flipkart') {
    const crop = flipkartCropBox(media);
    page.setCropBox(crop.x, crop.y, crop.width, crop.height);
    if (order) {
      await fonts.draw(page, footerText(order.quantity, order.name, planned.footerCategory), crop.x + 10, crop.y + 4, FOOTER_FONT_SIZE.flipkart);
    }
    return;
  }
  if (order) {
    const size = FOOTER_FONT_SIZE.amazon;
    await fonts.draw(page, footerText(order.quantity, order.name, planned.footerCategory), media.x + 10, media.y + media.height - size - 4, size);
  }
}

/** Pick list first (when asked), then the planned pages in order, Flipkart ones cropped, each footed. */
export async function writeOutput(request: OutputRequest): Promise<Output> {
  const output = await PDFDocument.create({ updateMetadata: false });
  const fonts = new FooterFonts(output, request.fonts);
  const pickListPages = request.pickList ? await addPickList(output, fonts, request.pickList) : 0;
  const pages = await copyPlannedPages(output, request);
  for (const [at, page] of pages.entries()) {
    request.signal?.throwIfAborted();
    const planned = request.pages[at] as PlannedPage;
    output.addPage(page);
    await drawFooter(page, planned, fonts);
    request.onPageWritten?.();
  }
  const bytes = await output.save({ useObjectStreams: false });
  return { bytes, pickListPages, pageCount: output.getPageCount(), unsupportedCharacters: fonts.unsupported };
}
