import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../src/db/database';
import { importListing, previewListingImport } from '../../../src/db/productImport';
import { saveRecords } from '../../../src/db/writes';
import { parseListing } from '../../../workers/import/parseListing';
import { freshDatabase, product } from './fixtures';
import { LISTING_FIXTURES } from '../../fixtures/listings/listingFixtures';

let db: AppDatabase;
const NOW = new Date('2025-03-04T05:06:07.000Z');

beforeEach(() => {
  db = freshDatabase();
});

afterEach(async () => {
  await db.delete();
});

const amazonListing = () =>
  parseListing({ platform: 'amazon', name: 'amazon-utf8.txt', data: LISTING_FIXTURES['amazon-utf8.txt']() });
const flipkartListing = () =>
  parseListing({ platform: 'flipkart', name: 'flipkart.xlsx', data: LISTING_FIXTURES['flipkart.xlsx']() });

describe('importing a listing into the station database', () => {
  it('previews without writing, then writes products and their outbox entries', async () => {
    const listing = await amazonListing();
    const preview = await previewListingImport(db, listing, false, NOW);
    expect(preview.create.map((created) => created.sku)).toEqual(['6L-BCRX-3KUF', 'SS-GOMTI-011', 'SS-YANTRA-12']);
    expect(await db.products.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);

    const { summary } = await importListing(db, listing, false, NOW);
    expect(summary).toEqual({ created: 3, updated: 0 });
    const stored = await db.products.orderBy('[sku+platform]').toArray();
    expect(stored.map((row) => [row.sku, row.platform, row.visibility, row.categoryId, row.metadata.lastImportedFrom])).toEqual([
      ['6L-BCRX-3KUF', 'amazon', 'visible', '', 'Amazon Import'],
      ['SS-GOMTI-011', 'amazon', 'visible', '', 'Amazon Import'],
      ['SS-YANTRA-12', 'amazon', 'visible', '', 'Amazon Import'],
    ]);
    const outbox = await db.outbox.orderBy('seq').toArray();
    expect(outbox.map((entry) => [entry.collection, entry.op, entry.recordId])).toEqual(
      stored.map(() => ['products', 'upsert', expect.stringMatching(/^[a-z0-9]{15}$/)]),
    );
    expect(new Set(outbox.map((entry) => entry.recordId))).toEqual(new Set(stored.map((row) => row.id)));
    expect(outbox[0]?.payload).not.toHaveProperty('updated');
  });

  it('imports both platforms side by side, the same SKU on each', async () => {
    await importListing(db, await flipkartListing(), false, NOW);
    const onAmazon = product({ sku: 'SSHF001001', platform: 'amazon' });
    await saveRecords(db, 'products', [onAmazon]);
    expect(await db.products.where('platform').equals('flipkart').count()).toBe(3);
    const again = await importListing(db, await flipkartListing(), false, NOW);
    expect(again.summary).toEqual({ created: 0, updated: 0 });
    expect(again.plan.alreadyExists).toBe(3);
  });

  it('with update-existing queues only the changed fields of each product', async () => {
    const before = product({
      sku: 'SS-GOMTI-011',
      name: 'Gomti chakra',
      description: 'Our own words',
      sellingPrice: 120,
      categoryId: 'cat000000000001',
    });
    await saveRecords(db, 'products', [before]);
    await db.outbox.clear();

    const { summary } = await importListing(db, await amazonListing(), true, NOW);
    expect(summary).toEqual({ created: 2, updated: 1 });
    const after = await db.products.get(before.id);
    expect(after).toMatchObject({
      name: 'Gomti chakra',
      description: 'Our own words',
      sellingPrice: 149.5,
      categoryId: 'cat000000000001',
    });
    expect(after?.metadata).toMatchObject({
      amazonSerialNumber: 'B0GOMTI011',
      updatedAt: NOW.toISOString(),
      createdAt: before.metadata.createdAt,
    });
    const entry = (await db.outbox.where('recordId').equals(before.id).toArray())[0];
    expect(Object.keys(entry?.payload ?? {}).sort()).toEqual(['metadata', 'sellingPrice']);
  });

  it('re-plans inside the transaction: a product that arrived after the preview is not created twice', async () => {
    const listing = await amazonListing();
    const preview = await previewListingImport(db, listing, false, NOW);
    expect(preview.create).toHaveLength(3);
    await saveRecords(db, 'products', [product({ sku: 'SS-YANTRA-12' })]);
    const { summary, plan } = await importListing(db, listing, false, NOW);
    expect(summary).toEqual({ created: 2, updated: 0 });
    expect(plan.alreadyExists).toBe(1);
  });

  it('writes nothing at all when any record cannot be stored', async () => {
    const existing = product({ sku: 'SS-GOMTI-011', sellingPrice: 1 });
    await saveRecords(db, 'products', [existing]);
    const before = { products: await db.products.toArray(), outbox: await db.outbox.toArray() };
    const listing = await amazonListing();
    const broken = listing.drafts.map((draft) =>
      draft.sku === 'SS-GOMTI-011' ? { ...draft, listingStatus: undefined as unknown as string } : draft,
    );

    await expect(importListing(db, { ...listing, drafts: broken }, true, NOW)).rejects.toThrow(
      'Undefined value not allowed in Firestore at path: metadata.listingStatus',
    );
    expect(await db.products.toArray()).toEqual(before.products);
    expect(await db.outbox.toArray()).toEqual(before.outbox);
  });
});
