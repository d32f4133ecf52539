import { useLiveQuery } from 'dexie-react-hooks';
import { localDatabase } from '../../db/localDatabase';
import type { Catalogue } from '../../domain/records';

/** The station's products and categories as the label merge needs them; undefined while loading. */
export function useLabelCatalogue(): Catalogue | undefined {
  return useLiveQuery(async () => {
    const db = localDatabase();
    const [products, categories] = await Promise.all([db.products.toArray(), db.categories.toArray()]);
    return {
      products: products
        .filter((product) => !product.deleted)
        .map(({ sku, platform, name, categoryId, sellingPrice }) => ({ sku, platform, name, categoryId, sellingPrice })),
      categories: categories.filter((category) => !category.deleted).map(({ id, name }) => ({ id, name })),
    };
  }, []);
}
