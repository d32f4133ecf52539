import type { PDFDocument, PDFPage } from 'pdf-lib';
import { formatCount } from '../../src/domain/format';
import type { PickRow } from '../../src/domain/labels/pickList';
import { THERMAL_PAGE, type OutputLayout } from '../../src/domain/labels/outputLayout';
import type { FooterFonts } from './footerFonts';

/** A pick list's page and columns; text is cut to each column's length in characters. */
interface PickListSheet {
  size: [number, number];
  margin: number;
  row: number;
  fontSize: number;
  titleSize: number;
  columns: { category: number; sku: number; name: number; quantity: number; orders: number; multi: number };
  lengths: { category: number; sku: number; name: number };
}

const SHEETS: Record<OutputLayout, PickListSheet> = {
  a4: {
    size: [595, 842],
    margin: 36,
    row: 12,
    fontSize: 8,
    titleSize: 14,
    columns: { category: 36, sku: 130, name: 240, quantity: 470, orders: 500, multi: 530 },
    lengths: { category: 18, sku: 20, name: 48 },
  },
  'thermal-4x6': {
    size: [THERMAL_PAGE.width, THERMAL_PAGE.height],
    margin: 10,
    row: 10,
    fontSize: 7,
    titleSize: 9,
    columns: { category: 10, sku: 62, name: 126, quantity: 220, orders: 242, multi: 262 },
    lengths: { category: 11, sku: 13, name: 21 },
  },
};

const cut = (text: string, length: number) => {
  const chars = Array.from(text);
  return chars.length > length ? `${chars.slice(0, length - 1).join('')}…` : text;
};

async function header(page: PDFPage, fonts: FooterFonts, title: string, sheet: PickListSheet): Promise<number> {
  const [width, height] = sheet.size;
  const { margin, columns, fontSize, titleSize } = sheet;
  await fonts.draw(page, title, margin, height - margin - titleSize, titleSize);
  const y = height - margin - titleSize - 2.5 * fontSize;
  const labels: [string, number][] = [
    ['Category', columns.category],
    ['SKU', columns.sku],
    ['Product', columns.name],
    ['Qty', columns.quantity],
    ['Orders', columns.orders],
    [sheet.size[0] < 400 ? 'Multi' : 'Multi-qty', columns.multi],
  ];
  for (const [label, x] of labels) await fonts.draw(page, label, x, y, fontSize);
  page.drawLine({ start: { x: margin, y: y - 3 }, end: { x: width - margin, y: y - 3 }, thickness: 0.5 });
  return y - sheet.row - 2;
}

/**
 * Pick-list pages for the front of the merged file: per category and SKU, the units to pick;
 * 'Multi-qty' marks (*) and counts the orders that want more than one unit, so a packer does not ship one.
 * Returns the number of pages added.
 */
export async function addPickList(
  document: PDFDocument,
  fonts: FooterFonts,
  rows: readonly PickRow[],
  layout: OutputLayout,
): Promise<number> {
  const sheet = SHEETS[layout];
  const { columns, lengths, fontSize: size } = sheet;
  const units = rows.reduce((sum, row) => sum + row.quantity, 0);
  const orders = rows.reduce((sum, row) => sum + row.orders, 0);
  const title = `Pick list: ${formatCount(units)} units in ${formatCount(orders)} order lines`;
  let page = document.addPage(sheet.size);
  let pages = 1;
  let y = await header(page, fonts, title, sheet);
  let lastCategory: string | undefined;
  for (const row of rows) {
    if (y < sheet.margin) {
      page = document.addPage(sheet.size);
      pages += 1;
      y = await header(page, fonts, `${title} (continued)`, sheet);
      lastCategory = undefined;
    }
    if (row.category !== lastCategory) await fonts.draw(page, cut(row.category, lengths.category), columns.category, y, size);
    lastCategory = row.category;
    await fonts.draw(page, cut(row.sku, lengths.sku), columns.sku, y, size);
    await fonts.draw(page, cut(row.name, lengths.name), columns.name, y, size);
    await fonts.draw(page, formatCount(row.quantity), columns.quantity, y, size);
    await fonts.draw(page, formatCount(row.orders), columns.orders, y, size);
    if (row.multiQuantityOrders) await fonts.draw(page, `* ${formatCount(row.multiQuantityOrders)}`, columns.multi, y, size);
    y -= sheet.row;
  }
  return pages;
}
