import type { Category, Product } from '../records';

/** The specification's cost price resolution result (sections 3 and 9). */
export type CostPriceSource = 'product' | 'category' | 'default';

export interface CostPriceResult {
  value: number;
  source: CostPriceSource;
  categoryId: string | null;
  sku: string;
}

export const DEFAULT_COST_PRICE = 0;

export const productNotFound = (sku: string) => `Product with SKU ${sku} not found`;
export const categoryNotFoundById = (id: string) => `Category not found: ${id}`;

const isCost = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Product custom cost, then the category's cost, then 0. `category` is the product's category
 * when it exists (undefined when the product has none or it was not found).
 */
export function resolveCostPrice(
  product: Pick<Product, 'sku' | 'customCostPrice' | 'categoryId'>,
  category: Pick<Category, 'id' | 'costPrice'> | undefined,
): CostPriceResult {
  const categoryId = product.categoryId === '' ? null : product.categoryId;
  if (isCost(product.customCostPrice)) {
    return { value: product.customCostPrice, source: 'product', categoryId, sku: product.sku };
  }
  if (category && isCost(category.costPrice)) {
    return { value: category.costPrice, source: 'category', categoryId, sku: product.sku };
  }
  return { value: DEFAULT_COST_PRICE, source: 'default', categoryId, sku: product.sku };
}
