import { AMAZON_ORDER_ID } from './amazonInvoice';
import { FLIPKART_ORDER_ID } from './flipkartLabel';
import { type TextLine } from './textLines';

/** What a page of a label file is, judged from its text alone (docs/LABELS.md). */
export type PageKind = 'amazon-invoice' | 'amazon-label' | 'flipkart-label' | 'meesho-label' | 'no-text' | 'unknown';

const MEESHO_TABLE = /SKUSizeQtyColorOrderNo/i;
const FLIPKART_MARKS = /SKUID|AWBNo|E-?Kart|Notforresale/i;
const INVOICE_MARKS = /Invoice|OrderNumber/i;

export function classifyPage(lines: readonly TextLine[]): PageKind {
  if (!lines.length) return 'no-text';
  const text = lines.map((line) => line.compact).join('');
  if (MEESHO_TABLE.test(text) || /meesho/i.test(text)) return 'meesho-label';
  if (FLIPKART_ORDER_ID.test(text) && FLIPKART_MARKS.test(text)) return 'flipkart-label';
  if (AMAZON_ORDER_ID.test(text)) return INVOICE_MARKS.test(text) ? 'amazon-invoice' : 'amazon-label';
  if (/amazon/i.test(text) && !INVOICE_MARKS.test(text)) return 'amazon-label';
  return 'unknown';
}

const KIND_NAMES: Record<PageKind, string> = {
  'amazon-invoice': 'an Amazon invoice',
  'amazon-label': 'an Amazon label',
  'flipkart-label': 'a Flipkart label',
  'meesho-label': 'a Meesho label',
  'no-text': 'a page without text',
  unknown: 'a page that is no marketplace label',
};

/** `amazon.pdf page 3: expected an Amazon invoice, found a Flipkart label`. */
export function unexpectedPageMessage(file: string, page: number, expected: PageKind, found: PageKind): string {
  return `${file} page ${page}: expected ${KIND_NAMES[expected]}, found ${KIND_NAMES[found]}`;
}

/** Kinds that may stand where an Amazon label page belongs: an image, or label text of any courier. */
export function canBeAmazonLabel(kind: PageKind): boolean {
  return kind === 'no-text' || kind === 'amazon-label' || kind === 'unknown';
}
