import { AMAZON_ORDER_ID, readAmazonInvoice } from './invoice';
import { clearSpace } from '../../clearSpace';
import { amazonFooterArea } from '../../footerArea';
import { resolveItems } from '../../labelItems';
import { type PageKind, unexpectedPageMessage } from '../../pageKind';
import { toParsedOrder } from '../../parsedOrder';
import { everyPage, type FileReadings, itemsSignature, type LabelFormat, type OrderPage, readingsByPage } from '../labelFormat';

const INVOICE_MARKS = /Invoice|OrderNumber/i;

/** Kinds that may stand where an Amazon label page belongs: an image, or label text of any courier. */
const canBeAmazonLabel = (kind: PageKind) => kind === 'no-text' || kind === 'amazon-label' || kind === 'unknown';

/**
 * An Amazon label's AWB: 10 to 20 capital letters and digits, with a digit (Amazon Shipping's are
 * 12 digits); the order number, which some labels also print as a barcode, has dashes.
 */
const AWB_SHAPE = /^(?=.*\d)[A-Z0-9]{10,20}$/;

/** The first page that breaks the label-then-invoice pairing, if any. */
function pairingProblem(file: FileReadings): string | undefined {
  const reading = readingsByPage(file.readings);
  for (let page = 1; page <= file.pageCount; page++) {
    const kind = reading(page)?.kind ?? 'no-text';
    const isLabelSlot = page % 2 === 1;
    if (isLabelSlot && !canBeAmazonLabel(kind)) return unexpectedPageMessage(file.name, page, 'amazon-label', kind);
    if (!isLabelSlot && kind !== 'amazon-invoice') return unexpectedPageMessage(file.name, page, 'amazon-invoice', kind);
  }
  return undefined;
}

/**
 * docs/LABELS.md, Amazon: label and invoice pairs; the invoice (odd 0-based page) has the text and the
 * label page before it goes out whole, footed at its top left. Every page is read, so that each
 * pair is checked: a label page, then an invoice with an order number.
 */
export const AMAZON_FORMAT: LabelFormat = {
  platform: 'amazon',
  recognisePage: (text) => (AMAZON_ORDER_ID.test(text) ? (INVOICE_MARKS.test(text) ? 'amazon-invoice' : 'amazon-label') : null),
  defaultQuantity: 1,
  textPages: everyPage,
  /** The label pages: the first of each pair, and a trailing label without its invoice. */
  outputPages: (pageCount) => Array.from({ length: Math.ceil(pageCount / 2) }, (_, at) => 2 * at),
  // The label page (odd, 1-based) is footed where it is blank; the invoice after it is not output.
  measuresInk: (page) => page % 2 === 1,
  readPage(lines, media, ink) {
    const invoice = readAmazonInvoice(lines);
    return {
      orderId: invoice.orderId,
      items: invoice.items,
      totalQuantity: null,
      awb: '',
      lowestLabelText: null,
      clear: ink && clearSpace(media, ink),
    };
  },
  labelBarcode: {
    reads: canBeAmazonLabel,
    // The 1200x1800 label scan's AWB barcode stands in rows 300 to 520 (17 % to 29 % of its height).
    band: { top: 0.12, bottom: 0.36 },
    isAwb: (code) => AWB_SHAPE.test(code),
  },
  toOrders(file, catalogue) {
    const problem = pairingProblem(file);
    if (problem) return { pages: [], warnings: [], problems: [problem] };
    const reading = readingsByPage(file.readings);
    const warnings: string[] = [];
    const pages: OrderPage[] = [];
    for (let invoicePage = 2; invoicePage <= file.pageCount; invoicePage += 2) {
      const read = reading(invoicePage);
      const items = resolveItems('amazon', read?.items ?? [], catalogue);
      const order = toParsedOrder('amazon', read?.orderId ?? '', items, AMAZON_FORMAT.defaultQuantity);
      const awb = reading(invoicePage - 1)?.awb ?? '';
      pages.push({
        sourcePage: invoicePage - 2,
        order,
        parcel: awb || itemsSignature(order),
        awb,
        lowestLabelText: null,
        clear: reading(invoicePage - 1)?.clear ?? null,
      });
    }
    if (file.pageCount % 2 === 1) {
      warnings.push(
        `${file.name}: odd page count (${file.pageCount}); page ${file.pageCount} has no invoice and is kept after the sorted Amazon labels`,
      );
      pages.push({
        sourcePage: file.pageCount - 1,
        order: null,
        parcel: '',
        awb: '',
        lowestLabelText: null,
        clear: reading(file.pageCount)?.clear ?? null,
      });
    }
    return { pages, warnings, problems: [] };
  },
  crop: () => null,
  footerArea: (shown, _lowest, clear) => amazonFooterArea(shown, clear),
};
