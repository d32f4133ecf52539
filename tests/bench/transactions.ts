/**
 * `npm run bench` (transactions part). `transactions.import_100000`: an Amazon Date Range Report
 * of 100,000 rows (orders, refunds, fee rows; CSV with quoted amounts and thousands separators)
 * read, recognised, hashed and planned against 10,000 stored hashes: what the import worker and
 * the preview do before the one Dexie write. `transactions.analytics_year`: every figure of the
 * screen (tiles, per SKU, per category, per month) over a year of 100,000 money lines of both
 * marketplaces; the best of a few runs. Targets: under 5 s and under 300 ms. The import's ratio
 * compares with papaparse alone reading the same bytes in the same run: what any import of the file
 * must spend, before recognising, hashing and planning.
 */
import Papa from 'papaparse';
import { REFERENCE_SKUS } from '../../src/domain/catalogue/referenceTable';
import { moneyLinesOf } from '../../src/domain/transactions/moneyLines';
import { transactionFigures, type CostCatalogue } from '../../src/domain/transactions/transactionFigures';
import { planTransactionImport } from '../../src/domain/transactions/transactionImportPlan';
import type { TransactionData } from '../../src/domain/transactions/transactionRecord';
import { readTransactionReport } from '../../workers/import/transactionReport';
import { amazonDateRangeReport, type AmazonTransactionRow } from '../fixtures/transactions/amazonDateRangeReport';
import { sized } from './support/scale';

const ROWS = sized(100_000, 2_000);
/** Rows already stored, as after an earlier import of part of the report. */
const STORED = ROWS / 10;
const ROUNDS = sized(5, 1);
const MONTHS = ['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar'];
const money = (value: number) => value.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function report(): Uint8Array {
  const rows: AmazonTransactionRow[] = Array.from({ length: ROWS }, (_, at) => {
    const sku = REFERENCE_SKUS[at % REFERENCE_SKUS.length]?.sku ?? 'SKU';
    const month = at % 12;
    const date = `${String((at % 28) + 1).padStart(2, '0')}-${MONTHS[month]}-${month < 9 ? 2024 : 2025} 10:15:32 AM UTC`;
    const type = at % 20 === 0 ? 'Refund' : at % 7 === 0 ? 'Service Fee' : 'Order';
    const sales = type === 'Service Fee' ? 0 : (type === 'Refund' ? -1 : 1) * (150 + (at % 900) * 3.5);
    return {
      'date/time': date,
      'settlement id': String(10_000_000_000 + Math.floor(at / 5000)),
      type,
      'order id': type === 'Service Fee' ? '' : `402-${String(at).padStart(7, '0')}-1111111`,
      Sku: type === 'Service Fee' ? '' : sku,
      quantity: type === 'Service Fee' ? '' : String(1 + (at % 3)),
      'product sales': money(sales),
      'selling fees': money(-sales * 0.15),
      'other transaction fees': type === 'Service Fee' ? money(-1180) : '',
      total: money(type === 'Service Fee' ? -1180 : sales * 0.85),
    };
  });
  return amazonDateRangeReport(rows);
}

function catalogue(): CostCatalogue {
  return {
    categories: Array.from({ length: 40 }, (_, at) => ({
      id: `c${at}`,
      name: `Category ${at}`,
      costPrice: at % 3 ? 20 + at : null,
      deleted: false,
    })),
    products: REFERENCE_SKUS.flatMap(({ sku }, at) =>
      (['amazon', 'flipkart'] as const).map((platform) => ({
        sku,
        platform,
        customCostPrice: at % 5 ? null : 50,
        categoryId: `c${at % 40}`,
        deleted: false,
      })),
    ),
  };
}

/** The best of three papaparse readings of the report's text, in ms. */
function papaparseAlone(bytes: Uint8Array): number {
  let best = Infinity;
  for (let round = 0; round < 3; round += 1) {
    const started = performance.now();
    Papa.parse<string[]>(new TextDecoder().decode(bytes), { delimiter: ',', header: false, skipEmptyLines: false });
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

function main(): void {
  const bytes = report();
  const parseBest = papaparseAlone(bytes);
  let importBest = Infinity;
  let plan: ReturnType<typeof planTransactionImport> | null = null;
  for (let round = 0; round < 3; round += 1) {
    const started = performance.now();
    const reading = readTransactionReport('bench.csv', bytes);
    const stored = new Set(reading.transactions.slice(0, STORED).map(({ hash }) => hash));
    plan = planTransactionImport([reading], (hash) => stored.has(hash));
    importBest = Math.min(importBest, performance.now() - started);
  }
  if (!plan || plan.create.length !== ROWS - STORED) throw new Error(`expected ${ROWS - STORED} new, got ${plan?.create.length}`);
  const lines = moneyLinesOf(plan.create.map(({ data }) => data as TransactionData));
  const costs = catalogue();
  let analyticsBest = Infinity;
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    transactionFigures(lines, { from: '2024-04-01', to: '2025-03-31', platform: 'all' }, costs);
    analyticsBest = Math.min(analyticsBest, performance.now() - started);
  }
  console.log(`bench transactions.import_100000 ${(importBest / 1000).toFixed(2)} s`);
  console.log(`bench transactions.import_100000_papaparse_alone ${(parseBest / 1000).toFixed(3)} s`);
  console.log(`bench transactions.import_100000_ratio ${(importBest / parseBest).toFixed(2)} x`);
  console.log(`bench transactions.analytics_year ${analyticsBest.toFixed(2)} ms`);
  if (importBest > 5000) console.error(`# the import took ${(importBest / 1000).toFixed(2)} s, over the 5 s target`);
  if (analyticsBest > 300) console.error(`# the year took ${analyticsBest.toFixed(1)} ms, over the 300 ms target`);
}

main();
