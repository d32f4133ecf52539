import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { causeMessage } from '../domain/errors';
import { planListingImport, skippedCount } from '../domain/catalogue/importPlan';
import { newId } from '../domain/ids';
import { LISTING_PLATFORMS, type ListingPlatform } from '../domain/records';
import { parseListing } from '../../workers/import/parseListing';

const USAGE = 'usage: catalogue import FILE --platform amazon|flipkart';

const isPlatform = (value: unknown): value is ListingPlatform => LISTING_PLATFORMS.includes(value as ListingPlatform);

/**
 * `catalogue import FILE --platform P`: what importing a listing file into an empty catalogue
 * would do, as JSON on stdout; the same reading and rules as the Products screen. Writes nothing.
 */
async function main(argv: readonly string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command !== 'import') throw new Error(command ? `Unknown command: ${command}\n${USAGE}` : USAGE);
  const { values, positionals } = parseArgs({
    args: rest,
    strict: true,
    allowPositionals: true,
    options: { platform: { type: 'string' } },
  });
  const [file, ...extra] = positionals;
  if (!file || extra.length || !isPlatform(values.platform)) throw new Error(USAGE);
  const data = await readFile(file).catch((error: unknown) => {
    throw new Error(`Failed to read file: ${file}`, { cause: error });
  });
  const listing = await parseListing({ platform: values.platform, name: file, data: new Uint8Array(data) });
  const plan = planListingImport(listing, [], { updateExisting: false, now: new Date().toISOString(), newId });
  const preview = {
    file,
    platform: plan.platform,
    rowsRead: plan.rowsRead,
    toCreate: plan.create.length,
    toUpdate: plan.update.length,
    skipped: skippedCount(plan),
    unknownColumns: plan.unknownColumns,
    rows: plan.issues.map(({ row, sku, skipped, message }) => ({
      row,
      sku,
      result: skipped ? 'skipped' : 'imported',
      reason: message,
    })),
    products: plan.create.map(({ sku, name, description, sellingPrice, metadata }) => ({
      sku,
      name,
      description,
      sellingPrice,
      listingStatus: metadata.listingStatus,
      moq: metadata.moq,
      serialNumber: metadata.amazonSerialNumber ?? metadata.flipkartSerialNumber,
    })),
  };
  process.stdout.write(`${JSON.stringify(preview, null, 2)}\n`);
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${causeMessage(error)}\n`);
    process.exit(1);
  },
);
