import type { Platform } from '../records';
import type { CatalogueIndex } from './catalogue';
import type { ReadItem } from './parsedOrder';
import { recognizeSku } from './sku';

/** An item as found on a label, before the catalogue has been consulted. */
export interface RawItem {
  /** The SKU at its structural position, when the layout had one. */
  structuralSku?: string;
  title: string;
  /** All the item's text, searched for catalogue SKUs and the spec's patterns. */
  text: string;
  quantity: number | null;
}

export function resolveItems(platform: Platform, raw: readonly RawItem[], catalogue: CatalogueIndex): ReadItem[] {
  return raw.map((item) => {
    const { sku } = recognizeSku(item.structuralSku, item.text, platform, catalogue);
    const name = item.title || (sku && catalogue.find(sku, platform)?.product.name) || '';
    return { sku, name, quantity: item.quantity };
  });
}

/** Cuts the parenthesised group that opens at `open`, brackets inside it kept. */
export function balancedGroup(text: string, open: number): { inner: string; end: number } | undefined {
  let depth = 0;
  for (let at = open; at < text.length; at++) {
    if (text[at] === '(') depth++;
    else if (text[at] === ')' && --depth === 0) return { inner: text.slice(open + 1, at), end: at + 1 };
  }
  return undefined;
}
