import Dexie from 'dexie';
import { categoryNotFoundById, productNotFound } from '../domain/catalogue/costPrice';
import { categoriesToCsv, matchCategoryRows, parseCategoryCsv, type SkippedCategoryRow } from '../domain/catalogue/categoryCsv';
import { categoryNameProblem, costPriceProblem } from '../domain/catalogue/categoryRules';
import { costMigrationPreview, type CostMigrationPreview } from '../domain/catalogue/costMigration';
import { newId } from '../domain/ids';
import type { Category, Platform, Product } from '../domain/records';
import type { AppDatabase } from './database';
import { patchRecord, removeRecord, saveRecord, saveRecords } from './writes';
import { readableRow, readableRows } from './readableRows';

/**
 * Categories and their cost prices (docs/SPEC.md §7, category actions and cost price service; a
 * product's resolved cost is productCostPrice in products.ts). Every write goes to the table and
 * the outbox in one transaction (writes.ts). A category's stock is not written here: see
 * categoryInventory.ts.
 */

export interface NewCategory {
  name: string;
  description?: string;
  tag?: string;
  costPrice?: number | null;
}

export type CategoryChanges = Partial<Pick<Category, 'name' | 'description' | 'tag' | 'costPrice'>>;

const byName = (a: Pick<Category, 'name'>, b: Pick<Category, 'name'>) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/** The live categories (tombstones left out), by name. */
export async function liveCategories(db: AppDatabase): Promise<Category[]> {
  const rows = readableRows(db, 'categories', await db.categories.toArray());
  return rows.filter((category) => !category.deleted).sort(byName);
}

/** A live category by id, or undefined. */
async function liveCategory(db: AppDatabase, id: string): Promise<Category | undefined> {
  const category = id === '' ? undefined : readableRow(db, 'categories', await db.categories.get(id));
  return category && !category.deleted ? category : undefined;
}

/** A live category by id; docs/SPEC.md §5's 'Category not found: {id}' when there is none. */
export async function requireCategory(db: AppDatabase, id: string): Promise<Category> {
  const category = await liveCategory(db, id);
  if (!category) throw new Error(categoryNotFoundById(id));
  return category;
}

/**
 * The changes as stored (the name trimmed), or the rule they break (categoryRules.ts) thrown.
 * `categories` are the live ones the name must not clash with; `id` is the category changed.
 */
function checkedChanges(changes: CategoryChanges, categories: readonly Category[], id?: string): CategoryChanges {
  const checked: CategoryChanges = { ...changes };
  const problem =
    (changes.name === undefined ? null : categoryNameProblem(changes.name, categories, id)) ??
    (changes.costPrice === undefined ? null : costPriceProblem(changes.costPrice));
  if (problem) throw new Error(problem);
  if (changes.name !== undefined) checked.name = changes.name.trim();
  return checked;
}

function newCategoryRecord(input: NewCategory, categories: readonly Category[], now: Date): Category {
  const {
    name = '',
    description = '',
    tag = '',
    costPrice = null,
  } = checkedChanges({ costPrice: null, ...input, name: input.name ?? '' }, categories);
  const at = now.toISOString();
  return {
    id: newId(),
    updated: '',
    deleted: false,
    name,
    description,
    tag,
    costPrice,
    createdAt: at,
    updatedAt: at,
    inventory: null,
  };
}

/**
 * Creates a category (no stock yet: the defaults apply) and returns its id. Its name must not be
 * another live category's (case and surrounding spaces not counted).
 */
export async function addCategory(db: AppDatabase, input: NewCategory, now: Date = new Date()): Promise<string> {
  return db.transaction('rw', db.categories, db.outbox, async () => {
    const category = newCategoryRecord(input, await liveCategories(db), now);
    await saveRecord(db, 'categories', category);
    return category.id;
  });
}

/** Merges the changes into the category and stamps updatedAt; a new name must be free, as on creation. */
export async function updateCategory(
  db: AppDatabase,
  id: string,
  changes: CategoryChanges,
  now: Date = new Date(),
): Promise<Category> {
  return db.transaction('rw', db.categories, db.outbox, async () => {
    await requireCategory(db, id);
    const checked = checkedChanges(changes, await liveCategories(db), id);
    return patchRecord(db, 'categories', id, { ...checked, updatedAt: now.toISOString() });
  });
}

/** The live products that refer to the category (docs/SPEC.md §5: the category is in use). */
export async function productsUsingCategory(db: AppDatabase, id: string): Promise<Product[]> {
  if (id === '') return [];
  const rows = await db.products.where('categoryId').equals(id).toArray();
  return readableRows(db, 'products', rows).filter((product) => !product.deleted);
}

/**
 * Deletes the category (a tombstone, so that other stations learn of it) and, in the same
 * transaction, makes the products that used it uncategorized. Returns how many products that was.
 */
export async function deleteCategory(db: AppDatabase, id: string): Promise<{ uncategorized: number }> {
  return db.transaction('rw', db.categories, db.products, db.outbox, async () => {
    await requireCategory(db, id);
    const products = await productsUsingCategory(db, id);
    for (const product of products) await patchRecord(db, 'products', product.id, { categoryId: '' });
    await removeRecord(db, 'categories', id);
    return { uncategorized: products.length };
  });
}

/** The category's own cost price (null when it has none). */
export async function categoryCostPrice(db: AppDatabase, id: string): Promise<number | null> {
  return (await requireCategory(db, id)).costPrice;
}

/**
 * The live product with this SKU (on `platform` when given; else the first by platform). The rows
 * are filtered after the read: a Dexie `filter` would turn a failed read into "no such product".
 */
export async function productBySku(db: AppDatabase, sku: string, platform?: Platform): Promise<Product | undefined> {
  const range = platform
    ? db.products.where('[sku+platform]').equals([sku, platform])
    : db.products.where('[sku+platform]').between([sku, Dexie.minKey], [sku, Dexie.maxKey], true, true);
  return readableRows(db, 'products', await range.toArray()).find((product) => !product.deleted);
}

/** The product of `sku` (on `platform` when given), or 'Product with SKU {sku} not found'. */
export async function requireProduct(db: AppDatabase, sku: string, platform?: Platform): Promise<Product> {
  const product = await productBySku(db, sku, platform);
  if (!product) throw new Error(productNotFound(sku));
  return product;
}

async function migrationPreview(db: AppDatabase): Promise<CostMigrationPreview> {
  const [categories, products] = await Promise.all([db.categories.toArray(), db.products.toArray()]);
  return costMigrationPreview(readableRows(db, 'categories', categories), readableRows(db, 'products', products));
}

/** What the cost price migration would change, per category. */
export function previewCostMigration(db: AppDatabase): Promise<CostMigrationPreview> {
  return db.transaction('r', db.categories, db.products, () => migrationPreview(db));
}

/** Runs the cost price migration in one transaction and returns what it changed. */
export async function applyCostMigration(db: AppDatabase, now: Date = new Date()): Promise<CostMigrationPreview> {
  return db.transaction('rw', db.categories, db.products, db.outbox, async () => {
    const preview = await migrationPreview(db);
    for (const change of preview.categories) {
      await patchRecord(db, 'categories', change.categoryId, { costPrice: change.newCost, updatedAt: now.toISOString() });
      for (const productId of change.productIds) await patchRecord(db, 'products', productId, { customCostPrice: null });
    }
    return preview;
  });
}

export interface CategoryImportOutcome {
  created: number;
  updated: number;
  skipped: SkippedCategoryRow[];
}

/**
 * Imports a category CSV (columns name, description, tag, costPrice): a row whose name matches a
 * live category (trimmed, case not counted) updates it with the columns the file has, any other
 * row creates one. All rows are written in one transaction, or none when the file is refused.
 */
export async function importCategoriesCsv(db: AppDatabase, text: string, now: Date = new Date()): Promise<CategoryImportOutcome> {
  const { rows, skipped } = parseCategoryCsv(text);
  return db.transaction('rw', db.categories, db.outbox, async () => {
    const live = await liveCategories(db);
    const { create, update } = matchCategoryRows(rows, live);
    for (const { category, fields } of update) {
      await patchRecord(db, 'categories', category.id, { ...fields, updatedAt: now.toISOString() });
    }
    // Rows are matched by name, so a new one takes no live category's name.
    if (create.length > 0)
      await saveRecords(
        db,
        'categories',
        create.map((fields) => newCategoryRecord(fields, live, now)),
      );
    return { created: create.length, updated: update.length, skipped };
  });
}

/** The live categories as CSV, in the columns the import reads. */
export async function categoriesCsv(db: AppDatabase): Promise<string> {
  return categoriesToCsv(await liveCategories(db));
}
