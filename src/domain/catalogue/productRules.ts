import type { Product } from '../records';
import { nameProblem } from './nameRule';

/**
 * What a user may change of a product, and the rules those changes keep: the product screens
 * check them as the user types, the product service before it writes.
 */

/** The fields a user edits on the product screens; everything else comes from the listing import. */
export const EDITABLE_PRODUCT_FIELDS = [
  'name',
  'description',
  'sellingPrice',
  'customCostPrice',
  'categoryId',
  'visibility',
] as const;

export type EditableProductField = (typeof EDITABLE_PRODUCT_FIELDS)[number];
export type ProductChanges = Partial<Pick<Product, EditableProductField>>;

const SELLING_PRICE_PROBLEM = 'Selling price must be a number of 0 or more';
const CUSTOM_COST_PRICE_PROBLEM = 'Custom cost price must be a number of 0 or more, or empty';
const VISIBILITY_PROBLEM = 'Visibility must be visible or hidden';

export const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

export const sellingPriceProblem = (value: number | null | undefined): string | null =>
  isAmount(value) ? null : SELLING_PRICE_PROBLEM;

export const customCostPriceProblem = (value: number | null | undefined): string | null =>
  value === null || isAmount(value) ? null : CUSTOM_COST_PRICE_PROBLEM;

/** Why a set of changes cannot be stored, or null when it can. */
export function productChangesProblem(changes: ProductChanges): string | null {
  const name = typeof changes.name === 'string' ? nameProblem(changes.name) : null;
  if (name) return name;
  const price = 'sellingPrice' in changes ? sellingPriceProblem(changes.sellingPrice) : null;
  if (price) return price;
  const cost = 'customCostPrice' in changes ? customCostPriceProblem(changes.customCostPrice) : null;
  if (cost) return cost;
  if ('visibility' in changes && changes.visibility !== 'visible' && changes.visibility !== 'hidden') {
    return VISIBILITY_PROBLEM;
  }
  return null;
}
