import type { RawItem } from '../../labelItems';
import { type TextLine } from '../../textLines';

/** docs/LABELS.md, Meesho: the product table's header, and the invoice that follows the label. */
const TABLE_HEADER = /SKUSizeQtyColorOrderNo/i;
const TAX_INVOICE = /TAXINVOICE/i;
const COLUMNS = ['sku', 'size', 'qty', 'color', 'orderNo'] as const;
/** A value may start a little left of its heading (centred or right-aligned cells). */
const COLUMN_SLACK = 12;

export interface MeeshoLabel {
  /** The first row's order number, e.g. `123456789012_1`; empty when none is printed. */
  orderId: string;
  items: RawItem[];
  /** The y of the product table's lowest row: the label's lowest text above the invoice. */
  lowestLabelText: number | null;
}

/** The x where each column's heading starts, from the header line's pieces. */
function columnStarts(header: TextLine): number[] {
  const headings = ['SKU', 'Size', 'Qty', 'Color', 'Order'];
  return headings.map((heading) => header.pieces.find((piece) => piece.str.trim().startsWith(heading))?.x ?? Infinity);
}

/** A row's cells: each piece goes to the last column whose heading starts at or left of it. */
function cells(line: TextLine, starts: readonly number[]): Record<(typeof COLUMNS)[number], string> {
  const row = { sku: '', size: '', qty: '', color: '', orderNo: '' };
  for (const piece of line.pieces) {
    let column = 0;
    starts.forEach((start, at) => {
      if (start <= piece.x + COLUMN_SLACK) column = at;
    });
    const key = COLUMNS[column] ?? 'sku';
    row[key] = row[key] ? `${row[key]} ${piece.str.trim()}` : piece.str.trim();
  }
  return row;
}

/**
 * Reads a Meesho page: the rows of its product table `SKU | Size | Qty | Color | Order No.`, from
 * the header down to the `TAX INVOICE` line. Each row is one item; its SKU is structural.
 */
export function readMeeshoLabel(lines: readonly TextLine[]): MeeshoLabel {
  const headerAt = lines.findIndex((line) => TABLE_HEADER.test(line.compact));
  const header = lines[headerAt];
  if (!header) return { orderId: '', items: [], lowestLabelText: null };
  const starts = columnStarts(header);
  const rows: TextLine[] = [];
  for (const line of lines.slice(headerAt + 1)) {
    if (TAX_INVOICE.test(line.compact)) break;
    rows.push(line);
  }
  const items: RawItem[] = [];
  let orderId = '';
  for (const line of rows) {
    const row = cells(line, starts);
    if (!row.sku) continue;
    const quantity = /^\d+$/.test(row.qty) ? Number(row.qty) : null;
    orderId ||= row.orderNo.replace(/\s+/g, '');
    items.push({ structuralSku: row.sku, title: '', text: line.text, quantity });
  }
  const lowest = rows.length ? rows : [header];
  return { orderId, items, lowestLabelText: Math.min(...lowest.flatMap((line) => line.pieces.map((piece) => piece.y))) };
}
