import { useMemo } from 'react';
import { useLiveRead } from '../../components/useLiveRead';
import { liveCategories } from '../../db/categories';
import { localDatabase } from '../../db/localDatabase';
import { orderLinesOfDays } from '../../db/orderDays';
import { liveProducts } from '../../db/products';
import type { DateRange } from '../../domain/orders/dayKeys';
import type { OrderCatalogue } from '../../domain/orders/linePricing';
import type { ShownLine } from './activeOrdersView';

/** docs/SPEC.md §8's store fallbacks for the reads of this screen. */
const FETCH_ORDERS_FAILED = 'Failed to fetch orders';
const FETCH_PRODUCTS_FAILED = 'Failed to fetch products';
const FETCH_CATEGORIES_FAILED = 'Failed to fetch categories';

export type OrderDaysRead =
  | { status: 'loading' }
  | { status: 'ready'; lines: ShownLine[]; catalogue: OrderCatalogue }
  | { status: 'failed'; title: string; message: string };

/**
 * The order lines of `range` and the catalogue that prices them, live: a merge on this station or
 * a pulled line of those days re-renders the screen. Read apart, so a failure says which read it was.
 */
export function useOrderDays(range: DateRange): OrderDaysRead {
  const lines = useLiveRead(() => orderLinesOfDays(localDatabase(), range), [range.from, range.to]);
  const products = useLiveRead(() => liveProducts(localDatabase()), []);
  const categories = useLiveRead(() => liveCategories(localDatabase()), []);
  return useMemo((): OrderDaysRead => {
    if (lines.status === 'failed') return { status: 'failed', title: FETCH_ORDERS_FAILED, message: lines.message };
    if (products.status === 'failed') return { status: 'failed', title: FETCH_PRODUCTS_FAILED, message: products.message };
    if (categories.status === 'failed') return { status: 'failed', title: FETCH_CATEGORIES_FAILED, message: categories.message };
    if (lines.status !== 'ready' || products.status !== 'ready' || categories.status !== 'ready') return { status: 'loading' };
    return { status: 'ready', lines: lines.value, catalogue: { products: products.value, categories: categories.value } };
  }, [lines, products, categories]);
}
