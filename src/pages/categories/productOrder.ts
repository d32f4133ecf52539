import type { Product } from '../../domain/records';

/** Products as the category's lists show them: by SKU, then platform. */
export const bySkuAndPlatform = (a: Product, b: Product) => a.sku.localeCompare(b.sku) || a.platform.localeCompare(b.platform);
