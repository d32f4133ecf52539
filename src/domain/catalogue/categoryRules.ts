import type { Category } from '../records';
import { isAmount } from './productRules';
import { nameProblem } from './nameRule';

/**
 * The rules a category keeps, for the category form, the category service and the category CSV
 * import alike. The server holds the name rule too (pocketbase/pb_hooks/category_names.js, in
 * the same words, and a unique index).
 */

const COST_PRICE_PROBLEM = 'Cost price must be a number of 0 or more, or empty';

const categoryNameTaken = (name: string) => `A category named '${name}' already exists`;

/** Names are compared trimmed, case not counted: 'Chandan', ' chandan ' and 'CHANDAN' are one. */
export const categoryNameKey = (name: string) => name.trim().toLocaleLowerCase();

/**
 * Why `name` cannot be the name of the category `id` (undefined for a new one) among the live
 * `categories`: it is empty, or another category has it.
 */
export function categoryNameProblem(
  name: string,
  categories: readonly Pick<Category, 'id' | 'name'>[],
  id?: string,
): string | null {
  const empty = nameProblem(name);
  if (empty) return empty;
  const key = categoryNameKey(name);
  const holder = categories.find((category) => category.id !== id && categoryNameKey(category.name) === key);
  return holder ? categoryNameTaken(holder.name) : null;
}

/** A category's cost price is an amount, or null for none (its products then cost their own or 0). */
export const costPriceProblem = (value: number | null): string | null =>
  value === null || isAmount(value) ? null : COST_PRICE_PROBLEM;
