import { type CsvCell, toCsv } from '../csvText';
import { FEE_KINDS } from './moneyLines';
import type { CategoryFigures, MonthFigures, SkuFigures, TransactionTotals } from './transactionFigures';

const amount = (rupees: number) => rupees.toFixed(2);
const margin = (percent: number | null) => (percent === null ? '' : percent.toFixed(2));

const MONEY = ['Units', 'Sales', 'Fees', 'Refunds', 'Cost', 'Profit', 'Margin %'] as const;
const moneyCells = (row: Omit<SkuFigures, 'sku' | 'platform' | 'category' | 'costSource'>): CsvCell[] => [
  row.units,
  amount(row.sales),
  amount(row.fees),
  amount(row.refunds),
  amount(row.cost),
  amount(row.profit),
  margin(row.margin),
];

export const skuFiguresCsv = (rows: readonly SkuFigures[]) =>
  toCsv(
    ['SKU', 'Marketplace', 'Category', ...MONEY, 'Cost source'],
    rows.map((row) => [row.sku, row.platform, row.category, ...moneyCells(row), row.costSource]),
  );

export const categoryFiguresCsv = (rows: readonly CategoryFigures[]) =>
  toCsv(
    ['Category', 'SKUs', ...MONEY],
    rows.map((row) => [row.category, row.skus, ...moneyCells(row)]),
  );

export const monthFiguresCsv = (rows: readonly MonthFigures[]) =>
  toCsv(
    ['Month', 'Sales', 'Fees', 'Profit'],
    rows.map((row) => [row.month, amount(row.sales), amount(row.fees), amount(row.profit)]),
  );

/** The tiles as figure / value rows. */
export function totalsCsv(totals: TransactionTotals): string {
  const rows: CsvCell[][] = [
    ['Gross Sales', amount(totals.grossSales)],
    ['Refunds and returns', amount(totals.refunds)],
    ...FEE_KINDS.map((kind): CsvCell[] => [`Marketplace fees: ${kind}`, amount(totals.fees[kind])]),
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
  return toCsv(['Figure', 'Value'], rows);
}
