import { categoryNameKey, parseCategoryCsv, type SkippedCategoryRow } from '../../domain/catalogue/categoryCsv';
import type { Category } from '../../domain/records';

/** What a categories CSV would do, shown before anything is written. */
export interface CategoryImportPlan {
  /** Names of the rows that create a category. */
  create: string[];
  /** Names of the existing categories the file overwrites. */
  update: string[];
  skipped: SkippedCategoryRow[];
}

/**
 * The plan of a categories CSV against the live categories, matched as the import matches them
 * (by name, trimmed, case not counted); throws the file's problem (its columns) as the import would.
 */
export function categoryImportPlan(text: string, existing: readonly Pick<Category, 'name'>[]): CategoryImportPlan {
  const { rows, skipped } = parseCategoryCsv(text);
  const known = new Map(existing.map((category) => [categoryNameKey(category.name), category.name]));
  const plan: CategoryImportPlan = { create: [], update: [], skipped };
  for (const { fields } of rows) {
    const match = known.get(categoryNameKey(fields.name));
    if (match === undefined) plan.create.push(fields.name);
    else plan.update.push(match);
  }
  return plan;
}
