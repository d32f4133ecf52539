import type { ListingPlatform, Product, ProductMetadata } from '../records';
import type { ListingDraft, ParsedListing, RowIssue } from './listingRows';

/** docs/SPEC.md §7's import summary. */
export interface ImportSummary {
  created: number;
  updated: number;
}

type ImportedFrom = NonNullable<ProductMetadata['lastImportedFrom']>;

const IMPORTED_FROM: Record<ListingPlatform, ImportedFrom> = { amazon: 'Amazon Import', flipkart: 'Flipkart Import' };

/** The fields an update-existing import may change; the outbox carries exactly these. */
type ProductChanges = Partial<Pick<Product, 'name' | 'sellingPrice' | 'metadata'>>;

interface ProductUpdate {
  before: Product;
  changes: ProductChanges;
  after: Product;
}

/** What an import will write; the preview shows it and the confirmation writes it. */
export interface ImportPlan {
  platform: ListingPlatform;
  fileName: string;
  updateExisting: boolean;
  rowsRead: number;
  create: Product[];
  update: ProductUpdate[];
  /** Rows whose product exists and update-existing is off: left alone. */
  alreadyExists: number;
  /** Rows whose product exists and already has the file's price, listing metadata and name. */
  unchanged: number;
  issues: RowIssue[];
  unknownColumns: string[];
}

export interface PlanOptions {
  updateExisting: boolean;
  /** ISO time stamped on created and updated products. */
  now: string;
  newId: () => string;
}

const key = (sku: string, platform: ListingPlatform) => `${platform}\u0000${sku}`;

function newProduct(draft: ListingDraft, platform: ListingPlatform, id: string, updated: string, now: string): Product {
  return {
    id,
    updated,
    deleted: false,
    sku: draft.sku,
    name: draft.name,
    description: draft.description,
    platform,
    sellingPrice: draft.sellingPrice,
    customCostPrice: null,
    categoryId: '',
    visibility: 'visible',
    inventory: null,
    metadata: {
      listingStatus: draft.listingStatus,
      moq: draft.moq,
      amazonSerialNumber: platform === 'amazon' ? draft.serialNumber : null,
      flipkartSerialNumber: platform === 'flipkart' ? draft.serialNumber : null,
      createdAt: now,
      updatedAt: now,
      lastImportedFrom: IMPORTED_FROM[platform],
    },
  };
}

/**
 * docs/SPEC.md §5, update-existing: only the price and the listing metadata are refreshed, and the
 * name only while the description is missing or equal to the name (nobody has written one). A
 * serial number missing from the file keeps the stored one. Null when nothing would change.
 */
function refresh(before: Product, platform: ListingPlatform, draft: ListingDraft, now: string): ProductUpdate | null {
  const { metadata } = before;
  const serialField = platform === 'amazon' ? 'amazonSerialNumber' : 'flipkartSerialNumber';
  const listing = {
    listingStatus: draft.listingStatus,
    moq: draft.moq,
    lastImportedFrom: IMPORTED_FROM[platform],
    // A record pulled from the server may lack the key altogether; undefined cannot be stored.
    [serialField]: draft.serialNumber ?? metadata[serialField] ?? null,
  };
  const metadataChanged = Object.entries(listing).some(([field, value]) => metadata[field as keyof ProductMetadata] !== value);
  const renames = (before.description.trim() === '' || before.description === before.name) && before.name !== draft.name;
  const changes: ProductChanges = {};
  if (before.sellingPrice !== draft.sellingPrice) changes.sellingPrice = draft.sellingPrice;
  if (renames) changes.name = draft.name;
  if (!metadataChanged && !('sellingPrice' in changes) && !renames) return null;
  changes.metadata = { ...metadata, ...listing, updatedAt: now };
  return { before, changes, after: { ...before, ...changes } };
}

/**
 * docs/SPEC.md §5: a product is created only when no product with the same SKU and platform
 * exists. A deleted product (a tombstone) keeps its id and comes back as a new product, since
 * the unique `sku + platform` index still holds its row.
 */
export function planListingImport(listing: ParsedListing, existing: readonly Product[], options: PlanOptions): ImportPlan {
  const { platform } = listing;
  const { updateExisting, now } = options;
  const stored = new Map<string, Product>();
  for (const product of existing) if (product.platform === platform) stored.set(key(product.sku, product.platform), product);
  const plan: ImportPlan = {
    platform,
    fileName: listing.fileName,
    updateExisting,
    rowsRead: listing.rowsRead,
    create: [],
    update: [],
    alreadyExists: 0,
    unchanged: 0,
    issues: listing.issues,
    unknownColumns: listing.unknownColumns,
  };
  for (const draft of listing.drafts) {
    const before = stored.get(key(draft.sku, platform));
    if (!before || before.deleted) {
      plan.create.push(newProduct(draft, platform, before?.id ?? options.newId(), before?.updated ?? '', now));
    } else if (!updateExisting) {
      plan.alreadyExists += 1;
    } else {
      const update = refresh(before, platform, draft, now);
      if (update) plan.update.push(update);
      else plan.unchanged += 1;
    }
  }
  return plan;
}

export function importSummary(plan: ImportPlan): ImportSummary {
  return { created: plan.create.length, updated: plan.update.length };
}

/** Rows the import leaves out: skipped rows of the file, plus products left alone. */
export function skippedCount(plan: ImportPlan): number {
  return plan.issues.filter((issue) => issue.skipped).length + plan.alreadyExists + plan.unchanged;
}
