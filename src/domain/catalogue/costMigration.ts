import type { Category, Product } from '../records';

/**
 * The cost price migration (docs/SPEC.md §7, cost price service): for each category, the average
 * of its products' custom cost prices becomes the category's cost price, and those products'
 * custom costs are cleared, so that they resolve to the category's cost from then on.
 */

interface CategoryCostChange {
  categoryId: string;
  categoryName: string;
  oldCost: number | null;
  /** The average, rounded to 2 decimals (paise). */
  newCost: number;
  productsAffected: number;
  /** Ids of the products whose custom cost is cleared. */
  productIds: string[];
}

export interface CostMigrationPreview {
  categories: CategoryCostChange[];
  productsAffected: number;
}

const isCost = (value: number | null): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * By category name. Only categories that exist and have products with a custom cost appear; products without a
 * category, or whose category is gone, keep their custom cost.
 */
export function costMigrationPreview(
  categories: readonly Pick<Category, 'id' | 'name' | 'costPrice' | 'deleted'>[],
  products: readonly Pick<Product, 'id' | 'categoryId' | 'customCostPrice' | 'deleted'>[],
): CostMigrationPreview {
  const costs = new Map<string, { total: number; productIds: string[] }>();
  for (const product of products) {
    if (product.deleted || product.categoryId === '' || !isCost(product.customCostPrice)) continue;
    const entry = costs.get(product.categoryId) ?? { total: 0, productIds: [] };
    entry.total += product.customCostPrice;
    entry.productIds.push(product.id);
    costs.set(product.categoryId, entry);
  }
  const changes: CategoryCostChange[] = [];
  for (const category of categories) {
    const entry = costs.get(category.id);
    if (category.deleted || !entry) continue;
    changes.push({
      categoryId: category.id,
      categoryName: category.name,
      oldCost: category.costPrice,
      newCost: Math.round((entry.total / entry.productIds.length) * 100) / 100,
      productsAffected: entry.productIds.length,
      productIds: entry.productIds,
    });
  }
  changes.sort((a, b) => a.categoryName.localeCompare(b.categoryName, undefined, { sensitivity: 'base' }));
  return { categories: changes, productsAffected: changes.reduce((sum, change) => sum + change.productsAffected, 0) };
}
