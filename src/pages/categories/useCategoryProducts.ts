import { useLiveQuery } from 'dexie-react-hooks';
import { productsUsingCategory } from '../../db/categories';
import { localDatabase } from '../../db/localDatabase';
import type { Product } from '../../domain/records';

const bySkuAndPlatform = (a: Product, b: Product) => a.sku.localeCompare(b.sku) || a.platform.localeCompare(b.platform);

/** The products in a category by SKU, then platform, live; undefined while they load. */
export function useCategoryProducts(categoryId: string): Product[] | undefined {
  return useLiveQuery(async () => (await productsUsingCategory(localDatabase(), categoryId)).sort(bySkuAndPlatform), [categoryId]);
}
