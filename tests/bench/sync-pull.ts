/**
 * `npm run bench` (sync pull part): the first pull of 10,000 products and 1,000 categories into an
 * empty station (fake-indexeddb), against reading the same records with the plain JS SDK
 * (`getFullList`) from the same server in the same run. Prints `bench sync.* <value> <unit>` lines.
 */
import 'fake-indexeddb/auto';
import type PocketBase from 'pocketbase';
import { AppDatabase } from '../../src/db/database';
import { newId } from '../../src/domain/ids';
import type { Category, Product } from '../../src/domain/records';
import { pullAll } from '../../src/sync/pull';
import { signedInUser, startTestServer } from '../support/pocketbase';
import { sized } from './support/scale';

const PRODUCTS = sized(10_000, 200);
const CATEGORIES = sized(1_000, 20);
const RECORDS = PRODUCTS + CATEGORIES;
const AT = '2025-02-01T10:00:00.000Z';
const BATCH = 50;
const PARALLEL_BATCHES = 4;

function category(index: number): Omit<Category, 'updated'> {
  return {
    id: newId(),
    deleted: false,
    name: `Category ${index}`,
    description: 'Sandalwood powder and paste',
    tag: 'puja',
    costPrice: 40,
    createdAt: AT,
    updatedAt: AT,
    inventory: { totalQuantity: 0, lowStockThreshold: 5, lastUpdated: AT, productCount: 10 },
  };
}

function product(index: number, categoryId: string): Omit<Product, 'updated'> {
  return {
    id: newId(),
    deleted: false,
    sku: `SKU-${String(index).padStart(6, '0')}`,
    name: `Chandan powder ${index} g`,
    description: 'Chandan powder, 100 g pouch',
    platform: index % 2 === 0 ? 'amazon' : 'flipkart',
    sellingPrice: 120 + (index % 50),
    customCostPrice: null,
    categoryId,
    visibility: 'visible',
    inventory: { quantity: index % 40, lowStockThreshold: 5, lastUpdated: AT },
    metadata: {
      listingStatus: 'active',
      moq: '1',
      amazonSerialNumber: null,
      flipkartSerialNumber: null,
      createdAt: AT,
      updatedAt: AT,
      lastImportedFrom: 'Amazon Import',
    },
  };
}

/** Creates the records through /api/batch, a few batches at a time. */
async function seed(pb: PocketBase, collection: string, records: readonly object[]): Promise<void> {
  const batches: (readonly object[])[] = [];
  for (let start = 0; start < records.length; start += BATCH) batches.push(records.slice(start, start + BATCH));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const batch = pb.createBatch();
      for (const record of batches[next++]!) batch.collection(collection).create(record);
      await batch.send({ requestKey: null });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_BATCHES }, worker));
}

const seconds = (ms: number) => (ms / 1000).toFixed(3);

async function main(): Promise<void> {
  const server = await startTestServer();
  const db = new AppDatabase(`bench-${newId()}`);
  try {
    const pb = await signedInUser(server);
    const categories = Array.from({ length: CATEGORIES }, (_, index) => category(index));
    await seed(pb, 'categories', categories);
    await seed(
      pb,
      'products',
      Array.from({ length: PRODUCTS }, (_, index) => product(index, categories[index % CATEGORIES]!.id)),
    );

    const pullStart = performance.now();
    await pullAll(db, pb);
    const pullMs = performance.now() - pullStart;
    const [products, categoryRows] = await Promise.all([db.products.count(), db.categories.count()]);
    if (products !== PRODUCTS || categoryRows !== CATEGORIES) {
      throw new Error(`the station holds ${products} products and ${categoryRows} categories after its first pull`);
    }

    const plainStart = performance.now();
    const [plainProducts, plainCategories] = [
      await pb.collection('products').getFullList({ requestKey: null }),
      await pb.collection('categories').getFullList({ requestKey: null }),
    ];
    const plainMs = performance.now() - plainStart;
    if (plainProducts.length + plainCategories.length !== RECORDS) throw new Error('the plain read missed records');

    console.log(`bench sync.first_pull_${RECORDS} ${seconds(pullMs)} s`);
    console.log(`bench sync.pull_records_per_second ${Math.round(RECORDS / (pullMs / 1000))} records/s`);
    console.log(`bench sync.plain_read_${RECORDS} ${seconds(plainMs)} s`);
    console.log(`bench sync.first_pull_ratio ${(pullMs / plainMs).toFixed(2)} x`);
  } finally {
    await db.delete();
    await server.cleanup();
  }
}

await main();
