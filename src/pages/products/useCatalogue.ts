import { useMemo } from 'react';
import { useLiveRead } from '../../components/useLiveRead';
import { liveCategories } from '../../db/categories';
import { localDatabase } from '../../db/localDatabase';
import { liveProducts } from '../../db/products';
import type { Catalogue, Category, Product } from '../../domain/records';

/** docs/SPEC.md §8's store fallbacks for the two reads of the product screens. */
export const FETCH_PRODUCTS_FAILED = 'Failed to fetch products';
const FETCH_CATEGORIES_FAILED = 'Failed to fetch categories';

export type CatalogueRead =
  | { status: 'loading' }
  | { status: 'ready'; value: Catalogue<Product, Category> }
  | { status: 'failed'; title: string; message: string };

/**
 * The station's products and categories, live: every local write or pulled change re-renders the
 * screen. Read apart, so that a failure says which of the two could not be read.
 */
export function useCatalogue(): CatalogueRead {
  const products = useLiveRead(() => liveProducts(localDatabase()), []);
  const categories = useLiveRead(() => liveCategories(localDatabase()), []);
  return useMemo((): CatalogueRead => {
    if (products.status === 'failed') return { status: 'failed', title: FETCH_PRODUCTS_FAILED, message: products.message };
    if (categories.status === 'failed') return { status: 'failed', title: FETCH_CATEGORIES_FAILED, message: categories.message };
    if (products.status === 'loading' || categories.status === 'loading') return { status: 'loading' };
    return { status: 'ready', value: { products: products.value, categories: categories.value } };
  }, [products, categories]);
}
