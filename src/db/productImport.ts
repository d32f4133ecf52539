import { TABLE_COLLECTIONS } from './collections';
import type { AppDatabase } from './database';
import { saveRecords } from './writes';
import { importSummary, planListingImport, type ImportPlan, type ImportSummary, type ProductUpdate } from '../domain/catalogue/importPlan';
import type { ParsedListing } from '../domain/catalogue/listingRows';
import { newId } from '../domain/ids';
import type { OutboxEntry } from '../domain/records';
import { assertStorable } from '../domain/storable';

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

/** An update travels as its changed fields only, so the server applies them field by field. */
function updateEntries(updates: readonly ProductUpdate[], createdAt: string): OutboxEntry[] {
  return updates.map(({ after, changes }) => ({
    collection: TABLE_COLLECTIONS.products,
    recordId: after.id,
    op: 'upsert',
    payload: { ...changes },
    createdAt,
  }));
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
    if (plan.update.length) {
      for (const { changes } of plan.update) assertStorable(changes);
      await db.products.bulkPut(plan.update.map((update) => update.after));
      await db.outbox.bulkAdd(updateEntries(plan.update, now.toISOString()));
    }
    return { plan, summary: importSummary(plan) };
  });
}
