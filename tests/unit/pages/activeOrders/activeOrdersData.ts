import { localDatabase } from '../../../../src/db/localDatabase';
import { saveRecords } from '../../../../src/db/writes';
import { category, orderLine, product } from '../../db/fixtures';

/**
 * One station's day, 2025-01-02, small enough to work out by hand:
 *
 * | line | platform | order | SKU          | qty | category      | unit price | unit cost (source)   |
 * | 1    | amazon   | A-1   | CH-PW-0001   | 2   | Chandan       | 120        | 40 (category)        |
 * | 2    | amazon   | A-1   | GOM-CHAK-11  | 1   | Uncategorized | 75         | 0 (default)          |
 * | 3    | flipkart | F-1   | SSKAU1234567 | 3   | Kaudi         | 99.50      | 15 (product)         |
 * | 4    | flipkart | F-2   | SSKAU1234567 | 1   | Kaudi         | 99.50      | 15 (product)         |
 * | 5    | amazon   | A-2   | NO-SUCH-SKU  | 1   | Chandan       | 0 (no product) | 40 (category)    |
 *
 * Orders 4, units 8, revenue 240 + 75 + 298.50 + 99.50 + 0 = 713.00, cost 80 + 0 + 45 + 15 + 40 =
 * 180.00, profit 533.00, margin 533 / 713 = 74.75 %. Lines 1-2 are batch 'b1', 3-4 'b2', 5 none.
 * The day before has one order (A-0, 5 units of CH-PW-0001).
 */
export const TODAY = '2025-01-02';
const YESTERDAY = '2025-01-01';

export const chandan = category({ name: 'Chandan', costPrice: 40 });
export const kaudi = category({ name: 'Kaudi', costPrice: null });

export const products = [
  product({ sku: 'CH-PW-0001', name: 'Chandan powder 100 g', platform: 'amazon', sellingPrice: 120, categoryId: chandan.id }),
  product({
    sku: 'SSKAU1234567',
    name: 'Kaudi shells 21 pcs',
    platform: 'flipkart',
    sellingPrice: 99.5,
    customCostPrice: 15,
    categoryId: kaudi.id,
  }),
  product({ sku: 'GOM-CHAK-11', name: 'Gomti chakra 11 pcs', platform: 'amazon', sellingPrice: 75, categoryId: '' }),
];

const line = (overrides: Parameters<typeof orderLine>[0]) => orderLine({ date: TODAY, awb: '', batchId: '', ...overrides });

export const dayLines = [
  line({
    type: 'amazon',
    orderId: 'A-1',
    sku: 'CH-PW-0001',
    name: 'Chandan powder 100 g',
    quantity: '2',
    categoryId: chandan.id,
    category: 'Chandan',
    batchId: 'b1',
  }),
  line({
    type: 'amazon',
    orderId: 'A-1',
    sku: 'GOM-CHAK-11',
    name: 'Gomti chakra 11 pcs',
    quantity: '1',
    categoryId: '',
    category: 'Uncategorized',
    batchId: 'b1',
  }),
  line({
    type: 'flipkart',
    orderId: 'F-1',
    sku: 'SSKAU1234567',
    name: 'Kaudi shells 21 pcs',
    quantity: '3',
    categoryId: kaudi.id,
    category: 'Kaudi',
    awb: 'FMPC0000000001',
    batchId: 'b2',
  }),
  line({
    type: 'flipkart',
    orderId: 'F-2',
    sku: 'SSKAU1234567',
    name: 'Kaudi shells 21 pcs',
    quantity: '1',
    categoryId: kaudi.id,
    category: 'Kaudi',
    awb: 'FMPC0000000002',
    batchId: 'b2',
  }),
  line({
    type: 'amazon',
    orderId: 'A-2',
    sku: 'NO-SUCH-SKU',
    name: 'Camphor tablets',
    quantity: '1',
    categoryId: chandan.id,
    category: 'Chandan',
  }),
];

const yesterdayLine = line({
  date: YESTERDAY,
  type: 'amazon',
  orderId: 'A-0',
  sku: 'CH-PW-0001',
  quantity: '5',
  categoryId: chandan.id,
  category: 'Chandan',
});

export async function clearStation(): Promise<void> {
  const db = localDatabase();
  await Promise.all([db.products.clear(), db.categories.clear(), db.orderLines.clear(), db.files.clear(), db.outbox.clear()]);
}

export async function seedStation(lines = [...dayLines, yesterdayLine]): Promise<void> {
  const db = localDatabase();
  await saveRecords(db, 'categories', [chandan, kaudi]);
  await saveRecords(db, 'products', products);
  await saveRecords(db, 'orderLines', lines);
  await db.outbox.clear();
}
