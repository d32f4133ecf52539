import { useLiveRead, type LiveRead } from '../../components/useLiveRead';
import { productsUsingCategory } from '../../db/categories';
import { localDatabase } from '../../db/localDatabase';
import type { Product } from '../../domain/records';

const bySkuAndPlatform = (a: Product, b: Product) => a.sku.localeCompare(b.sku) || a.platform.localeCompare(b.platform);

/** The products in a category by SKU, then platform, live; a failed read is a message, not a crash. */
export function useCategoryProducts(categoryId: string): LiveRead<Product[]> {
  return useLiveRead(async () => (await productsUsingCategory(localDatabase(), categoryId)).sort(bySkuAndPlatform), [categoryId]);
}
