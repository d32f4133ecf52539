import { type CsvCell, toCsv } from '../csvText';
import { UNCATEGORIZED } from '../labels/catalogue';
import type { CategoryFigures } from './categoryFigures';
import type { DayFigures } from './dayFigures';
import type { FigureLine } from './orderFilter';
import type { OrderTotals } from './orderTotals';
import type { SkuFigures } from './skuFigures';

/** Always two decimals, so a column of amounts reads and adds up as written. */
const amount = (rupees: number) => rupees.toFixed(2);
const margin = (percent: number | null) => (percent === null ? '' : percent.toFixed(2));

const MONEY_FIELDS = ['Orders', 'Units', 'Revenue', 'Cost', 'Profit', 'Margin %'] as const;
const moneyCells = (row: OrderTotals): CsvCell[] => [
  row.orders,
  row.units,
  amount(row.revenue),
  amount(row.cost),
  amount(row.profit),
  margin(row.marginPercent),
];

/** Active Orders' line view: every order line of the day as the screen lists it. */
export function orderLinesCsv(lines: readonly FigureLine[]): string {
  return toCsv(
    ['Order id', 'Platform', 'SKU', 'Name', 'Quantity', 'Category', 'Batch'],
    lines.map((line) => [
      line.orderId,
      line.type,
      line.sku,
      line.name,
      line.quantity,
      line.categoryId === '' ? UNCATEGORIZED : line.category,
      line.batchId ?? '',
    ]),
  );
}

/** The category table, with how each category's cost was found. */
export function categoryFiguresCsv(rows: readonly CategoryFigures[]): string {
  return toCsv(
    ['Category', ...MONEY_FIELDS, 'Product cost lines', 'Category cost lines', 'Default cost lines', 'Unpriced lines'],
    rows.map((row) => [
      row.name,
      ...moneyCells(row),
      row.costSources.product,
      row.costSources.category,
      row.costSources.default,
      row.unpricedLines,
    ]),
  );
}

/** Orders and revenue per SKU; also the top products table, whose rows are in rank order. */
export function skuFiguresCsv(rows: readonly SkuFigures[]): string {
  return toCsv(
    ['SKU', 'Name', ...MONEY_FIELDS],
    rows.map((row) => [row.sku, row.name, ...moneyCells(row)]),
  );
}

export function dailyFiguresCsv(rows: readonly DayFigures[]): string {
  return toCsv(
    ['Date', 'Orders', 'Units', 'Revenue'],
    rows.map((row) => [row.date, row.orders, row.units, amount(row.revenue)]),
  );
}
