import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addCategory,
  applyCostMigration,
  categoryCostPrice,
  deleteCategory,
  liveCategories,
  previewCostMigration,
  productsUsingCategory,
  updateCategory,
} from '../../../src/db/categories';
import type { AppDatabase } from '../../../src/db/database';
import { productCostPrice } from '../../../src/db/products';
import { category, freshDatabase, product } from './fixtures';

let db: AppDatabase;
const NOW = new Date('2025-01-03T08:00:00.000Z');

beforeEach(() => {
  db = freshDatabase();
});

afterEach(async () => {
  await db.delete();
});

describe('category actions', () => {
  it('add a category with a new id, no stock yet, queued for the server', async () => {
    const id = await addCategory(db, { name: ' Chandan ', description: 'Sandalwood', tag: 'puja', costPrice: 40 }, NOW);
    const stored = await db.categories.get(id);
    expect(stored).toEqual({
      id,
      updated: '',
      deleted: false,
      name: 'Chandan',
      description: 'Sandalwood',
      tag: 'puja',
      costPrice: 40,
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
      inventory: null,
    });
    expect(await db.outbox.toArray()).toMatchObject([{ collection: 'categories', recordId: id, op: 'upsert' }]);
  });

  it('default the optional fields, and refuse a category without a name or with a cost that is not a number', async () => {
    const id = await addCategory(db, { name: 'Kaudi' }, NOW);
    expect(await db.categories.get(id)).toMatchObject({ description: '', tag: '', costPrice: null });
    await expect(addCategory(db, { name: '  ' })).rejects.toThrow('Name is required');
    const badCost = 'Cost price must be a number of 0 or more, or empty';
    await expect(addCategory(db, { name: 'X', costPrice: Number.NaN })).rejects.toThrow(badCost);
    await expect(addCategory(db, { name: 'X', costPrice: -1 })).rejects.toThrow(badCost);
  });

  it('refuse a name another live category has, ignoring case and surrounding spaces, on create and rename', async () => {
    await addCategory(db, { name: 'Chandan' }, NOW);
    const taken = "A category named 'Chandan' already exists";
    await expect(addCategory(db, { name: 'Chandan' })).rejects.toThrow(taken);
    await expect(addCategory(db, { name: '  chandan ' })).rejects.toThrow(taken);
    const kaudi = await addCategory(db, { name: 'Kaudi' }, NOW);
    await expect(updateCategory(db, kaudi, { name: 'CHANDAN' })).rejects.toThrow(taken);
    expect((await liveCategories(db)).map((entry) => entry.name)).toEqual(['Chandan', 'Kaudi']);

    // Its own name, in another case, is no clash; a deleted category's name is free again.
    await updateCategory(db, kaudi, { name: 'kaudi' });
    await deleteCategory(db, kaudi);
    await addCategory(db, { name: 'Kaudi' });
  });

  it('fetch the live categories by name', async () => {
    await db.categories.bulkPut([
      category({ name: 'kaudi' }),
      category({ name: 'Chandan' }),
      category({ name: 'Agarbatti', deleted: true }),
    ]);
    expect((await liveCategories(db)).map((entry) => entry.name)).toEqual(['Chandan', 'kaudi']);
  });

  it('update by merging the changes and stamping updatedAt; only the changed fields are queued', async () => {
    const id = await addCategory(db, { name: 'Chandan', tag: 'puja', costPrice: 40 }, NOW);
    await db.outbox.clear();
    const later = new Date('2025-01-04T00:00:00.000Z');
    const updated = await updateCategory(db, id, { costPrice: 45 }, later);
    expect(updated).toMatchObject({ name: 'Chandan', tag: 'puja', costPrice: 45, updatedAt: later.toISOString() });
    expect((await db.outbox.toArray())[0]?.payload).toEqual({ costPrice: 45, updatedAt: later.toISOString() });
    await expect(updateCategory(db, 'nosuchcategory0', { tag: 'x' })).rejects.toThrow('Category not found: nosuchcategory0');
  });

  it('delete with a tombstone and make the products that used it uncategorized, in one transaction', async () => {
    const doomed = category({ name: 'Chandan' });
    const kept = category({ name: 'Kaudi' });
    const using = [product({ sku: 'A', categoryId: doomed.id }), product({ sku: 'B', categoryId: doomed.id })];
    const other = product({ sku: 'C', categoryId: kept.id });
    await db.categories.bulkPut([doomed, kept]);
    await db.products.bulkPut([...using, other]);

    expect((await productsUsingCategory(db, doomed.id)).map((entry) => entry.sku).sort()).toEqual(['A', 'B']);
    expect(await deleteCategory(db, doomed.id)).toEqual({ uncategorized: 2 });

    expect((await db.categories.get(doomed.id))?.deleted).toBe(true);
    expect((await liveCategories(db)).map((entry) => entry.name)).toEqual(['Kaudi']);
    expect((await db.products.bulkGet(using.map((entry) => entry.id))).map((entry) => entry?.categoryId)).toEqual(['', '']);
    expect((await db.products.get(other.id))?.categoryId).toBe(kept.id);
    const outbox = await db.outbox.toArray();
    expect(outbox.map((entry) => [entry.collection, entry.op, entry.payload])).toEqual([
      ['products', 'upsert', { categoryId: '' }],
      ['products', 'upsert', { categoryId: '' }],
      ['categories', 'delete', { deleted: true }],
    ]);
    await expect(deleteCategory(db, doomed.id)).rejects.toThrow(`Category not found: ${doomed.id}`);
  });

  it('fail, rather than find nothing, when a read fails', async () => {
    const doomed = category({ name: 'Chandan' });
    await db.categories.put(doomed);
    await db.products.put(product({ sku: 'A', categoryId: doomed.id }));
    const fail = () => {
      throw new Error('IndexedDB read failed');
    };
    db.products.hook('reading', fail);
    db.categories.hook('reading', fail);
    await expect(productsUsingCategory(db, doomed.id)).rejects.toThrow('IndexedDB read failed');
    await expect(liveCategories(db)).rejects.toThrow('IndexedDB read failed');
    await expect(previewCostMigration(db)).rejects.toThrow('IndexedDB read failed');
  });

  it('leave everything as it was when the deletion fails half-way', async () => {
    const doomed = category({ name: 'Chandan' });
    const using = product({ sku: 'A', categoryId: doomed.id });
    await db.categories.put(doomed);
    await db.products.put(using);
    // The tombstone is the last write: failing it must undo the products already made uncategorized.
    db.categories.hook('updating', () => {
      throw new Error('disk full');
    });
    await expect(deleteCategory(db, doomed.id)).rejects.toThrow('disk full');
    expect((await db.categories.get(doomed.id))?.deleted).toBe(false);
    expect((await db.products.get(using.id))?.categoryId).toBe(doomed.id);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('cost prices', () => {
  it("read a category's cost, or fail with 'Category not found: {id}'", async () => {
    const chandan = category({ costPrice: 40 });
    await db.categories.put(chandan);
    expect(await categoryCostPrice(db, chandan.id)).toBe(40);
    await expect(categoryCostPrice(db, 'nosuchcategory0')).rejects.toThrow('Category not found: nosuchcategory0');
  });

  it('resolve product custom cost, then category cost, then 0', async () => {
    const chandan = category({ costPrice: 40 });
    await db.categories.put(chandan);
    await db.products.bulkPut([
      product({ sku: 'CUSTOM', customCostPrice: 55, categoryId: chandan.id }),
      product({ sku: 'FROM-CATEGORY', customCostPrice: null, categoryId: chandan.id }),
      product({ sku: 'NONE', customCostPrice: null, categoryId: '' }),
    ]);
    expect(await productCostPrice(db, 'CUSTOM')).toEqual({ value: 55, source: 'product', categoryId: chandan.id, sku: 'CUSTOM' });
    expect(await productCostPrice(db, 'FROM-CATEGORY')).toEqual({
      value: 40,
      source: 'category',
      categoryId: chandan.id,
      sku: 'FROM-CATEGORY',
    });
    expect(await productCostPrice(db, 'NONE')).toEqual({ value: 0, source: 'default', categoryId: null, sku: 'NONE' });
    expect(await db.monitoringErrors.count()).toBe(0);
  });

  it('log a failed lookup and fall back to the default cost of 0', async () => {
    expect(await productCostPrice(db, 'MISSING')).toEqual({ value: 0, source: 'default', categoryId: null, sku: 'MISSING' });
    expect(await db.monitoringErrors.toArray()).toMatchObject([
      { message: 'Product with SKU MISSING not found', tags: ['cost-price'] },
    ]);
  });

  it('find the product on the platform asked for', async () => {
    await db.products.bulkPut([
      product({ sku: 'SAME', platform: 'amazon', customCostPrice: 10 }),
      product({ sku: 'SAME', platform: 'flipkart', customCostPrice: 12 }),
    ]);
    expect((await productCostPrice(db, 'SAME', 'flipkart')).value).toBe(12);
    expect((await productCostPrice(db, 'SAME', 'amazon')).value).toBe(10);
  });
});

describe('the cost price migration', () => {
  it("previews and then stores, per category, the average of its products' custom costs, clearing them", async () => {
    const chandan = category({ name: 'Chandan', costPrice: 40 });
    const kaudi = category({ name: 'Kaudi', costPrice: null });
    const flags = category({ name: 'Flags', costPrice: 30 });
    await db.categories.bulkPut([chandan, kaudi, flags]);
    const products = [
      product({ sku: 'C1', categoryId: chandan.id, customCostPrice: 50 }),
      product({ sku: 'C2', categoryId: chandan.id, customCostPrice: 61 }),
      product({ sku: 'C3', categoryId: chandan.id, customCostPrice: null }),
      product({ sku: 'K1', categoryId: kaudi.id, customCostPrice: 10 }),
      product({ sku: 'F1', categoryId: flags.id, customCostPrice: null }),
      product({ sku: 'U1', categoryId: '', customCostPrice: 99 }),
    ];
    await db.products.bulkPut(products);

    const preview = await previewCostMigration(db);
    expect(preview.productsAffected).toBe(3);
    expect(
      preview.categories.map(({ categoryName, oldCost, newCost, productsAffected }) => ({
        categoryName,
        oldCost,
        newCost,
        productsAffected,
      })),
    ).toEqual([
      { categoryName: 'Chandan', oldCost: 40, newCost: 55.5, productsAffected: 2 },
      { categoryName: 'Kaudi', oldCost: null, newCost: 10, productsAffected: 1 },
    ]);
    expect(await db.outbox.count()).toBe(0);

    expect(await applyCostMigration(db, NOW)).toEqual(preview);
    expect((await db.categories.bulkGet([chandan.id, kaudi.id, flags.id])).map((entry) => entry?.costPrice)).toEqual([
      55.5, 10, 30,
    ]);
    const after = new Map((await db.products.toArray()).map((entry) => [entry.sku, entry.customCostPrice]));
    expect(Object.fromEntries(after)).toEqual({ C1: null, C2: null, C3: null, K1: null, F1: null, U1: 99 });
    expect(await db.outbox.count()).toBe(5);
    expect((await productCostPrice(db, 'C1')).value).toBe(55.5);
    expect((await previewCostMigration(db)).categories).toEqual([]);
  });
});
