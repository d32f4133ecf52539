import type { RawItem } from '../../labelItems';
import { compact, textBetween, type TextLine } from '../../textLines';

export const FLIPKART_ORDER_ID = /OD\d{18}/;
const ROW_START = /^(\d{1,3})\s+(\S.*)$/;
const TOTAL_QUANTITY = /TOTALQTY:?(\d+)/i;
const TABLE_END = /^(?:Notforresale|Printedat)/i;
const AWB_LABEL = /AWB(?:No|Number)?\.?:?([A-Z0-9]{8,24})/i;
/** docs/LABELS.md: the AWB printed as text under the barcode, e.g. `FMPP1911852878`. */
const AWB_SHAPE = /^[A-Z]{2,5}\d{8,14}$/;
/** Quantities sit under the QTY heading; pieces starting a little left of it still belong to it. */
const COLUMN_SLACK = 4;
/** A number at the end of a text, after a space. */
const GLUED_QUANTITY = /\s(\d{1,3})$/;

export interface FlipkartLabel {
  orderId: string;
  items: RawItem[];
  /** The invoice's 'TOTAL QTY: n', when present. */
  totalQuantity: number | null;
  /** The parcel's air waybill number; empty when none is printed. */
  awb: string;
  /** The courier printed at the top, before the order id ('E-Kart Logistics'); empty when none is. */
  courier: string;
}

interface Row {
  sku: string;
  description: string;
  quantity: number | null;
}

function splitRow(left: string, quantityText: string | null): Row {
  const bar = left.indexOf('|');
  const skuPart = bar === -1 ? left : left.slice(0, bar);
  const description = bar === -1 ? '' : left.slice(bar + 1);
  let quantity = quantityText !== null && /^\d+$/.test(quantityText) ? Number(quantityText) : null;
  let text = description.replace(/[\s|]+$/, '').trim();
  if (quantityText === null) {
    const trailing = /\s(\d+)$/.exec(text);
    if (trailing) {
      quantity = Number(trailing[1]);
      text = text.slice(0, trailing.index).trim();
    }
  }
  return { sku: skuPart.trim(), description: text, quantity };
}

/** A service code printed before the courier's name ('REG' in `REG E-Kart Logistics`). */
const SERVICE_CODE = /^[A-Z]{1,4}$/;

/**
 * docs/LABELS.md, Flipkart: the label's top line is `REG E-Kart Logistics    OD123456789012345678    COD`;
 * the courier is what stands before the order id, without the service code.
 */
function readCourier(band: readonly TextLine[], orderId: string): string {
  if (orderId === '') return '';
  const line = band.find((one) => one.compact.includes(orderId));
  const at = line?.text.indexOf(orderId) ?? -1;
  if (!line || at <= 0) return '';
  const words = line.text.slice(0, at).trim().split(/\s+/);
  if (words.length > 1 && SERVICE_CODE.test(words[0] as string)) words.shift();
  return words.join(' ');
}

function readAwb(band: readonly TextLine[]): string {
  for (const line of band) {
    const found = AWB_LABEL.exec(line.compact);
    if (found?.[1]) return found[1].toUpperCase();
  }
  return '';
}

/**
 * docs/LABELS.md: in reading order the AWB text under the barcode follows the last description line;
 * it is not part of the product name.
 */
function isAwbText(text: string, awb: string): boolean {
  const value = compact(text).toUpperCase();
  return value !== '' && (value === awb || AWB_SHAPE.test(value));
}

function withoutTrailingAwb(description: string, awb: string): string {
  const words = description.split(' ');
  const last = words[words.length - 1] ?? '';
  return words.length > 1 && isAwbText(last, awb) ? words.slice(0, -1).join(' ') : description;
}

/** A table line cut at the QTY column: the text left of it, and the quantity cell (null without a column). */
interface ColumnSplit {
  left: string;
  quantity: string | null;
}

/**
 * A description that runs up to the QTY column is one text piece with the quantity after it (the
 * gap is narrower than a word gap), so a piece that ends inside the column gives up its trailing
 * number to the quantity when the column holds nothing else.
 */
function splitAtQuantity(line: TextLine, quantityX: number | null): ColumnSplit {
  if (quantityX === null) return { left: line.text, quantity: null };
  const left = textBetween(line, -Infinity, quantityX);
  const quantity = textBetween(line, quantityX, Infinity);
  const last = line.pieces.filter((piece) => piece.x < quantityX).at(-1);
  const glued = quantity === '' && last && last.x + last.width > quantityX ? GLUED_QUANTITY.exec(left) : null;
  return glued ? { left: left.slice(0, glued.index).trimEnd(), quantity: glued[1] ?? '' } : { left, quantity };
}

function readRows(band: readonly TextLine[], awb: string): Row[] {
  const header = band.findIndex((line) => /SKUID/i.test(line.compact));
  if (header === -1) return [];
  const quantityPiece = band[header]?.pieces.find((piece) => /^QTY$/i.test(compact(piece.str)));
  const quantityX = quantityPiece ? quantityPiece.x - COLUMN_SLACK : null;
  const rows: Row[] = [];
  for (const line of band.slice(header + 1)) {
    if (TABLE_END.test(line.compact)) break;
    const { left, quantity } = splitAtQuantity(line, quantityX);
    if (isAwbText(left, awb)) break;
    const start = ROW_START.exec(left);
    if (start && Number(start[1]) === rows.length + 1 && left.includes('|')) {
      rows.push(splitRow(start[2] ?? '', quantity));
      continue;
    }
    const current = rows[rows.length - 1];
    if (!current) continue;
    current.description = `${current.description} ${left}`.replace(/[\s|]+$/, '').trim();
    if (current.quantity === null && quantity && /^\d+$/.test(quantity)) current.quantity = Number(quantity);
  }
  for (const row of rows) row.description = withoutTrailingAwb(row.description, awb);
  return rows;
}

/**
 * docs/LABELS.md, Flipkart: the label band (lines at or above `bandBottom`) holds the order id and the
 * 'SKU ID | Description ... QTY' rows; the invoice below gives 'TOTAL QTY'.
 */
export function readFlipkartLabel(lines: readonly TextLine[], bandBottom: number): FlipkartLabel {
  const band = lines.filter((line) => line.y >= bandBottom);
  const idIn = (line: TextLine) => line.compact.match(FLIPKART_ORDER_ID)?.[0];
  const orderId = band.map(idIn).find(Boolean) ?? lines.map(idIn).find(Boolean) ?? '';
  const total = lines.map((line) => line.compact.match(TOTAL_QUANTITY)?.[1]).find(Boolean);
  const totalQuantity = total === undefined ? null : Number(total);
  const awb = readAwb(band);
  const courier = readCourier(band, orderId);
  const rows = readRows(band, awb);
  if (rows.length) {
    const items = rows.map((row) => ({
      structuralSku: row.sku || undefined,
      title: row.description,
      text: `${row.sku} | ${row.description}`,
      quantity: row.quantity,
    }));
    const [only] = items;
    if (only && items.length === 1 && only.quantity === null) only.quantity = totalQuantity;
    return { orderId, items, totalQuantity, awb, courier };
  }
  const text = band.map((line) => line.text).join(' ');
  return { orderId, totalQuantity, awb, courier, items: text.trim() ? [{ title: '', text, quantity: totalQuantity }] : [] };
}
