import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { browserFooterFonts } from '../../workers/labels/browserFonts';
import { FooterFonts, type FooterFontSource } from '../../workers/labels/footerFonts';
import type { CategoryFigures } from '../domain/orders/categoryFigures';
import { formatCount, formatMargin, formatRupees } from '../domain/orders/figureFormat';
import type { OrderTotals } from '../domain/orders/orderTotals';
import { formatCalendarDay, formatDateTime } from '../domain/format';

/** What the one-page summary says: the day, under which filters, its totals and its categories. */
export interface DaySummary {
  date: string;
  /** The filters in words, e.g. 'Amazon, all batches'. */
  scope: string;
  totals: OrderTotals;
  byCategory: readonly CategoryFigures[];
  printedAt: Date;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const ELLIPSIS = '…';

const LABELS = ['Category', 'Orders', 'Units', 'Revenue', 'Cost', 'Profit'] as const;
/** Space between two columns, and the least the category names keep. */
const COLUMN_GAP = 14;
const MIN_NAME_WIDTH = 120;

interface Column {
  /** From the left margin: the name's left edge, a figure's right edge. */
  x: number;
  width: number;
}

/**
 * Columns as wide as their widest text at `size`, figures right-aligned against the right margin,
 * the names in what is left: '₹12,34,567.00' never runs into the next column.
 */
function columnLayout(fonts: FooterFonts, rows: readonly (readonly string[])[], size: number): Column[] {
  const widths = LABELS.map((_, at) => Math.max(...rows.map((row) => fonts.measure(row[at] ?? '', size))));
  const columns: Column[] = [];
  let right = A4.width - 2 * MARGIN;
  for (let at = LABELS.length - 1; at > 0; at--) {
    const width = widths[at] ?? 0;
    columns.unshift({ x: right, width });
    right -= width + COLUMN_GAP;
  }
  columns.unshift({ x: 0, width: Math.max(MIN_NAME_WIDTH, right) });
  return columns;
}

function cells(row: OrderTotals, name: string): string[] {
  return [
    name,
    formatCount(row.orders),
    formatCount(row.units),
    formatRupees(row.revenue),
    formatRupees(row.cost),
    formatRupees(row.profit),
  ];
}

/** Cuts `text` to fit `width` at `size`, ending in '…' when it had to cut. */
function fitted(fonts: FooterFonts, text: string, size: number, width: number): string {
  if (fonts.measure(text, size) <= width) return text;
  const chars = Array.from(text);
  while (chars.length > 0 && fonts.measure(chars.join('') + ELLIPSIS, size) > width) chars.pop();
  return chars.join('') + ELLIPSIS;
}

async function drawRow(
  page: PDFPage,
  fonts: FooterFonts,
  columns: readonly Column[],
  texts: readonly string[],
  y: number,
  size: number,
) {
  for (const [at, column] of columns.entries()) {
    const text = texts[at] ?? '';
    if (at === 0) {
      await fonts.draw(page, fitted(fonts, text, size, column.width), MARGIN + column.x, y, size);
    } else {
      await fonts.draw(page, text, MARGIN + column.x - fonts.measure(text, size), y, size);
    }
  }
}

/**
 * A one-page A4 PDF of the day by category, in the Noto Sans the label footers embed (it has '₹'
 * and, through Noto Sans Devanagari, Hindi names). However many categories, it stays one page:
 * rows get shorter and the type smaller to fit.
 */
export async function daySummaryPdf(summary: DaySummary, fontSource: FooterFontSource): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(`Active Orders ${summary.date}`);
  const fonts = new FooterFonts(document, await fontSource());
  const page = document.addPage([A4.width, A4.height]);
  const { totals } = summary;

  let y = A4.height - MARGIN - 18;
  await fonts.draw(page, `Active Orders: ${formatCalendarDay(summary.date)}`, MARGIN, y, 18);
  y -= 18;
  await fonts.draw(page, `${summary.scope}. Printed ${formatDateTime(summary.printedAt)}`, MARGIN, y, 9);
  y -= 24;
  const figures = [
    `Orders ${formatCount(totals.orders)}`,
    `Units ${formatCount(totals.units)}`,
    `Revenue ${formatRupees(totals.revenue)}`,
    `Cost ${formatRupees(totals.cost)}`,
    `Margin ${formatMargin(totals.marginPercent)}`,
  ];
  await fonts.draw(page, figures.join('   '), MARGIN, y, 11);
  y -= 15;
  const { product, category, default: fallback } = totals.costSources;
  await fonts.draw(
    page,
    `Cost from: ${product} product, ${category} category, ${fallback} default (0) lines. Profit ${formatRupees(totals.profit)}`,
    MARGIN,
    y,
    9,
  );
  y -= 26;

  // Header, the categories and a total line share what is left of the page.
  const rows = summary.byCategory.length + 2;
  const rowHeight = Math.min(18, (y - MARGIN) / rows);
  const size = Math.min(10, rowHeight * 0.72);
  const body = summary.byCategory.map((row) => cells(row, row.name));
  const total = cells(totals, 'Total');
  const columns = columnLayout(fonts, [LABELS, ...body, total], size);
  await drawRow(page, fonts, columns, LABELS, y, size);
  page.drawLine({
    start: { x: MARGIN, y: y - rowHeight * 0.3 },
    end: { x: A4.width - MARGIN, y: y - rowHeight * 0.3 },
    thickness: 0.5,
    color: rgb(0.4, 0.4, 0.4),
  });
  for (const row of body) {
    y -= rowHeight;
    await drawRow(page, fonts, columns, row, y, size);
  }
  y -= rowHeight;
  page.drawLine({
    start: { x: MARGIN, y: y + rowHeight * 0.7 },
    end: { x: A4.width - MARGIN, y: y + rowHeight * 0.7 },
    thickness: 0.5,
    color: rgb(0.4, 0.4, 0.4),
  });
  await drawRow(page, fonts, columns, total, y, size);
  return document.save();
}

/** The summary in the browser, with the fonts the app serves (precached, so it works offline). */
export const browserDaySummaryPdf = (summary: DaySummary) => daySummaryPdf(summary, browserFooterFonts);
