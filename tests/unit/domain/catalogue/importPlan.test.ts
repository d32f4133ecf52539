import { describe, expect, it } from 'vitest';
import { importSummary, planListingImport, skippedCount, type PlanOptions } from '../../../../src/domain/catalogue/importPlan';
import type { ListingDraft, ParsedListing } from '../../../../src/domain/catalogue/listingRows';
import type { ListingPlatform, Product } from '../../../../src/domain/records';
import { assertStorable } from '../../../../src/domain/storable';
import { product } from '../../db/fixtures';

const NOW = '2025-03-04T05:06:07.000Z';
let ids = 0;
const options = (updateExisting: boolean): PlanOptions => ({
  updateExisting,
  now: NOW,
  newId: () => `newid${String(++ids).padStart(10, '0')}`,
});

function draft(overrides: Partial<ListingDraft> = {}): ListingDraft {
  return {
    row: 2,
    sku: 'SS-CAMPH-100',
    name: 'Camphor 100 g',
    description: 'Bhimseni camphor',
    sellingPrice: 89,
    listingStatus: 'Active',
    moq: '1',
    serialNumber: 'B0CAMPHOR1',
    ...overrides,
  };
}

function listing(drafts: ListingDraft[], platform: ListingPlatform = 'amazon'): ParsedListing {
  return {
    platform,
    fileName: 'f',
    rowsRead: drafts.length + 1,
    drafts,
    issues: [{ row: 9, sku: '', kind: 'missing-sku', message: 'x', skipped: true }],
    unknownColumns: [],
  };
}

describe('creating products (docs/SPEC.md §3, §4 and §5)', () => {
  it('creates visible, uncategorised products with no custom cost and no inventory', () => {
    const plan = planListingImport(listing([draft()]), [], options(false));
    expect(plan.create).toEqual([
      {
        id: expect.stringMatching(/^newid/),
        updated: '',
        deleted: false,
        sku: 'SS-CAMPH-100',
        name: 'Camphor 100 g',
        description: 'Bhimseni camphor',
        platform: 'amazon',
        sellingPrice: 89,
        customCostPrice: null,
        categoryId: '',
        visibility: 'visible',
        inventory: null,
        metadata: {
          listingStatus: 'Active',
          moq: '1',
          amazonSerialNumber: 'B0CAMPHOR1',
          flipkartSerialNumber: null,
          createdAt: NOW,
          updatedAt: NOW,
          lastImportedFrom: 'Amazon Import',
        },
      },
    ]);
    expect(importSummary(plan)).toEqual({ created: 1, updated: 0 });
  });

  it("puts a Flipkart serial number in flipkartSerialNumber and marks 'Flipkart Import'", () => {
    const [created] = planListingImport(listing([draft({ serialNumber: 'FSN1' })], 'flipkart'), [], options(false)).create;
    expect(created?.metadata).toMatchObject({
      amazonSerialNumber: null,
      flipkartSerialNumber: 'FSN1',
      lastImportedFrom: 'Flipkart Import',
    });
    expect(created?.platform).toBe('flipkart');
  });

  it('creates only when sku + platform is new: the same SKU on the other platform does not count', () => {
    const onFlipkart = product({ sku: 'SS-CAMPH-100', platform: 'flipkart' });
    const plan = planListingImport(listing([draft()]), [onFlipkart], options(false));
    expect(plan.create).toHaveLength(1);
    expect(plan.alreadyExists).toBe(0);
  });

  it('brings a deleted product back under its own id, as created', () => {
    const tombstone = product({ sku: 'SS-CAMPH-100', deleted: true, updated: '2025-01-01 00:00:00.000Z', categoryId: 'old' });
    const plan = planListingImport(listing([draft()]), [tombstone], options(true));
    expect(plan.create).toHaveLength(1);
    expect(plan.create[0]).toMatchObject({
      id: tombstone.id,
      updated: tombstone.updated,
      deleted: false,
      categoryId: '',
      name: 'Camphor 100 g',
    });
    expect(importSummary(plan)).toEqual({ created: 1, updated: 0 });
  });
});

describe('existing products', () => {
  const existing = (overrides: Partial<Product> = {}) =>
    product({ sku: 'SS-CAMPH-100', name: 'Camphor', description: 'Hand-written description', sellingPrice: 70, ...overrides });

  it('leaves them alone without update-existing, counted as already existing', () => {
    const plan = planListingImport(listing([draft()]), [existing()], options(false));
    expect(plan.create).toEqual([]);
    expect(plan.update).toEqual([]);
    expect(plan.alreadyExists).toBe(1);
    expect(skippedCount(plan)).toBe(2);
    expect(importSummary(plan)).toEqual({ created: 0, updated: 0 });
  });

  it('with update-existing refreshes only the price and listing metadata, keeping a written description and the name', () => {
    const before = existing({ categoryId: 'cat000000000001', customCostPrice: 33, visibility: 'hidden' });
    const plan = planListingImport(
      listing([draft({ listingStatus: 'Inactive', serialNumber: 'B0NEW' })]),
      [before],
      options(true),
    );
    expect(plan.update).toHaveLength(1);
    const [update] = plan.update;
    expect(update?.changes).toEqual({
      sellingPrice: 89,
      metadata: {
        ...before.metadata,
        listingStatus: 'Inactive',
        moq: '1',
        amazonSerialNumber: 'B0NEW',
        lastImportedFrom: 'Amazon Import',
        updatedAt: NOW,
      },
    });
    expect(update?.after).toEqual({ ...before, ...update?.changes });
    expect(update?.after).toMatchObject({
      name: 'Camphor',
      description: 'Hand-written description',
      categoryId: 'cat000000000001',
      customCostPrice: 33,
      visibility: 'hidden',
    });
    expect(importSummary(plan)).toEqual({ created: 0, updated: 1 });
  });

  it('replaces the name when the description is missing or equals the name', () => {
    const missing = existing({ description: '' });
    const same = existing({ sku: 'SS-2', description: 'Camphor' });
    const plan = planListingImport(listing([draft(), draft({ sku: 'SS-2' })]), [missing, same], options(true));
    expect(plan.update.map((update) => update.changes.name)).toEqual(['Camphor 100 g', 'Camphor 100 g']);
    expect(plan.update.map((update) => update.after.description)).toEqual(['', 'Camphor']);
  });

  it('keeps a stored serial number when the file has none', () => {
    const plan = planListingImport(listing([draft({ serialNumber: null })]), [existing()], options(true));
    expect(plan.update[0]?.after.metadata.amazonSerialNumber).toBe('B0TEST0001');
  });

  it('stores null, never undefined, for a serial number neither the file nor the pulled record has', () => {
    const pulled: Partial<Product['metadata']> = { ...product().metadata };
    delete pulled.amazonSerialNumber;
    const before = existing({ metadata: pulled as Product['metadata'] });
    const [update] = planListingImport(listing([draft({ serialNumber: null })]), [before], options(true)).update;
    expect(update?.changes.metadata?.amazonSerialNumber).toBeNull();
    expect(() => assertStorable(update?.changes)).not.toThrow();
  });

  it('writes nothing for a product that already has the file values, counting it unchanged', () => {
    const current = existing({
      sellingPrice: 89,
      metadata: {
        ...product().metadata,
        listingStatus: 'Active',
        moq: '1',
        amazonSerialNumber: 'B0CAMPHOR1',
        lastImportedFrom: 'Amazon Import',
      },
    });
    const plan = planListingImport(listing([draft()]), [current], options(true));
    expect(plan.update).toEqual([]);
    expect(plan.unchanged).toBe(1);
    expect(importSummary(plan)).toEqual({ created: 0, updated: 0 });
  });

  it('carries the file facts into the plan', () => {
    const plan = planListingImport(listing([draft()]), [], options(true));
    expect(plan).toMatchObject({ platform: 'amazon', fileName: 'f', updateExisting: true, rowsRead: 2, unknownColumns: [] });
    expect(plan.issues).toHaveLength(1);
  });
});
