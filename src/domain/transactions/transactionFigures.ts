import { resolveCostPrice, type CostPriceSource } from '../catalogue/costPrice';
import type { Category, Platform, Product } from '../records';
import { UNCATEGORIZED } from '../labels/catalogue';
import { PAYMENT_PLATFORMS, perPlatform, type PaymentPlatform } from '../marketplaces';
import { FEE_KINDS, type FeeKind, type MoneyLine } from './moneyLines';

export interface TransactionFilter {
  /** yyyy-MM-dd, both ends included; '' for open. */
  from: string;
  to: string;
  platform: PaymentPlatform | 'all';
}

type CostCounts = Record<CostPriceSource, number>;

export interface TransactionTotals {
  grossSales: number;
  refunds: number;
  fees: Record<FeeKind, number>;
  feesTotal: number;
  taxesWithheld: number;
  netReceived: number;
  units: number;
  costOfGoods: number;
  /** How many SKU rows (one per marketplace listing) got their cost from the product, the category, or the default of 0. */
  costSources: CostCounts;
  netProfit: number;
  /** Net profit as a percentage of sales after refunds; null without sales. */
  margin: number | null;
  /** Amazon released vs deferred, Flipkart settled vs pending. */
  settlement: Record<PaymentPlatform, { settled: number; pending: number }>;
}

/** One SKU on one marketplace: its listing there decides its category and cost. */
export interface SkuFigures {
  sku: string;
  platform: PaymentPlatform;
  category: string;
  units: number;
  sales: number;
  fees: number;
  refunds: number;
  net: number;
  cost: number;
  profit: number;
  margin: number | null;
  costSource: CostPriceSource;
}

export type CategoryFigures = Omit<SkuFigures, 'sku' | 'platform' | 'category' | 'costSource'> & {
  category: string;
  skus: number;
};

export interface MonthFigures {
  month: string;
  sales: number;
  fees: number;
  profit: number;
}

export interface TransactionFigures {
  totals: TransactionTotals;
  bySku: SkuFigures[];
  byCategory: CategoryFigures[];
  byMonth: MonthFigures[];
}

/** The catalogue the figures price units with. */
export interface CostCatalogue {
  products: readonly Pick<Product, 'sku' | 'platform' | 'customCostPrice' | 'categoryId' | 'deleted'>[];
  categories: readonly Pick<Category, 'id' | 'name' | 'costPrice' | 'deleted'>[];
}

/** The figures a SKU's row and a category's row both add up, before anything is added. */
const noFigures = (): Pick<SkuFigures, 'units' | 'sales' | 'fees' | 'refunds' | 'net' | 'cost' | 'profit' | 'margin'> => ({
  units: 0,
  sales: 0,
  fees: 0,
  refunds: 0,
  net: 0,
  cost: 0,
  profit: 0,
  margin: null,
});

const round = (value: number) => Math.round(value * 100) / 100;
const marginOf = (profit: number, sales: number) => (sales > 0 ? round((profit / sales) * 100) : null);

/**
 * The cost of a SKU sold on one marketplace: that marketplace's listing (a product is sku + platform),
 * the SKU's listing on another marketplace only when it has none there; a SKU not in the catalogue
 * costs the default.
 */
function costLookup({ products, categories }: CostCatalogue) {
  const live = products.filter((product) => !product.deleted);
  const categoryById = new Map(categories.filter((category) => !category.deleted).map((category) => [category.id, category]));
  return (sku: string, platform: Platform) => {
    const product = live.find((p) => p.sku === sku && p.platform === platform) ?? live.find((p) => p.sku === sku);
    if (!product) return { value: 0, source: 'default' as const, category: UNCATEGORIZED };
    const category = categoryById.get(product.categoryId);
    const { value, source } = resolveCostPrice(product, category);
    return { value, source, category: category?.name ?? UNCATEGORIZED };
  };
}

const listingKey = (sku: string, platform: PaymentPlatform) => `${platform}\u0000${sku}`;

const lineInFilter = (line: MoneyLine, filter: TransactionFilter) =>
  (filter.platform === 'all' || line.platform === filter.platform) &&
  (filter.from === '' || line.date >= filter.from) &&
  (filter.to === '' || line.date <= filter.to);

const feesOf = (line: MoneyLine) => FEE_KINDS.reduce((total, kind) => total + line.fees[kind], 0);

/**
 * Every figure of the Transactions screen for the lines in the filter. Cost of goods is each
 * SKU's units times its resolved cost price; net profit is net received less cost of goods.
 */
export function transactionFigures(
  allLines: readonly MoneyLine[],
  filter: TransactionFilter,
  catalogue: CostCatalogue,
): TransactionFigures {
  const lines = allLines.filter((line) => lineInFilter(line, filter));
  const costOf = costLookup(catalogue);
  const skus = new Map<string, SkuFigures>();
  const months = new Map<string, MonthFigures & { units: Map<string, number> }>();
  const totals: TransactionTotals = {
    grossSales: 0,
    refunds: 0,
    fees: { commission: 0, fixed: 0, collection: 0, fulfilment: 0, shipping: 0, other: 0 },
    feesTotal: 0,
    taxesWithheld: 0,
    netReceived: 0,
    units: 0,
    costOfGoods: 0,
    costSources: { product: 0, category: 0, default: 0 },
    netProfit: 0,
    margin: null,
    settlement: perPlatform(() => ({ settled: 0, pending: 0 }), PAYMENT_PLATFORMS),
  };
  for (const line of lines) {
    const fees = feesOf(line);
    totals.grossSales += line.sales;
    totals.refunds += line.refunds;
    for (const kind of FEE_KINDS) totals.fees[kind] += line.fees[kind];
    totals.feesTotal += fees;
    totals.taxesWithheld += line.taxesWithheld;
    totals.netReceived += line.net;
    totals.units += line.units;
    totals.settlement[line.platform].settled += line.settled;
    totals.settlement[line.platform].pending += line.pending;
    const month = months.get(line.date.slice(0, 7)) ?? {
      month: line.date.slice(0, 7),
      sales: 0,
      fees: 0,
      profit: 0,
      units: new Map(),
    };
    months.set(month.month, month);
    month.sales += line.sales + line.refunds;
    month.fees += fees;
    month.profit += line.net;
    if (line.sku === '') continue;
    const key = listingKey(line.sku, line.platform);
    month.units.set(key, (month.units.get(key) ?? 0) + line.units);
    const sku = skus.get(key) ?? { sku: line.sku, platform: line.platform, category: '', costSource: 'default', ...noFigures() };
    skus.set(key, sku);
    sku.units += line.units;
    sku.sales += line.sales;
    sku.fees += fees;
    sku.refunds += line.refunds;
    sku.net += line.net;
  }
  const unitCost = new Map<string, number>();
  for (const [key, sku] of skus) {
    const cost = costOf(sku.sku, sku.platform);
    unitCost.set(key, cost.value);
    Object.assign(sku, { category: cost.category, costSource: cost.source, cost: round(cost.value * sku.units) });
    sku.profit = round(sku.net - sku.cost);
    sku.margin = marginOf(sku.profit, sku.sales + sku.refunds);
    totals.costOfGoods += sku.cost;
    totals.costSources[cost.source] += 1;
  }
  return {
    totals: finishTotals(totals),
    bySku: [...skus.values()]
      .map(roundSku)
      .sort((a, b) => b.profit - a.profit || a.sku.localeCompare(b.sku) || a.platform.localeCompare(b.platform)),
    byCategory: categoriesOf([...skus.values()]),
    byMonth: [...months.values()]
      .map(({ month, sales, fees, profit, units }) => {
        const cost = [...units].reduce((total, [key, count]) => total + count * (unitCost.get(key) ?? 0), 0);
        return { month, sales: round(sales), fees: round(fees), profit: round(profit - cost) };
      })
      .sort((a, b) => a.month.localeCompare(b.month)),
  };
}

function finishTotals(totals: TransactionTotals): TransactionTotals {
  const netProfit = round(totals.netReceived - totals.costOfGoods);
  const fees = Object.fromEntries(FEE_KINDS.map((kind) => [kind, round(totals.fees[kind])])) as Record<FeeKind, number>;
  const settlement = (platform: PaymentPlatform) => ({
    settled: round(totals.settlement[platform].settled),
    pending: round(totals.settlement[platform].pending),
  });
  return {
    ...totals,
    grossSales: round(totals.grossSales),
    refunds: round(totals.refunds),
    fees,
    feesTotal: round(totals.feesTotal),
    taxesWithheld: round(totals.taxesWithheld),
    netReceived: round(totals.netReceived),
    costOfGoods: round(totals.costOfGoods),
    netProfit,
    margin: marginOf(netProfit, totals.grossSales + totals.refunds),
    settlement: perPlatform(settlement, PAYMENT_PLATFORMS),
  };
}

const roundSku = (sku: SkuFigures): SkuFigures => ({
  ...sku,
  sales: round(sku.sales),
  fees: round(sku.fees),
  refunds: round(sku.refunds),
  net: round(sku.net),
});

function categoriesOf(skus: readonly SkuFigures[]): CategoryFigures[] {
  const byName = new Map<string, CategoryFigures>();
  // A SKU listed in one category on both marketplaces is one SKU of it.
  const skusOf = new Map<string, Set<string>>();
  for (const sku of skus) {
    const row = byName.get(sku.category) ?? { category: sku.category, skus: 0, ...noFigures() };
    byName.set(sku.category, row);
    const names = skusOf.get(sku.category) ?? new Set();
    skusOf.set(sku.category, names.add(sku.sku));
    row.skus = names.size;
    row.units += sku.units;
    row.sales += sku.sales;
    row.fees += sku.fees;
    row.refunds += sku.refunds;
    row.net += sku.net;
    row.cost += sku.cost;
  }
  return [...byName.values()]
    .map((row) => {
      const profit = round(row.net - row.cost);
      return {
        ...row,
        sales: round(row.sales),
        fees: round(row.fees),
        refunds: round(row.refunds),
        net: round(row.net),
        cost: round(row.cost),
        profit,
        margin: marginOf(profit, row.sales + row.refunds),
      };
    })
    .sort((a, b) =>
      a.category === UNCATEGORIZED ? 1 : b.category === UNCATEGORIZED ? -1 : a.category.localeCompare(b.category),
    );
}

/** The first and last day of the imported data; null when none is stored. */
export function dataSpan(lines: readonly { date: string }[]): { from: string; to: string } | null {
  if (lines.length === 0) return null;
  let from = lines[0]?.date ?? '';
  let to = from;
  for (const { date } of lines) {
    if (date < from) from = date;
    if (date > to) to = date;
  }
  return { from, to };
}
