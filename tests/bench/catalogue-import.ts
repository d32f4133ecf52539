/**
 * `npm run bench` (catalogue import part): a 10,000-row Amazon listing report (Windows-1252, as
 * Seller Central writes them) and a 10,000-row Flipkart workbook, each imported into a fresh
 * local database (fake-indexeddb): parse, plan, and the one transaction that writes products and
 * outbox. The ratios compare with the parsing library alone on the same bytes in the same run:
 * papaparse decoding and splitting the report into header-keyed rows, SheetJS reading the
 * workbook and its first sheet into rows. Best of three rounds each.
 */
import 'fake-indexeddb/auto';
import * as XLSX from '@e965/xlsx';
import Papa from 'papaparse';
import { AppDatabase } from '../../src/db/database';
import { importListing } from '../../src/db/productImport';
import { planListingImport } from '../../src/domain/catalogue/importPlan';
import { newId } from '../../src/domain/ids';
import type { ListingPlatform } from '../../src/domain/records';
import { parseListing } from '../../workers/import/parseListing';
import { largeAmazonReport } from '../fixtures/listings/amazonListingReport';
import { largeFlipkartWorkbook } from '../fixtures/listings/flipkartListingWorkbook';
import { sized } from './support/scale';

const ROWS = sized(10_000, 200);
const ROUNDS = sized(3, 1);

const seconds = (started: number) => (performance.now() - started) / 1000;

async function timed(run: () => unknown): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    await run();
    best = Math.min(best, seconds(started));
  }
  return best;
}

function papaparseAlone(bytes: Uint8Array): void {
  const text = new TextDecoder('windows-1252').decode(bytes);
  const rows = Papa.parse<Record<string, string>>(text, { delimiter: '\t', header: true, skipEmptyLines: true }).data;
  if (rows.length !== ROWS) throw new Error(`papaparse read ${rows.length} rows`);
}

function sheetjsAlone(bytes: Uint8Array): void {
  const workbook = XLSX.read(bytes, { type: 'array' });
  const first = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  if (!first) throw new Error('No first sheet');
  const rows = XLSX.utils.sheet_to_json(first);
  if (rows.length !== ROWS + 1) throw new Error(`SheetJS read ${rows.length} rows`);
}

/** The import as the screen runs it, minus React: parse, then plan and write in one transaction. */
async function importInto(platform: ListingPlatform, name: string, bytes: Uint8Array): Promise<void> {
  const db = new AppDatabase(`bench-import-${newId()}`);
  await db.open();
  try {
    const listing = await parseListing({ platform, name, data: bytes });
    const { summary } = await importListing(db, listing, false);
    if (summary.created !== ROWS) throw new Error(`${platform} import created ${summary.created} products`);
    if ((await db.outbox.count()) !== ROWS) throw new Error(`${platform} import queued the wrong number of outbox entries`);
  } finally {
    await db.delete();
  }
}

/** Parse and plan without the database: the import's own cost over the parser. */
async function parseAndPlan(platform: ListingPlatform, name: string, bytes: Uint8Array): Promise<void> {
  const listing = await parseListing({ platform, name, data: bytes });
  const plan = planListingImport(listing, [], { updateExisting: false, now: new Date().toISOString(), newId });
  if (plan.create.length !== ROWS) throw new Error(`${platform} plan has ${plan.create.length} products`);
}

function report(measure: string, import_: number, parsePlan: number, library: number, libraryName: string): void {
  console.log(`bench catalogue.${measure} ${import_.toFixed(2)} s`);
  console.log(`bench catalogue.${measure}_ratio ${(import_ / library).toFixed(2)} x`);
  console.log(`bench catalogue.${measure}_parse_plan_ratio ${(parsePlan / library).toFixed(2)} x`);
  console.log(`bench catalogue.${measure}_${libraryName}_alone ${library.toFixed(3)} s`);
}

async function main(): Promise<void> {
  const amazon = largeAmazonReport(ROWS);
  const flipkart = largeFlipkartWorkbook(ROWS);

  const papaparse = await timed(() => papaparseAlone(amazon));
  const amazonImport = await timed(() => importInto('amazon', 'All Listings Report.txt', amazon));
  const amazonParsePlan = await timed(() => parseAndPlan('amazon', 'All Listings Report.txt', amazon));
  report(`import_amazon_${ROWS}`, amazonImport, amazonParsePlan, papaparse, 'papaparse');

  const sheetjs = await timed(() => sheetjsAlone(flipkart));
  const flipkartImport = await timed(() => importInto('flipkart', 'listings.xlsx', flipkart));
  const flipkartParsePlan = await timed(() => parseAndPlan('flipkart', 'listings.xlsx', flipkart));
  report(`import_flipkart_${ROWS}`, flipkartImport, flipkartParsePlan, sheetjs, 'sheetjs');
}

await main();
