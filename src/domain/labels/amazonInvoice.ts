import { balancedGroup, type RawItem } from './labelItems';
import { compact, type TextLine, type TextPiece } from './textLines';

export const AMAZON_ORDER_ID = /\d{3}-\d{7}-\d{7}/;
/** `B0` + 8 alphanumerics, with room for the spaces a cut word leaves. */
const ASIN = /(?<![A-Za-z0-9])B ?0(?: ?[A-Z0-9]){8}(?![A-Za-z0-9])/;
const AMOUNT = /^-?(?:₹|Rs\.?|INR)-?[\d,]+(?:\.\d+)?$/;
const ROW_START = /^(\d{1,3})\s+(\S.*)$/;
/** A quantity may sit a little off its heading, centred or right-aligned under it. */
const COLUMN_SLACK = 6;

export interface AmazonInvoice {
  orderId: string;
  items: RawItem[];
}

interface Column {
  from: number;
  to: number;
}

function findOrderId(lines: readonly TextLine[]): string {
  const ids = lines.map((line) => compact(line.text).match(AMAZON_ORDER_ID)?.[0]);
  const labelled = lines.findIndex((line, at) => ids[at] && /Order(?:Number|No\.?|ID)/i.test(compact(line.text)));
  return (labelled === -1 ? ids.find(Boolean) : ids[labelled]) ?? '';
}

function amountTokens(text: string): string[] {
  return text.replace(/(₹|Rs\.?|INR)\s+/g, '$1').split(/\s+/).filter(Boolean);
}

/**
 * LABELS.md: the quantity follows the unit price and precedes the net amount; a discount adds
 * another amount, so the quantity is the first bare integer standing between two amounts.
 */
export function quantityFromAmounts(text: string): number | null {
  const tokens = amountTokens(text);
  for (let at = 1; at < tokens.length - 1; at++) {
    const token = tokens[at] ?? '';
    if (!/^\d+$/.test(token)) continue;
    const before = tokens.slice(0, at).some((previous) => AMOUNT.test(previous));
    if (before && AMOUNT.test(tokens[at + 1] ?? '')) return Number(token);
  }
  return null;
}

/** The number printed under the Qty heading, on a line that also carries an amount. */
function quantityInColumn(line: TextLine, column: Column): number | null {
  if (!/₹|Rs\.|INR/.test(line.text)) return null;
  const inColumn = (piece: TextPiece) => piece.x + piece.width >= column.from && piece.x <= column.to;
  const value = compact(line.pieces.filter(inColumn).map((piece) => piece.str).join(''));
  return /^\d+$/.test(value) ? Number(value) : null;
}

function toItem(lines: readonly TextLine[], firstText: string, column: Column | undefined): RawItem {
  const rowText = [firstText, ...lines.slice(1).map((line) => line.text)].join(' ');
  const asin = ASIN.exec(rowText);
  let title = rowText;
  let rest = rowText;
  let structuralSku: string | undefined;
  if (asin) {
    title = rowText.slice(0, asin.index);
    rest = rowText.slice(asin.index + asin[0].length);
    const open = rest.search(/\S/);
    const group = rest[open] === '(' ? balancedGroup(rest, open) : undefined;
    if (group) {
      structuralSku = group.inner.replace(/\s+/g, ' ').trim() || undefined;
      rest = rest.slice(group.end);
    }
  } else {
    const firstAmount = rowText.search(/(?:₹|Rs\.|INR)\s*-?\d|HSN\s*:/);
    if (firstAmount >= 0) title = rowText.slice(0, firstAmount);
  }
  const fromColumn = column ? lines.map((line) => quantityInColumn(line, column)).find((value) => value !== null) : undefined;
  return {
    structuralSku,
    title: title.replace(/[\s|]+$/, '').trim(),
    text: rowText,
    quantity: fromColumn ?? quantityFromAmounts(rest),
  };
}

interface Row {
  lines: TextLine[];
  firstText: string;
  complete: boolean;
}

/** The invoice page's order number and item rows (LABELS.md, Amazon). */
export function readAmazonInvoice(lines: readonly TextLine[]): AmazonInvoice {
  const orderId = findOrderId(lines);
  const header = lines.findIndex((line) => /description/i.test(compact(line.text)) && /qty/i.test(compact(line.text)));
  const qtyPiece = lines[header]?.pieces.find((piece) => /^qty$/i.test(compact(piece.str)));
  const column = qtyPiece && { from: qtyPiece.x - COLUMN_SLACK, to: qtyPiece.x + qtyPiece.width + COLUMN_SLACK };
  const tableEnd = lines.findIndex((line, at) => at > header && /^(?:TOTAL|AmountinWords)/i.test(compact(line.text)));
  const table = lines.slice(header + 1, tableEnd === -1 ? lines.length : tableEnd);
  const rows: Row[] = [];
  for (const line of table) {
    const start = ROW_START.exec(line.text);
    const current = rows[rows.length - 1];
    const opensRow = start && Number(start[1]) === rows.length + 1 && (!current || current.complete);
    if (opensRow) rows.push({ lines: [line], firstText: start[2] ?? '', complete: false });
    else if (current) current.lines.push(line);
    else continue;
    const row = rows[rows.length - 1];
    if (row && (ASIN.test(line.text) || quantityFromAmounts(line.text) !== null)) row.complete = true;
  }
  const items = rows.map((row) => toItem(row.lines, row.firstText, column));
  if (!items.length) {
    const text = lines.map((line) => line.text).join(' ');
    return { orderId, items: text.trim() ? [{ title: '', text, quantity: null }] : [] };
  }
  return { orderId, items };
}
