import type { Platform } from '../records';
import type { CatalogueIndex } from './catalogue';
import { compact } from './textLines';

/** docs/SPEC.md §5: two, four and four alphanumerics joined by dashes, or 'SS' + 2-4 letters + 6-7 digits. */
const SKU_PATTERNS: readonly RegExp[] = [
  /(?<![A-Za-z0-9])[A-Za-z0-9]{2}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4}(?![A-Za-z0-9])/,
  /(?<![A-Za-z0-9])SS[A-Za-z]{2,4}\d{6,7}(?![A-Za-z0-9])/,
];

type SkuSource = 'structure' | 'catalogue' | 'pattern' | 'none';

export interface RecognizedSku {
  sku: string;
  source: SkuSource;
}

export function skuByPattern(text: string): string | undefined {
  let best: { sku: string; at: number } | undefined;
  for (const pattern of SKU_PATTERNS) {
    const found = pattern.exec(text);
    if (found && (!best || found.index < best.at)) best = { sku: found[0], at: found.index };
  }
  return best?.sku;
}

/**
 * docs/LABELS.md: the structural position (Amazon `ASIN ( SKU )`, Flipkart's SKU column) is the most
 * reliable source, then any catalogue SKU in the item text, and only then the seller's patterns.
 * A structural SKU is given as the catalogue spells it when the catalogue knows it, and without
 * spaces when only that way it is one of the seller's patterns (a word cut by the download).
 */
export function recognizeSku(
  structural: string | undefined,
  itemText: string,
  platform: Platform,
  catalogue: CatalogueIndex,
): RecognizedSku {
  const fromStructure = structural?.replace(/\s+/g, ' ').trim();
  if (fromStructure) {
    const known = catalogue.find(fromStructure, platform)?.product.sku;
    const joined = compact(fromStructure);
    const cut = !known && joined !== fromStructure && SKU_PATTERNS.some((pattern) => pattern.exec(joined)?.[0] === joined);
    return { sku: known ?? (cut ? joined : fromStructure), source: 'structure' };
  }
  const fromCatalogue = catalogue.skuInText(itemText, platform);
  if (fromCatalogue) return { sku: fromCatalogue, source: 'catalogue' };
  const fromPattern = skuByPattern(itemText);
  if (fromPattern) return { sku: fromPattern, source: 'pattern' };
  return { sku: '', source: 'none' };
}
