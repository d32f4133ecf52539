import type { CostPriceSource } from '../../domain/catalogue/costPrice';
import type { Category } from '../../domain/records';

export { formatCount, formatRupees as formatPrice } from '../../domain/format';

export const COST_SOURCE_COLOR: Record<CostPriceSource, string> = { product: 'blue', category: 'green', default: 'gray' };

/** Where a resolved cost price came from, in words (docs/SPEC.md §9's resolution order). */
export function costSourceText(source: CostPriceSource, category: Pick<Category, 'name'> | null): string {
  if (source === 'product') return "The product's own custom cost price";
  if (source === 'category') return `The cost price of its category${category ? `, ${category.name}` : ''}`;
  return 'The default: no custom cost price and no category cost price';
}

export interface Option {
  value: string;
  label: string;
}

/** Categories as select options, by name. */
export function categoryOptions(categories: readonly Category[]): Option[] {
  return categories
    .map((category) => ({ value: category.id, label: category.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
