import type { Catalogue, CatalogueCategory, CatalogueProduct, Platform } from '../records';
import { compact } from './textLines';

export const EMPTY_CATALOGUE: Catalogue = { products: [], categories: [] };

export const UNCATEGORIZED = 'Uncategorized';

interface CatalogueMatch {
  product: CatalogueProduct;
  /** Null when the product's categoryId names no known category. */
  category: CatalogueCategory | null;
}

export interface CatalogueIndex {
  /**
   * Exact SKU first, then the same SKU ignoring case and runs of spaces, then ignoring every space
   * (a SKU whose text was cut into pieces); own platform first.
   */
  find(sku: string, platform: Platform): CatalogueMatch | undefined;
  /** The longest catalogue SKU standing as a whole token in the text, if any. */
  skuInText(text: string, platform: Platform): string | undefined;
}

function normalizeSku(sku: string): string {
  return sku.replace(/\s+/g, ' ').trim().toUpperCase();
}

const TOKEN_CHAR = /[A-Za-z0-9]/;

function standsAlone(text: string, start: number, length: number): boolean {
  const before = text[start - 1];
  const after = text[start + length];
  return (before === undefined || !TOKEN_CHAR.test(before)) && (after === undefined || !TOKEN_CHAR.test(after));
}

function addTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function indexCatalogue(catalogue: Catalogue): CatalogueIndex {
  const categories = new Map(catalogue.categories.map((category) => [category.id, category]));
  const exact = new Map<string, CatalogueProduct[]>();
  const loose = new Map<string, CatalogueProduct[]>();
  const spaceless = new Map<string, CatalogueProduct[]>();
  for (const product of catalogue.products) {
    if (!product.sku.trim()) continue;
    addTo(exact, product.sku, product);
    addTo(loose, normalizeSku(product.sku), product);
    addTo(spaceless, compact(product.sku).toUpperCase(), product);
  }
  const longestFirst = [...loose.keys()].sort((a, b) => b.length - a.length);

  const pick = (candidates: CatalogueProduct[] | undefined, platform: Platform): CatalogueProduct | undefined =>
    candidates?.find((product) => product.platform === platform) ?? candidates?.[0];

  return {
    find(sku, platform) {
      const product =
        pick(exact.get(sku), platform) ??
        pick(loose.get(normalizeSku(sku)), platform) ??
        pick(spaceless.get(compact(sku).toUpperCase()), platform);
      return product && { product, category: categories.get(product.categoryId) ?? null };
    },
    skuInText(text, platform) {
      const haystack = normalizeSku(text);
      for (const key of longestFirst) {
        let at = haystack.indexOf(key);
        while (at !== -1) {
          if (standsAlone(haystack, at, key.length)) return pick(loose.get(key), platform)?.sku;
          at = haystack.indexOf(key, at + 1);
        }
      }
      return undefined;
    },
  };
}
