import { PLATFORMS, type Catalogue, type CatalogueCategory, type CatalogueProduct, type Platform } from '../records';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/**
 * Reads `{"products":[{sku,platform,name,categoryId,sellingPrice}],"categories":[{id,name}]}`
 * from untrusted JSON. Products without a SKU or a known platform are left out; a non-numeric
 * price becomes 0, as on import (docs/SPEC.md §5).
 */
export function parseCatalogue(json: unknown): Catalogue {
  if (!isRecord(json)) throw new Error('The catalogue must be a JSON object with products and categories');
  const products: CatalogueProduct[] = [];
  for (const entry of Array.isArray(json.products) ? json.products : []) {
    if (!isRecord(entry)) continue;
    const sku = text(entry.sku).trim();
    const platform = text(entry.platform) as Platform;
    if (!sku || !PLATFORMS.includes(platform)) continue;
    const price = Number(entry.sellingPrice);
    products.push({
      sku,
      platform,
      name: text(entry.name),
      categoryId: text(entry.categoryId),
      sellingPrice: Number.isFinite(price) ? price : 0,
    });
  }
  const categories: CatalogueCategory[] = [];
  for (const entry of Array.isArray(json.categories) ? json.categories : []) {
    if (isRecord(entry) && text(entry.id)) categories.push({ id: text(entry.id), name: text(entry.name) });
  }
  return { products, categories };
}
