import Papa from 'papaparse';
import { FEE_KINDS } from './moneyLines';
import type { CategoryFigures, MonthFigures, SkuFigures, TransactionTotals } from './transactionFigures';

type Cell = string | number;

const csv = (fields: readonly string[], rows: Cell[][]) => Papa.unparse({ fields: [...fields], data: rows });
/**
 * A text cell that starts like a formula gets a quote first (it stays text in a spreadsheet), as in
 * the other CSV exports; amounts are not escaped, so a negative one ('-60.00') adds up.
 */
const text = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
const amount = (rupees: number) => rupees.toFixed(2);
const margin = (percent: number | null) => (percent === null ? '' : percent.toFixed(2));

const MONEY = ['Units', 'Sales', 'Fees', 'Refunds', 'Cost', 'Profit', 'Margin %'] as const;
const moneyCells = (row: Omit<SkuFigures, 'sku' | 'platforms' | 'category' | 'costSource'>): Cell[] => [
  row.units,
  amount(row.sales),
  amount(row.fees),
  amount(row.refunds),
  amount(row.cost),
  amount(row.profit),
  margin(row.margin),
];

export const skuFiguresCsv = (rows: readonly SkuFigures[]) =>
  csv(
    ['SKU', 'Marketplaces', 'Category', ...MONEY, 'Cost source'],
    rows.map((row) => [text(row.sku), row.platforms.join(' + '), text(row.category), ...moneyCells(row), row.costSource]),
  );

export const categoryFiguresCsv = (rows: readonly CategoryFigures[]) =>
  csv(
    ['Category', 'SKUs', ...MONEY],
    rows.map((row) => [text(row.category), row.skus, ...moneyCells(row)]),
  );

export const monthFiguresCsv = (rows: readonly MonthFigures[]) =>
  csv(
    ['Month', 'Sales', 'Fees', 'Profit'],
    rows.map((row) => [row.month, amount(row.sales), amount(row.fees), amount(row.profit)]),
  );

/** The tiles as figure / value rows. */
export function totalsCsv(totals: TransactionTotals): string {
  const rows: Cell[][] = [
    ['Gross Sales', amount(totals.grossSales)],
    ['Refunds and returns', amount(totals.refunds)],
    ...FEE_KINDS.map((kind): Cell[] => [`Marketplace fees: ${kind}`, amount(totals.fees[kind])]),
    ['Marketplace fees', amount(totals.feesTotal)],
    ['Taxes withheld (TCS/TDS)', amount(totals.taxesWithheld)],
    ['Net Received', amount(totals.netReceived)],
    ['Units sold', totals.units],
    ['Cost of goods', amount(totals.costOfGoods)],
    ['Net Profit', amount(totals.netProfit)],
    ['Margin %', margin(totals.margin)],
    ['Amazon released', amount(totals.settlement.amazon.settled)],
    ['Amazon deferred', amount(totals.settlement.amazon.pending)],
    ['Flipkart settled', amount(totals.settlement.flipkart.settled)],
    ['Flipkart pending', amount(totals.settlement.flipkart.pending)],
  ];
  return csv(['Figure', 'Value'], rows);
}
