import type { Category, Product } from '../records';
import { type CsvCell, toCsv } from '../csvText';
import { resolveCostPrice } from './costPrice';

export const PRODUCT_CSV_FIELDS = [
  'sku',
  'platform',
  'name',
  'description',
  'sellingPrice',
  'customCostPrice',
  'costPrice',
  'costPriceSource',
  'categoryId',
  'category',
  'visibility',
  'listingStatus',
  'moq',
  'amazonSerialNumber',
  'flipkartSerialNumber',
  'lastImportedFrom',
  'inventoryQuantity',
  'lowStockThreshold',
  'createdAt',
  'updatedAt',
  'id',
] as const;

export const CATEGORY_CSV_FIELDS = [
  'id',
  'name',
  'description',
  'tag',
  'costPrice',
  'totalQuantity',
  'lowStockThreshold',
  'productCount',
  'createdAt',
  'updatedAt',
] as const;

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The catalogue's products, one row each, with the cost price as it resolves (docs/SPEC.md §9:
 * product custom cost, then category cost, then 0). Deleted records are left out.
 */
export function productsCsv(products: readonly Product[], categories: readonly Category[]): string {
  const byId = new Map(categories.filter((category) => !category.deleted).map((category) => [category.id, category]));
  const rows = products
    .filter((product) => !product.deleted)
    .sort((a, b) => byText(a.sku, b.sku) || byText(a.platform, b.platform))
    .map((product): CsvCell[] => {
      const category = byId.get(product.categoryId);
      const cost = resolveCostPrice(product, category);
      const { metadata, inventory } = product;
      return [
        product.sku,
        product.platform,
        product.name,
        product.description,
        product.sellingPrice,
        product.customCostPrice,
        cost.value,
        cost.source,
        product.categoryId,
        category?.name ?? '',
        product.visibility,
        metadata.listingStatus,
        metadata.moq,
        metadata.amazonSerialNumber,
        metadata.flipkartSerialNumber,
        metadata.lastImportedFrom,
        inventory?.quantity ?? null,
        inventory?.lowStockThreshold ?? null,
        metadata.createdAt,
        metadata.updatedAt,
        product.id,
      ];
    });
  return toCsv(PRODUCT_CSV_FIELDS, rows);
}

/** docs/SPEC.md §3: a category without inventory has quantity 0, threshold 5 and product count 0. */
const NO_INVENTORY = { totalQuantity: 0, lowStockThreshold: 5, productCount: 0 };

/** The catalogue's categories, one row each, by name. Deleted categories are left out. */
export function categoriesCsv(categories: readonly Category[]): string {
  const rows = categories
    .filter((category) => !category.deleted)
    .sort((a, b) => byText(a.name, b.name) || byText(a.id, b.id))
    .map((category): CsvCell[] => {
      const inventory = category.inventory ?? NO_INVENTORY;
      return [
        category.id,
        category.name,
        category.description,
        category.tag,
        category.costPrice,
        inventory.totalQuantity,
        inventory.lowStockThreshold,
        inventory.productCount,
        category.createdAt,
        category.updatedAt,
      ];
    });
  return toCsv(CATEGORY_CSV_FIELDS, rows);
}
