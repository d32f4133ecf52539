import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import { afterEach, describe, expect, it } from 'vitest';
import { addCategory, categoriesCsv as liveCategoriesCsv, importCategoriesCsv, liveCategories } from '../../../src/db/categories';
import type { AppDatabase } from '../../../src/db/database';
import * as catalogueCsv from '../../../src/domain/catalogue/catalogueCsv';
import * as categoryCsv from '../../../src/domain/catalogue/categoryCsv';
import * as inventoryReport from '../../../src/domain/inventory/inventoryReport';
import * as ordersCsv from '../../../src/domain/orders/ordersCsv';
import type { OrderTotals } from '../../../src/domain/orders/orderTotals';
import type { Category } from '../../../src/domain/records';
import * as transactionCsv from '../../../src/domain/transactions/transactionCsv';
import type { SkuFigures, TransactionTotals } from '../../../src/domain/transactions/transactionFigures';
import { category, freshDatabase, product } from '../db/fixtures';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** What a spreadsheet runs as a formula when a cell starts with it. */
const FORMULA = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

const HOSTILE = [
  '=HYPERLINK("http://127.0.0.1/x","Click")',
  "+cmd|' /C calc'!A0",
  '-2+3',
  '@SUM(1+1)',
  '\t=1+1',
  '\r=1+1',
  "'=1+1",
];

/** `value` with every text in it, however deep, replaced by `text`. */
function withText<T>(value: T, text: string): T {
  if (typeof value === 'string') return text as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withText(item, text)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withText(item, text)])) as T;
  return value;
}

/** A loss: the amounts the exports write with a minus sign, which must stay numbers. */
const totals: OrderTotals = {
  orders: 2,
  lines: 2,
  units: 3,
  revenue: 100,
  cost: 160,
  profit: -60,
  marginPercent: -60,
  costSources: { product: 1, category: 1, default: 0 },
  unpricedLines: 0,
};
const skuMoney: Omit<SkuFigures, 'sku' | 'platform' | 'category' | 'costSource'> = {
  units: 3,
  sales: 100,
  fees: 20,
  refunds: 0,
  net: 80,
  cost: 140,
  profit: -60,
  margin: -60,
};
const transactionTotals: TransactionTotals = {
  grossSales: 100,
  refunds: 0,
  fees: { commission: 10, fixed: 5, collection: 0, fulfilment: 5, shipping: 0, other: 0 },
  feesTotal: 20,
  taxesWithheld: 1,
  netReceived: 79,
  units: 3,
  costOfGoods: 140,
  costSources: { product: 1, category: 0, default: 0 },
  netProfit: -60,
  margin: -60,
  settlement: { amazon: { settled: 50, pending: 0 }, flipkart: { settled: 29, pending: 0 } },
};
const line = {
  date: '2025-01-02',
  name: 'Kaudi',
  quantity: '2',
  type: 'flipkart',
  sku: 'KA-1',
  orderId: 'OD1',
  categoryId: 'kaudi',
  category: 'Kaudi',
  batchId: 'batch',
} as const;

interface Export {
  /** The export of records whose every text is `text`. */
  render: (text: string) => string;
  /** A negative amount it writes, as written: a plain number. */
  negative?: string;
  /** The totals have no text of a record. */
  withoutText?: true;
}

const EXPORTS: Record<string, Export> = {
  'transactions by SKU': {
    render: (text) =>
      transactionCsv.skuFiguresCsv([
        { ...skuMoney, ...withText({ sku: '', category: '' }, text), platform: 'amazon', costSource: 'product' },
      ]),
    negative: '-60.00',
  },
  'transactions by category': {
    render: (text) => transactionCsv.categoryFiguresCsv([{ ...skuMoney, category: text, skus: 1 }]),
    negative: '-60.00',
  },
  'transactions by month': {
    render: (text) => transactionCsv.monthFiguresCsv([{ month: text, sales: 100, fees: 20, profit: -60 }]),
    negative: '-60.00',
  },
  'transaction totals': { render: () => transactionCsv.totalsCsv(transactionTotals), negative: '-60.00', withoutText: true },
  'order lines': { render: (text) => ordersCsv.orderLinesCsv([withText(line, text)]) },
  'orders by category': {
    render: (text) => ordersCsv.categoryFiguresCsv([{ ...totals, categoryId: 'kaudi', name: text }]),
    negative: '-60.00',
  },
  'orders by SKU': { render: (text) => ordersCsv.skuFiguresCsv([{ ...totals, sku: text, name: text }]), negative: '-60.00' },
  'orders per day': { render: (text) => ordersCsv.dailyFiguresCsv([{ ...totals, revenue: -5, date: text }]), negative: '-5.00' },
  'catalogue products': {
    render: (text) =>
      catalogueCsv.productsCsv(
        [withText(product({ inventory: { quantity: -3, lowStockThreshold: 5, lastUpdated: '' } }), text)],
        [withText(category({ id: 'chandan00000001' }), text)],
      ),
    negative: '-3',
  },
  'catalogue categories': {
    render: (text) =>
      catalogueCsv.categoriesCsv([
        withText(category({ inventory: { totalQuantity: -3, lowStockThreshold: 5, productCount: 1, lastUpdated: '' } }), text),
      ]),
    negative: '-3',
  },
  'categories (import columns)': { render: (text) => categoryCsv.categoriesToCsv([withText(category(), text)]) },
  'inventory report': {
    render: (text) =>
      inventoryReport.inventoryReportCsv(
        inventoryReport.inventoryReport([{ id: text, name: text, quantity: -3, threshold: 5, productCount: 1 }], new Date()),
      ),
    negative: '-3',
  },
};

const cells = (csv: string) => Papa.parse<string[]>(csv).data.slice(1).flat();

describe('every CSV export', () => {
  it('is listed here: each export function of the CSV modules, and no Papa.unparse outside the shared helper', () => {
    const modules = [catalogueCsv, categoryCsv, inventoryReport, ordersCsv, transactionCsv];
    const exported = modules.flatMap((module) =>
      Object.entries(module).filter(([name, value]) => typeof value === 'function' && /Csv$/.test(name) && !/^parse/.test(name)),
    );
    expect(exported).toHaveLength(Object.keys(EXPORTS).length);

    const sources = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
      });
    const unparsing = [...sources(join(ROOT, 'src')), ...sources(join(ROOT, 'workers'))]
      .filter((path) => readFileSync(path, 'utf8').includes('unparse('))
      .map((path) => path.slice(ROOT.length));
    expect(unparsing).toEqual(['src/domain/csvText.ts']);
  });

  for (const [name, { render, negative, withoutText }] of Object.entries(EXPORTS))
    it(`${name}: no cell starts like a formula, and a negative amount stays a number`, () => {
      for (const text of HOSTILE) {
        const written = cells(render(text));
        expect(written.filter((cell) => FORMULA.test(cell) && !PLAIN_NUMBER.test(cell))).toEqual([]);
        if (!withoutText) expect(written).toContain(`'${text}`);
        if (negative) expect(written).toContain(negative);
      }
    });
});

describe('a malformed record in an export', () => {
  const malformed = { amount: 40 } as unknown as number;
  const exports: Record<string, () => string> = {
    'catalogue products': () =>
      catalogueCsv.productsCsv(
        [product({ customCostPrice: malformed, sellingPrice: malformed })],
        [category({ costPrice: malformed })],
      ),
    'catalogue categories': () => catalogueCsv.categoriesCsv([category({ costPrice: malformed })]),
    'categories (import columns)': () => categoryCsv.categoriesToCsv([category({ costPrice: malformed })]),
    'inventory report': () =>
      inventoryReport.inventoryReportCsv(
        inventoryReport.inventoryReport(
          [{ id: 'a', name: malformed as unknown as string, quantity: malformed, threshold: 5, productCount: 1 }],
          new Date(),
        ),
      ),
  };
  for (const [name, render] of Object.entries(exports))
    it(`${name}: an object where a value belongs is an empty cell, not '[object Object]'`, () => {
      const csv = render();
      expect(csv).not.toContain('[object Object]');
      expect(cells(csv)).toContain('');
    });
});

describe('the categories CSV', () => {
  const databases: AppDatabase[] = [];
  const fresh = () => {
    const db = freshDatabase();
    databases.push(db);
    return db;
  };
  afterEach(async () => {
    await Promise.all(databases.splice(0).map((db) => db.delete()));
  });
  const fields = (categories: readonly Category[]) =>
    categories.map(({ name, description, tag, costPrice }) => ({ name, description, tag, costPrice }));

  it('exported and imported into another station gives the same categories, formula-like text included', async () => {
    const from = fresh();
    await addCategory(from, {
      name: '=HYPERLINK("http://127.0.0.1/x","Click")',
      description: '+cmd',
      tag: '@tag',
      costPrice: 40,
    });
    await addCategory(from, { name: '-2+3', description: "'=already quoted", tag: '-5', costPrice: null });
    await addCategory(from, { name: 'Kaudi', description: 'Shells, 21 pcs', tag: '', costPrice: 12.5 });
    const csv = await liveCategoriesCsv(from);
    expect(cells(csv).filter((cell) => FORMULA.test(cell) && !PLAIN_NUMBER.test(cell))).toEqual([]);

    const to = fresh();
    expect(await importCategoriesCsv(to, csv)).toMatchObject({ created: 3, updated: 0, skipped: [] });
    expect(fields(await liveCategories(to))).toEqual(fields(await liveCategories(from)));
    // Imported again over itself, the file changes nothing.
    expect(await importCategoriesCsv(to, csv)).toMatchObject({ created: 0, updated: 3, skipped: [] });
    expect(fields(await liveCategories(to))).toEqual(fields(await liveCategories(from)));
  });
});
