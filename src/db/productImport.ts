import type { AppDatabase } from './database';
import { savePatches, saveRecords } from './writes';
import { importSummary, planListingImport, type ImportPlan, type ImportSummary } from '../domain/catalogue/importPlan';
import type { ParsedListing } from '../domain/catalogue/listingRows';
import { newId } from '../domain/ids';

export interface ImportResult {
  plan: ImportPlan;
  summary: ImportSummary;
}

/** The platform's products as stored, tombstones included: they still hold their `sku + platform`. */
function storedProducts(db: AppDatabase, listing: ParsedListing) {
  return db.products.where('platform').equals(listing.platform).toArray();
}

/** What importing the listing would do to the catalogue as it is now; writes nothing. */
export async function previewListingImport(
  db: AppDatabase,
  listing: ParsedListing,
  updateExisting: boolean,
  now: Date = new Date(),
): Promise<ImportPlan> {
  return planListingImport(listing, await storedProducts(db, listing), { updateExisting, now: now.toISOString(), newId });
}

/**
 * Imports the listing in one transaction with the outbox: every product is written and queued,
 * or, on any failure, none. The plan is made again inside the transaction, so a product that
 * arrived by sync since the preview is updated or left alone rather than created twice.
 */
export async function importListing(
  db: AppDatabase,
  listing: ParsedListing,
  updateExisting: boolean,
  now: Date = new Date(),
): Promise<ImportResult> {
  return db.transaction('rw', db.products, db.outbox, async () => {
    const plan = planListingImport(listing, await storedProducts(db, listing), { updateExisting, now: now.toISOString(), newId });
    await saveRecords(db, 'products', plan.create);
    // An update travels as its changed fields only, so the server applies them field by field.
    await savePatches(
      db,
      'products',
      plan.update.map(({ after, changes }) => ({ record: after, changes })),
    );
    return { plan, summary: importSummary(plan) };
  });
}
