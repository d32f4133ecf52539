import type { Platform, Product, Visibility } from '../records';

/**
 * What the product screens narrow the catalogue by. An empty value means no filtering
 * (docs/SPEC.md §5), so the empty filter shows every product that is not deleted.
 */
export interface ProductFilter {
  platform: Platform | '';
  categoryId: string;
  visibility: Visibility | '';
  /** Case-insensitive, over sku, name and description. */
  search: string;
  /** Only products without a category, or whose category no longer exists. */
  uncategorized: boolean;
}

export const EMPTY_PRODUCT_FILTER: ProductFilter = {
  platform: '',
  categoryId: '',
  visibility: '',
  search: '',
  uncategorized: false,
};

/** A product's category counts only while it exists: a deleted category leaves its products uncategorized. */
export function isUncategorized(product: Pick<Product, 'categoryId'>, liveCategoryIds: ReadonlySet<string>): boolean {
  return product.categoryId === '' || !liveCategoryIds.has(product.categoryId);
}

/**
 * Lower-cased search text per product, made once per product object: a keystroke then costs one
 * substring test per product instead of lower-casing three strings of each of 10,000 products.
 * Records are replaced, never mutated, so a cached text never goes stale.
 */
const searchTexts = new WeakMap<Product, string>();

function searchText(product: Product): string {
  let text = searchTexts.get(product);
  if (text === undefined) {
    // A separator no one types, so that a search never matches across two fields.
    text = `${product.sku}\u0000${product.name}\u0000${product.description}`.toLowerCase();
    searchTexts.set(product, text);
  }
  return text;
}

export function normalisedSearch(search: string): string {
  return search.trim().toLowerCase();
}

/** The products that pass every set part of the filter, in their given order. */
export function filterProducts(
  products: readonly Product[],
  filter: ProductFilter,
  liveCategoryIds: ReadonlySet<string>,
): Product[] {
  const needle = normalisedSearch(filter.search);
  return products.filter(
    (product) =>
      !product.deleted &&
      (filter.platform === '' || product.platform === filter.platform) &&
      (filter.categoryId === '' || product.categoryId === filter.categoryId) &&
      (filter.visibility === '' || product.visibility === filter.visibility) &&
      (!filter.uncategorized || isUncategorized(product, liveCategoryIds)) &&
      (needle === '' || searchText(product).includes(needle)),
  );
}
