import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../src/db/database';
import { bulkUpdateProducts, productCostPrice, productDetails, readCatalogue, updateProduct } from '../../../src/db/products';
import { saveRecords } from '../../../src/db/writes';
import type { Category, Product } from '../../../src/domain/records';
import { category, freshDatabase, product } from './fixtures';

let db: AppDatabase;
let chandan: Category;
let kaudi: Category;
let amazon: Product;
let flipkart: Product;
let shells: Product;

beforeEach(async () => {
  db = freshDatabase();
  chandan = category({ name: 'Chandan', costPrice: 40 });
  kaudi = category({ name: 'Kaudi', costPrice: null });
  amazon = product({ sku: 'CH-PW-0001', platform: 'amazon', categoryId: chandan.id, customCostPrice: null });
  flipkart = product({ sku: 'CH-PW-0001', platform: 'flipkart', categoryId: chandan.id, customCostPrice: 55 });
  shells = product({ sku: 'SSKAU1234567', platform: 'flipkart', categoryId: kaudi.id, customCostPrice: null });
  await saveRecords(db, 'categories', [chandan, kaudi]);
  await saveRecords(db, 'products', [amazon, flipkart, shells]);
  await db.outbox.clear();
});

afterEach(async () => {
  await db.delete();
});

const outbox = async () =>
  (await db.outbox.orderBy('seq').toArray()).map(({ collection, recordId, op, payload }) => ({
    collection,
    recordId,
    op,
    payload,
  }));

describe('updateProduct', () => {
  it('writes the changes and queues only the fields that changed', async () => {
    const updated = await updateProduct(db, amazon.id, { name: amazon.name, sellingPrice: 150, customCostPrice: 30 });

    expect(updated).toMatchObject({ sellingPrice: 150, customCostPrice: 30, name: amazon.name });
    expect(await db.products.get(amazon.id)).toEqual(updated);
    expect(await outbox()).toEqual([
      { collection: 'products', recordId: amazon.id, op: 'upsert', payload: { sellingPrice: 150, customCostPrice: 30 } },
    ]);
  });

  it('queues nothing when nothing changes', async () => {
    await updateProduct(db, amazon.id, { sellingPrice: amazon.sellingPrice, visibility: 'visible' });
    expect(await outbox()).toEqual([]);
  });

  it('clears a custom cost price with null', async () => {
    await updateProduct(db, flipkart.id, { customCostPrice: null });
    expect((await db.products.get(flipkart.id))?.customCostPrice).toBeNull();
    expect((await outbox())[0]?.payload).toEqual({ customCostPrice: null });
  });

  it('ignores fields that are not editable', async () => {
    await updateProduct(db, amazon.id, { sellingPrice: 1, sku: 'OTHER' } as never);
    expect((await db.products.get(amazon.id))?.sku).toBe('CH-PW-0001');
    expect((await outbox())[0]?.payload).toEqual({ sellingPrice: 1 });
  });

  it('refuses bad values, writing nothing', async () => {
    await expect(updateProduct(db, amazon.id, { sellingPrice: -1 })).rejects.toThrow(
      'Selling price must be a number of 0 or more',
    );
    await expect(updateProduct(db, amazon.id, { sellingPrice: Number.NaN })).rejects.toThrow('Selling price');
    await expect(updateProduct(db, amazon.id, { customCostPrice: -5 })).rejects.toThrow(
      'Custom cost price must be a number of 0 or more, or empty',
    );
    await expect(updateProduct(db, amazon.id, { name: '  ' })).rejects.toThrow('Name is required');
    await expect(updateProduct(db, amazon.id, { visibility: 'gone' as never })).rejects.toThrow(
      'Visibility must be visible or hidden',
    );
    await expect(updateProduct(db, amazon.id, { description: undefined })).rejects.toThrow(
      'Undefined value not allowed in Firestore at path: description',
    );
    expect(await db.products.get(amazon.id)).toEqual(amazon);
    expect(await outbox()).toEqual([]);
  });

  it('refuses a category that does not exist or was deleted', async () => {
    await expect(updateProduct(db, amazon.id, { categoryId: 'nosuchcategory1' })).rejects.toThrow(
      'Category not found: nosuchcategory1',
    );
    await db.categories.update(kaudi.id, { deleted: true });
    await expect(updateProduct(db, amazon.id, { categoryId: kaudi.id })).rejects.toThrow(`Category not found: ${kaudi.id}`);
    expect(await outbox()).toEqual([]);
  });

  it('lets a product keep a deleted category while other fields change', async () => {
    await db.categories.update(kaudi.id, { deleted: true });
    await updateProduct(db, shells.id, { categoryId: kaudi.id, sellingPrice: 99 });
    expect((await outbox())[0]?.payload).toEqual({ sellingPrice: 99 });
  });

  it('makes a product uncategorized with an empty category id', async () => {
    await updateProduct(db, amazon.id, { categoryId: '' });
    expect((await db.products.get(amazon.id))?.categoryId).toBe('');
  });

  it('fails for a product that does not exist or was deleted', async () => {
    await expect(updateProduct(db, 'nosuchproduct01', { sellingPrice: 1 })).rejects.toThrow('No product with id nosuchproduct01');
    await db.products.update(shells.id, { deleted: true });
    await expect(updateProduct(db, shells.id, { sellingPrice: 1 })).rejects.toThrow(`No product with id ${shells.id}`);
  });
});

describe('bulkUpdateProducts', () => {
  it('changes every product in one go, queueing each changed product once with only its changed fields', async () => {
    await updateProduct(db, flipkart.id, { visibility: 'hidden' });
    await db.outbox.clear();

    const outcome = await bulkUpdateProducts(db, [amazon.id, flipkart.id, shells.id, amazon.id], {
      visibility: 'hidden',
      categoryId: kaudi.id,
    });

    expect(outcome.changed).toBe(3);
    expect(outcome.products.map((item) => item.id)).toEqual([amazon.id, flipkart.id, shells.id]);
    const rows = await db.products.bulkGet([amazon.id, flipkart.id, shells.id]);
    expect(rows.map((row) => [row?.visibility, row?.categoryId])).toEqual([
      ['hidden', kaudi.id],
      ['hidden', kaudi.id],
      ['hidden', kaudi.id],
    ]);
    expect(await outbox()).toEqual([
      { collection: 'products', recordId: amazon.id, op: 'upsert', payload: { visibility: 'hidden', categoryId: kaudi.id } },
      { collection: 'products', recordId: flipkart.id, op: 'upsert', payload: { categoryId: kaudi.id } },
      { collection: 'products', recordId: shells.id, op: 'upsert', payload: { visibility: 'hidden' } },
    ]);
  });

  it('writes none when one of the products is missing', async () => {
    await expect(bulkUpdateProducts(db, [amazon.id, 'nosuchproduct01'], { sellingPrice: 10 })).rejects.toThrow(
      'No product with id nosuchproduct01',
    );
    expect(await db.products.get(amazon.id)).toEqual(amazon);
    expect(await outbox()).toEqual([]);
  });

  it('sets and clears a custom cost price for many products', async () => {
    await bulkUpdateProducts(db, [amazon.id, flipkart.id], { customCostPrice: 12.5 });
    expect((await db.products.bulkGet([amazon.id, flipkart.id])).map((row) => row?.customCostPrice)).toEqual([12.5, 12.5]);
    await bulkUpdateProducts(db, [amazon.id, flipkart.id], { customCostPrice: null });
    expect((await db.products.bulkGet([amazon.id, flipkart.id])).map((row) => row?.customCostPrice)).toEqual([null, null]);
  });
});

describe('productDetails', () => {
  it('gives the product, its category and its resolved cost price', async () => {
    const details = await productDetails(db, 'CH-PW-0001', 'amazon');
    expect(details.product).toEqual(amazon);
    expect(details.category?.name).toBe('Chandan');
    expect(details.costPrice).toEqual({ value: 40, source: 'category', categoryId: chandan.id, sku: 'CH-PW-0001' });
  });

  it('tells the platforms of one SKU apart', async () => {
    const details = await productDetails(db, 'CH-PW-0001', 'flipkart');
    expect(details.costPrice).toEqual({ value: 55, source: 'product', categoryId: chandan.id, sku: 'CH-PW-0001' });
  });

  it("says 'Product with SKU {sku} not found' for an unknown or deleted SKU", async () => {
    await expect(productDetails(db, 'NOPE-1')).rejects.toThrow('Product with SKU NOPE-1 not found');
    await expect(productDetails(db, 'SSKAU1234567', 'amazon')).rejects.toThrow('Product with SKU SSKAU1234567 not found');
    await db.products.update(shells.id, { deleted: true });
    await expect(productDetails(db, 'SSKAU1234567')).rejects.toThrow('Product with SKU SSKAU1234567 not found');
  });

  it('falls back to 0 from the default when the category has no cost', async () => {
    const details = await productDetails(db, 'SSKAU1234567');
    expect(details.costPrice).toEqual({ value: 0, source: 'default', categoryId: kaudi.id, sku: 'SSKAU1234567' });
    expect(await db.monitoringErrors.count()).toBe(0);
  });
});

describe('productCostPrice', () => {
  it('resolves product custom cost, then category cost', async () => {
    expect((await productCostPrice(db, 'CH-PW-0001', 'flipkart')).value).toBe(55);
    expect((await productCostPrice(db, 'CH-PW-0001', 'amazon')).value).toBe(40);
  });

  it('logs a category that cannot be found and falls back to the default 0', async () => {
    await db.categories.update(chandan.id, { deleted: true });

    const cost = await productCostPrice(db, 'CH-PW-0001', 'amazon');

    expect(cost).toEqual({ value: 0, source: 'default', categoryId: chandan.id, sku: 'CH-PW-0001' });
    const logged = await db.monitoringErrors.toArray();
    expect(logged.map((entry) => [entry.message, entry.tags])).toEqual([[`Category not found: ${chandan.id}`, ['cost-price']]]);
  });

  it('does not log a missing category when the product has its own cost', async () => {
    await db.categories.delete(chandan.id);
    expect(await productCostPrice(db, 'CH-PW-0001', 'flipkart')).toMatchObject({ value: 55, source: 'product' });
    expect(await db.monitoringErrors.count()).toBe(0);
  });

  it('logs an unknown SKU and falls back to the default 0', async () => {
    expect(await productCostPrice(db, 'NOPE-1')).toEqual({ value: 0, source: 'default', categoryId: null, sku: 'NOPE-1' });
    expect((await db.monitoringErrors.toArray()).map((entry) => entry.message)).toEqual(['Product with SKU NOPE-1 not found']);
  });

  it('logs a failed read and falls back to the default 0', async () => {
    db.products.hook('reading', () => {
      throw new Error('IndexedDB read failed');
    });
    expect((await productCostPrice(db, 'CH-PW-0001')).value).toBe(0);
    expect((await db.monitoringErrors.toArray()).map((entry) => entry.message)).toEqual(['IndexedDB read failed']);
  });
});

describe('readCatalogue', () => {
  it('leaves out deleted products and categories', async () => {
    await db.products.update(shells.id, { deleted: true });
    await db.categories.update(kaudi.id, { deleted: true });
    const { products, categories } = await readCatalogue(db);
    expect(products.map((item) => item.id).sort()).toEqual([amazon.id, flipkart.id].sort());
    expect(categories.map((item) => item.id)).toEqual([chandan.id]);
  });
});
