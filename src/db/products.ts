import { DEFAULT_COST_PRICE, resolveCostPrice, type CostPriceResult } from '../domain/catalogue/costPrice';
import {
  EDITABLE_PRODUCT_FIELDS,
  productChangesProblem,
  type EditableProductField,
  type ProductChanges,
} from '../domain/catalogue/productRules';
import type { Catalogue, Category, Platform, Product } from '../domain/records';
import { assertStorable } from '../domain/storable';
import { liveCategories, requireCategory, requireProduct } from './categories';
import type { AppDatabase } from './database';
import { logQuietly } from './quietErrorLog';
import { savePatches, type RecordPatch } from './writes';
import { readableRows } from './readableRows';

export interface ProductDetails {
  product: Product;
  /** The product's category while it exists; null when it has none or it was deleted. */
  category: Category | null;
  costPrice: CostPriceResult;
}

export interface UpdateOutcome {
  /** Every product asked for, as it is now. */
  products: Product[];
  /** How many of them actually changed (and were queued for the server). */
  changed: number;
}

/** The products that exist, without tombstones. */
export async function liveProducts(db: AppDatabase): Promise<Product[]> {
  return readableRows(db, 'products', await db.products.toArray()).filter((product) => !product.deleted);
}

/** Products and the categories that exist, without tombstones: what every product screen shows. */
export async function readCatalogue(db: AppDatabase): Promise<Catalogue<Product, Category>> {
  const [products, categories] = await Promise.all([liveProducts(db), liveCategories(db)]);
  return { products, categories };
}

/** Changes one product; see {@link bulkUpdateProducts}. */
export async function updateProduct(db: AppDatabase, id: string, changes: ProductChanges): Promise<Product> {
  const { products } = await bulkUpdateProducts(db, [id], changes);
  return products[0] as Product;
}

/**
 * Applies the same changes to every given product in one transaction: all are written or none.
 * Each product's outbox entry carries only the fields whose value really changes, so the server
 * merges them field by field (docs/ARCHITECTURE.md, Data); a product already so gets no entry. This is
 * savePatches (src/db/writes.ts): one patchRecord per product made an edit of 10,000 products five
 * times slower.
 */
export async function bulkUpdateProducts(
  db: AppDatabase,
  ids: readonly string[],
  changes: ProductChanges,
): Promise<UpdateOutcome> {
  const fields = editableFields(changes);
  assertStorable(fields);
  const problem = productChangesProblem(fields);
  if (problem) throw new Error(problem);
  const unique = [...new Set(ids)];

  return db.transaction('rw', db.products, db.categories, db.outbox, async () => {
    const rows = await db.products.bulkGet(unique);
    const patches: RecordPatch<Product>[] = [];
    const products = rows.map((row, at) => {
      if (!row || row.deleted) throw new Error(`No product with id ${unique[at]}`);
      const diff = changedFields(row, fields);
      if (Object.keys(diff).length === 0) return row;
      const next = { ...row, ...diff };
      patches.push({ record: next, changes: diff });
      return next;
    });
    // A product keeps a category that was deleted until someone changes it; a new one must exist.
    if (fields.categoryId && patches.some(({ changes }) => 'categoryId' in changes)) {
      await requireCategory(db, fields.categoryId);
    }
    await savePatches(db, 'products', patches);
    return { products, changed: patches.length };
  });
}

/**
 * One product by SKU (and platform, when given: the same SKU may be listed on both), with its
 * category and resolved cost price. A SKU the station does not have gives the specification's
 * 'Product with SKU {sku} not found'.
 */
export async function productDetails(db: AppDatabase, sku: string, platform?: Platform): Promise<ProductDetails> {
  const product = await requireProduct(db, sku, platform);
  const { category, costPrice } = await resolveWithCategory(db, product);
  return { product, category, costPrice };
}

/**
 * The cost price of a SKU (docs/SPEC.md §7, cost price service). It never fails: a product or
 * category that cannot be found is logged to local monitoring and the cost is the default 0.
 */
export async function productCostPrice(db: AppDatabase, sku: string, platform?: Platform): Promise<CostPriceResult> {
  let product: Product;
  try {
    product = await requireProduct(db, sku, platform);
  } catch (error) {
    await logLookupFailure(db, error);
    return { value: DEFAULT_COST_PRICE, source: 'default', categoryId: null, sku };
  }
  return (await resolveWithCategory(db, product)).costPrice;
}

/**
 * The category is read whenever the product names one; its absence is a failed lookup (logged)
 * only when the cost depended on it, that is when the product has no custom cost of its own.
 */
async function resolveWithCategory(
  db: AppDatabase,
  product: Product,
): Promise<{ category: Category | null; costPrice: CostPriceResult }> {
  if (product.categoryId === '') return { category: null, costPrice: resolveCostPrice(product, undefined) };
  let category: Category | null = null;
  let failure: unknown = null;
  try {
    category = await requireCategory(db, product.categoryId);
  } catch (error) {
    failure = error;
  }
  const costPrice = resolveCostPrice(product, category ?? undefined);
  if (failure !== null && costPrice.source !== 'product') await logLookupFailure(db, failure);
  return { category, costPrice };
}

const logLookupFailure = (db: AppDatabase, error: unknown) => logQuietly(db, error, ['cost-price']);

function editableFields(changes: ProductChanges): ProductChanges {
  const fields: Record<string, unknown> = {};
  for (const field of EDITABLE_PRODUCT_FIELDS) {
    if (field in changes) fields[field] = changes[field];
  }
  return fields as ProductChanges;
}

function changedFields(product: Product, fields: ProductChanges): ProductChanges {
  const diff: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (product[field as EditableProductField] !== value) diff[field] = value;
  }
  return diff as ProductChanges;
}
