import type { Box } from '../../flipkartCrop';
import type { FooterArea } from '../../footerArea';
import { resolveItems } from '../../labelItems';
import { readMeeshoLabel } from './label';
import { unexpectedPageMessage } from '../../pageKind';
import { toParsedOrder } from '../../parsedOrder';
import { everyPage, itemsSignature, type LabelFormat, type OrderPage, readingsByPage } from '../labelFormat';

/** The product table's header row, which only Meesho labels print. */
const MEESHO_TABLE = /SKUSizeQtyColorOrderNo/i;
const FOOTER_SIZE = 8;
const FOOTER_LINES = 2;
const LINE_STEP = FOOTER_SIZE + 2;
/** Room under the product table for the footer: a gap, its lines, and a margin to the crop's edge. */
const FOOTER_ROOM = 4 + FOOTER_LINES * LINE_STEP + 2;

/**
 * docs/LABELS.md, Meesho: one A4 page per order, the label on top with its product table, the tax
 * invoice below. The output is the label and its table, the invoice cut off, the footer inside
 * the crop under the table; without a table the top half of the page.
 */
export const MEESHO_FORMAT: LabelFormat = {
  platform: 'meesho',
  recognisePage: (text) => (MEESHO_TABLE.test(text) ? 'meesho-label' : null),
  defaultQuantity: 1,
  textPages: everyPage,
  outputPages: (pageCount) => Array.from({ length: pageCount }, (_, at) => at),
  // The crop ends below the label's text with room kept for the footer: nothing to measure.
  measuresInk: () => false,
  readPage(lines) {
    const label = readMeeshoLabel(lines);
    return {
      orderId: label.orderId,
      items: label.items,
      totalQuantity: null,
      awb: '',
      lowestLabelText: label.lowestLabelText,
      clear: null,
    };
  },
  toOrders(file, catalogue) {
    const reading = readingsByPage(file.readings);
    const pageNumbers = everyPage(file.pageCount);
    for (const page of pageNumbers) {
      const kind = reading(page)?.kind ?? 'no-text';
      if (kind !== 'meesho-label') {
        return { pages: [], warnings: [], problems: [unexpectedPageMessage(file.name, page, 'meesho-label', kind)] };
      }
    }
    const pages: OrderPage[] = pageNumbers.map((page) => {
      const read = reading(page);
      const items = resolveItems('meesho', read?.items ?? [], catalogue);
      const order = toParsedOrder('meesho', read?.orderId ?? '', items, MEESHO_FORMAT.defaultQuantity);
      return {
        sourcePage: page - 1,
        order,
        parcel: itemsSignature(order),
        awb: '',
        lowestLabelText: read?.lowestLabelText ?? null,
        clear: null,
      };
    });
    return { pages, warnings: [], problems: [] };
  },
  crop(media: Box, lowestLabelText: number | null): Box {
    const top = media.y + media.height;
    const bottom = lowestLabelText === null ? media.y + media.height / 2 : Math.max(media.y, lowestLabelText - FOOTER_ROOM);
    return { x: media.x, y: bottom, width: media.width, height: top - bottom };
  },
  footerArea(shown: Box): FooterArea {
    const first = shown.y + FOOTER_ROOM - 4 - FOOTER_SIZE * 0.75;
    return {
      x: shown.x + 20,
      maxWidth: shown.width - 40,
      baselines: Array.from({ length: FOOTER_LINES }, (_, line) => first - line * LINE_STEP),
      size: FOOTER_SIZE,
    };
  },
};
