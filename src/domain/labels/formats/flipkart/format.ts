import { flipkartCropBox } from '../../flipkartCrop';
import { FLIPKART_ORDER_ID, readFlipkartLabel } from './label';
import { clearSpace } from '../../clearSpace';
import { flipkartFooterRegions } from '../../footerArea';
import { resolveItems } from '../../labelItems';
import { unexpectedPageMessage } from '../../pageKind';
import { toParsedOrder } from '../../parsedOrder';
import { everyPage, itemsSignature, type LabelFormat, type OrderPage, readingsByPage } from '../labelFormat';

const FLIPKART_MARKS = /SKUID|AWBNo|E-?Kart|Notforresale/i;

/**
 * docs/LABELS.md, Flipkart: one page per parcel, the label band on top and the invoice below; every
 * page is a label, cropped to its band and footed inside its border.
 */
export const FLIPKART_FORMAT: LabelFormat = {
  platform: 'flipkart',
  recognisePage: (text) => (FLIPKART_ORDER_ID.test(text) && FLIPKART_MARKS.test(text) ? 'flipkart-label' : null),
  defaultQuantity: 0,
  textPages: everyPage,
  outputPages: (pageCount) => Array.from({ length: pageCount }, (_, at) => at),
  measuresInk: () => true,
  readPage(lines, media, ink) {
    const band = flipkartCropBox(media);
    const label = readFlipkartLabel(lines, band.y);
    return {
      orderId: label.orderId,
      items: label.items,
      totalQuantity: label.totalQuantity,
      awb: label.awb,
      courier: label.courier,
      // The footer goes where the measured ink leaves room (`clear`), not under the lowest text.
      lowestLabelText: null,
      clear: ink && clearSpace(band, ink),
    };
  },
  toOrders(file, catalogue) {
    const reading = readingsByPage(file.readings);
    const pageNumbers = everyPage(file.pageCount);
    for (const page of pageNumbers) {
      const kind = reading(page)?.kind ?? 'no-text';
      if (kind !== 'flipkart-label') {
        return { pages: [], warnings: [], problems: [unexpectedPageMessage(file.name, page, 'flipkart-label', kind)] };
      }
    }
    const warnings: string[] = [];
    const pages: OrderPage[] = pageNumbers.map((page) => {
      const read = reading(page);
      const items = resolveItems('flipkart', read?.items ?? [], catalogue);
      const order = toParsedOrder('flipkart', read?.orderId ?? '', items, FLIPKART_FORMAT.defaultQuantity);
      const total = read?.totalQuantity ?? null;
      // The invoice counts rows as printed: a pack form's row is one, however many units it holds.
      const printed = (read?.items ?? []).reduce((sum, item) => sum + (item.quantity ?? FLIPKART_FORMAT.defaultQuantity), 0);
      if (total !== null && read?.items.length && total !== printed) {
        warnings.push(
          `${file.name} page ${page}: label quantities add up to ${printed} but the invoice says TOTAL QTY: ${total}`,
        );
      }
      const awb = read?.awb ?? '';
      return {
        sourcePage: page - 1,
        order,
        parcel: awb || itemsSignature(order),
        awb,
        courier: read?.courier ?? '',
        lowestLabelText: null,
        clear: read?.clear ?? null,
      };
    });
    return { pages, warnings, problems: [] };
  },
  crop: (media) => flipkartCropBox(media),
  footerArea: (shown, _lowest, clear) => flipkartFooterRegions(shown, clear),
};
