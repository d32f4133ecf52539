import { PDFDocument, rgb } from 'pdf-lib';
import { browserFooterFonts } from '../../workers/labels/browserFonts';
import { FooterFonts, type FooterFontSource } from '../../workers/labels/footerFonts';
import { formatCalendarDay, formatCount, formatDateTime } from '../domain/format';
import type { CourierHandover } from '../domain/orders/handover';

/** What the courier signs for at pickup: the day, the courier and the parcels handed over. */
export interface HandoverSheet {
  date: string;
  handover: CourierHandover;
  printedAt: Date;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
/** Room kept at the foot of the page for the signature lines. */
const SIGNATURE_SPACE = 110;
/** As many as an order id and an AWB fit across the page. */
const MAX_COLUMNS = 4;

/**
 * A one-page A4 handover sheet for one courier (docs/SPEC.md §19): the count of parcels handed over, each
 * by order id and AWB (in columns and smaller type as they grow, so it stays one page), and lines
 * for the courier's name and signature.
 */
export async function handoverSheetPdf(sheet: HandoverSheet, fontSource: FooterFontSource): Promise<Uint8Array> {
  const { handover } = sheet;
  const document = await PDFDocument.create();
  document.setTitle(`Handover to ${handover.courier} ${formatCalendarDay(sheet.date)}`);
  const fonts = new FooterFonts(document, await fontSource());
  const page = document.addPage([A4.width, A4.height]);

  let y = A4.height - MARGIN - 18;
  await fonts.draw(page, `Handover to ${handover.courier}: ${formatCalendarDay(sheet.date)}`, MARGIN, y, 18);
  y -= 18;
  await fonts.draw(page, `Printed ${formatDateTime(sheet.printedAt)}`, MARGIN, y, 9);
  y -= 26;
  await fonts.draw(page, `Parcels handed over: ${formatCount(handover.handedOver)}`, MARGIN, y, 14);
  y -= 24;

  const rows = handover.handed.map(({ parcel }, at) => `${at + 1}. ${parcel.orderId}${parcel.awb ? `  AWB ${parcel.awb}` : ''}`);
  const height = y - MARGIN - SIGNATURE_SPACE;
  // Rows of 12 pt while they fit, then up to four columns, then smaller type.
  const columns = Math.min(MAX_COLUMNS, Math.max(1, Math.ceil((rows.length * 12) / height)));
  const perColumn = Math.max(1, Math.ceil(rows.length / columns));
  const rowHeight = Math.min(14, height / perColumn);
  const size = Math.min(10, rowHeight * 0.75);
  const columnWidth = (A4.width - 2 * MARGIN) / columns;
  for (const [at, row] of rows.entries()) {
    const column = Math.floor(at / perColumn);
    await fonts.draw(page, row, MARGIN + column * columnWidth, y - (at % perColumn) * rowHeight, size);
  }

  const signature = async (label: string, lineY: number) => {
    await fonts.draw(page, label, MARGIN, lineY + 4, 11);
    page.drawLine({
      start: { x: MARGIN + 150, y: lineY },
      end: { x: A4.width - MARGIN, y: lineY },
      thickness: 0.7,
      color: rgb(0, 0, 0),
    });
  };
  await signature("Courier's name", MARGIN + 70);
  await signature('Signature', MARGIN + 35);
  await signature('Date and time', MARGIN);
  return document.save();
}

/** The sheet in the browser, with the fonts the app serves (precached, so it works offline). */
export const browserHandoverSheetPdf = (sheet: HandoverSheet) => handoverSheetPdf(sheet, browserFooterFonts);
