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

/** docs/LABELS.md: the SKU column can hold a pack form, `4 QTY - A_ClearPlain_4060`. */
const PACK_FORM = /^(\d{1,3})\s*QTY\s*-\s*(\S.*)$/i;

interface Pack {
  sku: string;
  count: number;
}

/**
 * A pack form is that many units of the SKU after the dash, unless the catalogue lists the
 * whole form as a product of its own (a pack kept in stock as one thing).
 */
function packOf(structural: string | undefined, platform: Platform, catalogue: CatalogueIndex): Pack | undefined {
  const found = structural === undefined ? null : PACK_FORM.exec(structural.trim());
  if (!found || catalogue.find(structural ?? '', platform)) return undefined;
  const count = Number(found[1]);
  return count > 0 ? { sku: found[2] ?? '', count } : undefined;
}

export function resolveItems(platform: Platform, raw: readonly RawItem[], catalogue: CatalogueIndex): ReadItem[] {
  return raw.map((item) => {
    const pack = packOf(item.structuralSku, platform, catalogue);
    const { sku } = recognizeSku(pack?.sku ?? item.structuralSku, item.text, platform, catalogue);
    const name = item.title || (sku && catalogue.find(sku, platform)?.product.name) || '';
    // A row of packs ships its QTY times the pack's count; an unread QTY is one pack.
    const quantity = pack ? pack.count * (item.quantity ?? 1) : item.quantity;
    return { sku, name, quantity };
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
