import { balancedGroup, type RawItem } from './labelItems';
import type { TextLine } from './textLines';

export const AMAZON_ORDER_ID = /\d{3}-\d{7}-\d{7}/;
const ASIN = /(?<![A-Za-z0-9])B0[A-Z0-9]{8}(?![A-Za-z0-9])/;
const AMOUNT = /^-?(?:₹|Rs\.?|INR)-?[\d,]+(?:\.\d+)?$/;
const ROW_START = /^(\d{1,3})\s+(\S.*)$/;

export interface AmazonInvoice {
  orderId: string;
  items: RawItem[];
}

function findOrderId(lines: readonly TextLine[]): string {
  const labelled = lines.find((line) => /Order\s*(?:Number|No\.?|ID)/i.test(line.text) && AMAZON_ORDER_ID.test(line.text));
  const anywhere = labelled ?? lines.find((line) => AMAZON_ORDER_ID.test(line.text));
  return anywhere?.text.match(AMAZON_ORDER_ID)?.[0] ?? '';
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

function toItem(rowText: string): RawItem {
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
  return {
    structuralSku,
    title: title.replace(/[\s|]+$/, '').trim(),
    text: rowText,
    quantity: quantityFromAmounts(rest),
  };
}

/** The invoice page's order number and item rows (LABELS.md, Amazon). */
export function readAmazonInvoice(lines: readonly TextLine[]): AmazonInvoice {
  const orderId = findOrderId(lines);
  const header = lines.findIndex((line) => /Description/i.test(line.text) && /\bQty\b/i.test(line.text));
  const tableEnd = lines.findIndex(
    (line, at) => at > header && /^(?:TOTAL\b|Amount in Words)/i.test(line.text),
  );
  const table = lines.slice(header + 1, tableEnd === -1 ? lines.length : tableEnd);
  const rows: { texts: string[]; complete: boolean }[] = [];
  for (const line of table) {
    const start = ROW_START.exec(line.text);
    const current = rows[rows.length - 1];
    const opensRow = start && Number(start[1]) === rows.length + 1 && (!current || current.complete);
    if (opensRow) rows.push({ texts: [start[2] ?? ''], complete: false });
    else if (current) current.texts.push(line.text);
    else continue;
    const row = rows[rows.length - 1];
    if (row && (ASIN.test(line.text) || quantityFromAmounts(line.text) !== null)) row.complete = true;
  }
  const items = rows.map((row) => toItem(row.texts.join(' ')));
  if (!items.length) {
    const text = lines.map((line) => line.text).join(' ');
    return { orderId, items: text.trim() ? [{ title: '', text, quantity: null }] : [] };
  }
  return { orderId, items };
}
