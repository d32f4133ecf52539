import { UNCATEGORIZED } from '../labels/catalogue';
import type { LinePricing } from './linePricing';
import type { NamedTotals } from './orderPass';
import { finishTotals, type OrderTotals } from './orderTotals';

export interface CategoryFigures extends OrderTotals {
  /** Null for the lines without a category. */
  categoryId: string | null;
  /** The category's current name, else the name the lines were recorded with; 'Uncategorized' for none. */
  name: string;
}

const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * One row per category, by name, with the Uncategorized group last as in the label merge's
 * grouping (docs/SPEC.md §5). A category renamed since keeps its lines under its new name; one
 * deleted since under the name the lines were recorded with.
 */
export function categoryFigures(groups: ReadonlyMap<string, NamedTotals>, pricing: LinePricing): CategoryFigures[] {
  const rows = [...groups].map(([categoryId, group]): CategoryFigures => {
    const totals = finishTotals(group.totals);
    if (categoryId === '') return { ...totals, categoryId: null, name: UNCATEGORIZED };
    const name = pricing.categoryName(categoryId) ?? (group.name === '' ? categoryId : group.name);
    return { ...totals, categoryId, name };
  });
  return rows.sort(
    (a, b) =>
      Number(a.categoryId === null) - Number(b.categoryId === null) ||
      byName.compare(a.name, b.name) ||
      (a.categoryId ?? '').localeCompare(b.categoryId ?? ''),
  );
}
