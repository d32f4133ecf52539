import type { OrderCatalogue } from '../../../../src/domain/orders/linePricing';
import type { FigureLine } from '../../../../src/domain/orders/orderFilter';
import type { Platform } from '../../../../src/domain/records';

export const CHANDAN = 'chandan00000001';
export const KAUDI = 'kaudi0000000001';

type CatalogueProduct = OrderCatalogue['products'][number];

const product = (sku: string, platform: Platform, sellingPrice: number, customCostPrice: number | null, categoryId: string) =>
  ({
    sku,
    platform,
    name: `${sku} ${platform}`,
    sellingPrice,
    customCostPrice,
    categoryId,
    deleted: false,
  }) satisfies CatalogueProduct;

/**
 * Chandan costs 40 a unit as a category, Kaudi has no category cost. CH-001 sells for 199.99 on
 * amazon (cost from its category: 40) and 189 on flipkart (its own cost: 55.50); KA-001 120 (no
 * cost anywhere: 0); GC-001 99.50 (its own cost: 30).
 */
export const CATALOGUE: OrderCatalogue = {
  categories: [
    { id: CHANDAN, name: 'Chandan', costPrice: 40, deleted: false },
    { id: KAUDI, name: 'Kaudi', costPrice: null, deleted: false },
  ],
  products: [
    product('CH-001', 'amazon', 199.99, null, CHANDAN),
    product('CH-001', 'flipkart', 189, 55.5, CHANDAN),
    product('KA-001', 'amazon', 120, null, KAUDI),
    product('GC-001', 'amazon', 99.5, 30, KAUDI),
  ],
};

const CATEGORY_NAMES: Record<string, string> = { [CHANDAN]: 'Chandan', [KAUDI]: 'Kaudi', '': '' };

export function line(
  date: string,
  type: Platform,
  orderId: string,
  sku: string,
  quantity: string,
  categoryId: string,
  extra: Partial<FigureLine> = {},
): FigureLine {
  return {
    date,
    type,
    orderId,
    sku,
    quantity,
    categoryId,
    category: CATEGORY_NAMES[categoryId] ?? '',
    name: `${sku} label`,
    ...extra,
  };
}

/** One day of Active Orders, worked out by hand in the tests. */
export const DAY = '2025-03-10';
export const DAY_LINES: FigureLine[] = [
  // 2 x 199.99 = 399.98; cost 2 x 40 (category) = 80
  line(DAY, 'amazon', 'A-1', 'CH-001', '2', CHANDAN, { batchId: 'batch-1' }),
  // 1 x 120 = 120; cost 0 (default)
  line(DAY, 'amazon', 'A-1', 'KA-001', '1', KAUDI, { batchId: 'batch-1' }),
  // the same order id on the other platform is another order: 3 x 189 = 567; cost 3 x 55.50 (product) = 166.50
  line(DAY, 'flipkart', 'A-1', 'CH-001', '3', CHANDAN, { batchId: 'batch-2' }),
  // not in the catalogue, quantity unreadable (counts 1): revenue 0, cost 0 (default), unpriced
  line(DAY, 'flipkart', 'F-2', 'XX-999', 'abc', '', { batchId: 'batch-2' }),
  // empty quantity counts 1: 99.50; cost 30 (product)
  line(DAY, 'amazon', 'A-3', 'GC-001', '', KAUDI, { batchId: 'batch-1' }),
  // a tombstone: counts nowhere
  line(DAY, 'amazon', 'A-4', 'CH-001', '50', CHANDAN, { deleted: true }),
  // the day before and after: outside the day
  line('2025-03-09', 'amazon', 'A-5', 'CH-001', '1', CHANDAN),
  line('2025-03-11', 'amazon', 'A-6', 'CH-001', '1', CHANDAN),
];
