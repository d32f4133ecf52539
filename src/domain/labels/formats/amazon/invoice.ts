import { balancedGroup, type RawItem } from '../../labelItems';
import { compact, joinPieces, LINE_TOLERANCE, type TextLine, type TextPiece } from '../../textLines';

export const AMAZON_ORDER_ID = /\d{3}-\d{7}-\d{7}/;
/** `B0` + 8 alphanumerics, with room for the spaces a cut word leaves. */
const ASIN = /(?<![A-Za-z0-9])B ?0(?: ?[A-Z0-9]){8}(?![A-Za-z0-9])/;
const AMOUNT = /^-?(?:₹|Rs\.?|INR)-?[\d,]+(?:\.\d+)?$/;
/** An amount anywhere in a text: a currency mark followed by digits. */
const AMOUNT_IN_TEXT = /-?(?:₹|Rs\.?|INR)\s*-?\d[\d,]*(?:\.\d+)?/g;
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

interface Layout {
  /** Pieces starting at or right of this x are amounts (unit price, discount, qty, taxes, totals). */
  amountsFrom: number;
  /** A piece starting left of this x stands in the Sl. No column: a row number. */
  descriptionFrom: number;
  qty: Column | undefined;
}

/** One table line cut in two: what stands under Description, and what stands in the amount columns. */
interface SplitLine {
  line: TextLine;
  description: string;
  amounts: string;
  amountPieces: TextPiece[];
}

function findOrderId(lines: readonly TextLine[]): string {
  const ids = lines.map((line) => line.compact.match(AMAZON_ORDER_ID)?.[0]);
  const labelled = lines.findIndex((line, at) => ids[at] && /Order(?:Number|No\.?|ID)/i.test(line.compact));
  return (labelled === -1 ? ids.find(Boolean) : ids[labelled]) ?? '';
}

function amountTokens(text: string): string[] {
  return text
    .replace(/(₹|Rs\.?|INR)\s+/g, '$1')
    .split(/\s+/)
    .filter(Boolean);
}

/**
 * docs/LABELS.md: the quantity follows the unit price and precedes the net amount; a discount adds
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

/** docs/LABELS.md: a `₹` amount is never part of a SKU or a name. */
function withoutAmounts(text: string): string {
  return text.replace(AMOUNT_IN_TEXT, ' ').replace(/\s+/g, ' ').trim();
}

/** The number printed under the Qty heading, on a line that also carries an amount. */
function quantityInColumn(line: TextLine, column: Column): number | null {
  if (!/₹|Rs\.|INR/.test(line.text)) return null;
  const inColumn = (piece: TextPiece) => piece.x + piece.width >= column.from && piece.x <= column.to;
  const value = compact(
    line.pieces
      .filter(inColumn)
      .map((piece) => piece.str)
      .join(''),
  );
  return /^\d+$/.test(value) ? Number(value) : null;
}

/** A line of amounts, rates and tax names only: `₹313.33 1 ₹313.33 5% IGST ₹15.67 ₹329.00`. */
function isAmountsLine(text: string): boolean {
  const rest = text.replace(AMOUNT_IN_TEXT, ' ');
  return rest !== text && /^(?:\s|-|[\d.,]+%?|[CSIU]T?GST|IGST)*$/i.test(rest);
}

/**
 * docs/LABELS.md: a `₹` amount is never part of a SKU or a name. So a piece left of the amount columns
 * still goes to the amounts from its first amount on: an amounts row printed as one piece that
 * starts left of the Unit Price heading, or glued to the `SKU )` before it. Its x is estimated
 * from its share of the characters, which is enough to keep the order of the pieces.
 */
function splitPiece(piece: TextPiece, layout: Layout): { description?: TextPiece; amounts?: TextPiece } {
  if (piece.x >= layout.amountsFrom) return { amounts: piece };
  const at = piece.str.search(AMOUNT_IN_TEXT);
  if (at === -1) return { description: piece };
  const before = piece.str.slice(0, at).trimEnd();
  if (!before) return { amounts: piece };
  const share = piece.width * (at / piece.str.length);
  return {
    description: { ...piece, str: before, width: share },
    amounts: { ...piece, str: piece.str.slice(at), x: piece.x + share, width: piece.width - share },
  };
}

function splitLine(line: TextLine, layout: Layout | undefined): SplitLine {
  if (!layout)
    return { line, description: isAmountsLine(line.text) ? '' : line.text, amounts: line.text, amountPieces: line.pieces };
  const description: TextPiece[] = [];
  const amounts: TextPiece[] = [];
  for (const piece of line.pieces) {
    const parts = splitPiece(piece, layout);
    if (parts.description) description.push(parts.description);
    if (parts.amounts) amounts.push(parts.amounts);
  }
  return { line, description: joinPieces(description), amounts: joinPieces(amounts), amountPieces: amounts };
}

/** The line starts with a piece in the Sl. No column, left of the Description heading. */
function startsInNumberColumn(split: SplitLine, layout: Layout | undefined): boolean {
  const first = split.line.pieces[0];
  return layout !== undefined && first !== undefined && first.x < layout.descriptionFrom && /^\s*\d/.test(first.str);
}

interface Row {
  lines: SplitLine[];
  firstText: string;
}

/** What stands under Description in a row, amounts left out. */
function rowDescription(row: Row): string {
  return withoutAmounts([row.firstText, ...row.lines.slice(1).map((line) => line.description)].join(' '));
}

interface AsinPair {
  /** The text before the ASIN. */
  title: string;
  /** What the parentheses after the ASIN hold; undefined while they are open, or absent. */
  sku: string | undefined;
  /** False while `ASIN (` waits for its `SKU )` on a later line. */
  closed: boolean;
}

/** docs/LABELS.md: the `ASIN ( SKU )` pair, the most reliable SKU source, brackets inside the SKU kept. */
function readAsinPair(description: string): AsinPair | undefined {
  const asin = ASIN.exec(description);
  if (!asin) return undefined;
  const rest = description.slice(asin.index + asin[0].length);
  const open = rest.search(/\S/);
  const group = rest[open] === '(' ? balancedGroup(rest, open) : undefined;
  return {
    title: description.slice(0, asin.index),
    sku: group ? group.inner.replace(/\s+/g, ' ').trim() || undefined : undefined,
    closed: open === -1 || rest[open] !== '(' || group !== undefined,
  };
}

/**
 * An amounts row printed a fraction of a point off its own baseline in places falls on two text
 * lines (the quantity with `ASIN (` above, the amounts below): two neighbouring lines' amounts,
 * put back in column order, are read as one row when neither line reads alone.
 */
function quantityAcrossLines(row: Row): number | null {
  for (let at = 1; at < row.lines.length; at++) {
    const [above, below] = [row.lines[at - 1], row.lines[at]];
    if (!above || !below || above.line.y - below.line.y > 2 * LINE_TOLERANCE) continue;
    const pieces = [...above.amountPieces, ...below.amountPieces].sort((a, b) => a.x - b.x);
    const quantity = quantityFromAmounts(joinPieces(pieces));
    if (quantity !== null) return quantity;
  }
  return null;
}

function toItem(row: Row, layout: Layout | undefined): RawItem {
  const description = rowDescription(row);
  const pair = readAsinPair(description);
  const hsn = description.search(/HSN\s*:/);
  const title = pair?.title ?? (hsn >= 0 ? description.slice(0, hsn) : description);
  const qty = layout?.qty;
  const fromColumn = qty
    ? row.lines.map((split) => quantityInColumn(split.line, qty)).find((value) => value !== null)
    : undefined;
  return {
    structuralSku: pair?.sku,
    title: title.replace(/[\s|]+$/, '').trim(),
    text: withoutAmounts([row.firstText, ...row.lines.slice(1).map((split) => split.line.text)].join(' ')),
    quantity: fromColumn ?? quantityFromAmounts(row.lines.map((line) => line.amounts).join(' ')) ?? quantityAcrossLines(row),
  };
}

/** A row is whole once its `ASIN ( SKU )` pair is closed (when it has one) and its amounts were seen. */
function rowComplete(row: Row): boolean {
  const amountsSeen = row.lines.some((line) => quantityFromAmounts(line.amounts) !== null) || quantityAcrossLines(row) !== null;
  return amountsSeen && (readAsinPair(rowDescription(row))?.closed ?? true);
}

/** Where the amount columns start: the first heading after Description (Unit Price, usually). */
function layoutOf(header: TextLine | undefined): Layout | undefined {
  if (!header) return undefined;
  const description = header.pieces.find((piece) => /description/i.test(piece.str));
  const qtyPiece = header.pieces.find((piece) => /^qty$/i.test(compact(piece.str)));
  const next = header.pieces.find(
    (piece) => description && piece.x > description.x + description.width && !/description/i.test(piece.str),
  );
  if (!next) return undefined;
  return {
    amountsFrom: next.x - COLUMN_SLACK,
    descriptionFrom: (description?.x ?? next.x) - COLUMN_SLACK,
    qty: qtyPiece && { from: qtyPiece.x - COLUMN_SLACK, to: qtyPiece.x + qtyPiece.width + COLUMN_SLACK },
  };
}

/** The invoice page's order number and item rows (docs/LABELS.md, Amazon). */
export function readAmazonInvoice(lines: readonly TextLine[]): AmazonInvoice {
  const orderId = findOrderId(lines);
  const header = lines.findIndex((line) => /description/i.test(line.compact) && /qty/i.test(line.compact));
  const layout = layoutOf(lines[header]);
  const tableEnd = lines.findIndex((line, at) => at > header && /^(?:TOTAL|AmountinWords)/i.test(line.compact));
  const table = lines.slice(header + 1, tableEnd === -1 ? lines.length : tableEnd).map((line) => splitLine(line, layout));
  const rows: Row[] = [];
  for (const split of table) {
    const start = ROW_START.exec(split.description);
    const current = rows[rows.length - 1];
    // A number in the Sl. No column opens the next row even when the row before read no amounts;
    // a title line that starts with a number stands under Description and must wait for that.
    const opensRow =
      start && Number(start[1]) === rows.length + 1 && (!current || startsInNumberColumn(split, layout) || rowComplete(current));
    if (opensRow) rows.push({ lines: [split], firstText: start[2] ?? '' });
    else if (current) current.lines.push(split);
  }
  const items = rows.map((row) => toItem(row, layout));
  if (!items.length) {
    const whole = lines.map((line) => splitLine(line, undefined));
    const [first] = whole;
    if (!first) return { orderId, items: [] };
    const { structuralSku, text, quantity } = toItem({ lines: whole, firstText: first.description }, undefined);
    return { orderId, items: [{ ...(structuralSku ? { structuralSku } : {}), title: '', text, quantity }] };
  }
  return { orderId, items };
}
