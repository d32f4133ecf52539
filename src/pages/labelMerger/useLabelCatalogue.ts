import { useLiveQuery } from 'dexie-react-hooks';
import { localDatabase } from '../../db/localDatabase';
import type { Catalogue } from '../../domain/records';
import { readCatalogue } from '../../db/products';

/** The station's products and categories as the label merge needs them; undefined while loading. */
export function useLabelCatalogue(): Catalogue | undefined {
  return useLiveQuery(async () => {
    const { products, categories } = await readCatalogue(localDatabase());
    return {
      products: products.map(({ sku, platform, name, categoryId, sellingPrice }) => ({
        sku,
        platform,
        name,
        categoryId,
        sellingPrice,
      })),
      categories: categories.map(({ id, name }) => ({ id, name })),
    };
  }, []);
}
