import { matchCategoryRows, parseCategoryCsv, type SkippedCategoryRow } from '../../domain/catalogue/categoryCsv';
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
 * (matchCategoryRows); throws the file's problem (its columns) as the import would.
 */
export function categoryImportPlan(text: string, existing: readonly Pick<Category, 'name'>[]): CategoryImportPlan {
  const { rows, skipped } = parseCategoryCsv(text);
  const { create, update } = matchCategoryRows(rows, existing);
  return { create: create.map((fields) => fields.name), update: update.map(({ category }) => category.name), skipped };
}
