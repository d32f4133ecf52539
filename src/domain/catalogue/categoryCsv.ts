import Papa from 'papaparse';
import { csvCellValue, toCsv } from '../csvText';
import type { Category } from '../records';
import { categoryNameKey, costPriceProblem } from './categoryRules';
import { nameProblem } from './nameRule';

/** Category CSV files: columns name, description, tag, costPrice; one category per row. */
export const CATEGORY_CSV_COLUMNS = ['name', 'description', 'tag', 'costPrice'] as const;

const categoryCsvColumnsMissing = (found: readonly string[]) =>
  `Expected columns: ${CATEGORY_CSV_COLUMNS.join(', ')}; found: ${found.join(', ') || 'none'}`;

export type CategoryFields = Pick<Category, 'name' | 'description' | 'tag' | 'costPrice'>;

/** A row to write; a column the file does not have is absent, so an update leaves that field alone. */
export interface CategoryCsvRow {
  /** 1-based line of the file (the header is line 1). */
  line: number;
  fields: Pick<CategoryFields, 'name'> & Partial<CategoryFields>;
}

export interface SkippedCategoryRow {
  line: number;
  name: string;
  reason: string;
}

export interface ParsedCategoryCsv {
  rows: CategoryCsvRow[];
  skipped: SkippedCategoryRow[];
}

/** The rows of a categories CSV matched to the categories they update; the others create one. */
export interface CategoryRowMatch<C> {
  create: CategoryCsvRow['fields'][];
  update: { category: C; fields: CategoryCsvRow['fields'] }[];
}

/**
 * Matches rows to existing categories by name key; of two categories with the same key, the first
 * is the one updated. The preview and the import both go through here, so they cannot disagree.
 */
export function matchCategoryRows<C extends Pick<Category, 'name'>>(
  rows: readonly CategoryCsvRow[],
  existing: readonly C[],
): CategoryRowMatch<C> {
  const byKey = new Map<string, C>();
  for (const category of existing) {
    if (!byKey.has(categoryNameKey(category.name))) byKey.set(categoryNameKey(category.name), category);
  }
  const match: CategoryRowMatch<C> = { create: [], update: [] };
  for (const { fields } of rows) {
    const category = byKey.get(categoryNameKey(fields.name));
    if (category) match.update.push({ category, fields });
    else match.create.push(fields);
  }
  return match;
}

/**
 * Reads a category CSV. The header must have a `name` column; the others are optional. A row
 * breaking a category rule (categoryRules.ts: no name, a cost price that is not an amount) or
 * repeating an earlier row's name is skipped with its reason. An empty cost price is no cost price (null).
 */
export function parseCategoryCsv(text: string): ParsedCategoryCsv {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  const columns = (parsed.meta.fields ?? []).filter((field) => field !== '');
  if (!columns.includes('name')) throw new Error(categoryCsvColumnsMissing(columns));
  const present = CATEGORY_CSV_COLUMNS.filter((column) => columns.includes(column));

  const rows: CategoryCsvRow[] = [];
  const skipped: SkippedCategoryRow[] = [];
  const seen = new Set<string>();
  parsed.data.forEach((record, index) => {
    const line = index + 2;
    const name = csvCellValue((record.name ?? '').trim());
    const skip = (reason: string) => skipped.push({ line, name, reason });
    const missing = nameProblem(name);
    if (missing) return skip(missing);
    if (seen.has(categoryNameKey(name))) return skip('name repeated in the file');
    const fields: CategoryCsvRow['fields'] = { name };
    for (const column of present) {
      if (column === 'name') continue;
      const value = csvCellValue((record[column] ?? '').trim());
      if (column === 'costPrice') {
        const cost = value === '' ? null : Number(value);
        const problem = costPriceProblem(cost);
        if (problem) return skip(problem);
        fields.costPrice = cost;
      } else {
        fields[column] = value;
      }
    }
    seen.add(categoryNameKey(name));
    rows.push({ line, fields });
  });
  return { rows, skipped };
}

/** The categories as CSV in the import's columns, so that an exported file imports back unchanged. */
export function categoriesToCsv(categories: readonly CategoryFields[]): string {
  return toCsv(
    CATEGORY_CSV_COLUMNS,
    categories.map((category) => [category.name, category.description, category.tag, category.costPrice]),
  );
}
