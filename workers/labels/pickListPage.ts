import type { PDFDocument, PDFPage } from 'pdf-lib';
import type { PickRow } from '../../src/domain/labels/pickList';
import type { FooterFonts } from './footerFonts';

const A4: [number, number] = [595, 842];
const MARGIN = 36;
const ROW = 12;
const SIZE = 8;
const COLUMNS = { category: MARGIN, sku: 130, name: 240, quantity: 470, orders: 500, multi: 530 };

const cut = (text: string, length: number) => {
  const chars = Array.from(text);
  return chars.length > length ? `${chars.slice(0, length - 1).join('')}…` : text;
};

async function header(page: PDFPage, fonts: FooterFonts, title: string): Promise<number> {
  await fonts.draw(page, title, MARGIN, A4[1] - MARGIN - 14, 14);
  const y = A4[1] - MARGIN - 40;
  const labels: [string, number][] = [
    ['Category', COLUMNS.category],
    ['SKU', COLUMNS.sku],
    ['Product', COLUMNS.name],
    ['Qty', COLUMNS.quantity],
    ['Orders', COLUMNS.orders],
    ['Multi-qty', COLUMNS.multi],
  ];
  for (const [label, x] of labels) await fonts.draw(page, label, x, y, SIZE);
  page.drawLine({ start: { x: MARGIN, y: y - 3 }, end: { x: A4[0] - MARGIN, y: y - 3 }, thickness: 0.5 });
  return y - ROW - 2;
}

/**
 * Pick-list pages for the front of the merged file: per category and SKU, the units to pick;
 * 'Multi-qty' marks (*) and counts the orders that want more than one unit, so a packer does not ship one.
 * Returns the number of pages added.
 */
export async function addPickList(document: PDFDocument, fonts: FooterFonts, rows: readonly PickRow[]): Promise<number> {
  const units = rows.reduce((sum, row) => sum + row.quantity, 0);
  const orders = rows.reduce((sum, row) => sum + row.orders, 0);
  const title = `Pick list: ${units} units in ${orders} order lines`;
  let page = document.addPage(A4);
  let pages = 1;
  let y = await header(page, fonts, title);
  let lastCategory: string | undefined;
  for (const row of rows) {
    if (y < MARGIN) {
      page = document.addPage(A4);
      pages += 1;
      y = await header(page, fonts, `${title} (continued)`);
      lastCategory = undefined;
    }
    if (row.category !== lastCategory) await fonts.draw(page, cut(row.category, 18), COLUMNS.category, y, SIZE);
    lastCategory = row.category;
    await fonts.draw(page, cut(row.sku, 20), COLUMNS.sku, y, SIZE);
    await fonts.draw(page, cut(row.name, 48), COLUMNS.name, y, SIZE);
    await fonts.draw(page, String(row.quantity), COLUMNS.quantity, y, SIZE);
    await fonts.draw(page, String(row.orders), COLUMNS.orders, y, SIZE);
    if (row.multiQuantityOrders) await fonts.draw(page, `* ${row.multiQuantityOrders}`, COLUMNS.multi, y, SIZE);
    y -= ROW;
  }
  return pages;
}
