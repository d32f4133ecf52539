import type { CostPriceSource } from '../../domain/catalogue/costPrice';
import type { Category } from '../../domain/records';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

export const formatPrice = (value: number) => rupees.format(value);

const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Counts of products and rows, grouped as the prices are: 10,000 and 1,00,000. */
export const formatCount = (value: number) => whole.format(value);

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
