import { useDeferredValue, useMemo } from 'react';
import { EMPTY_PRODUCT_FILTER, filterProducts } from '../../domain/catalogue/productFilter';
import { catalogueSortContext, sortProducts } from '../../domain/catalogue/productSort';
import type { Catalogue, Category, Product } from '../../domain/records';
import { useProductFilters } from '../../stores/productFilters';
import type { ProductScreenConfig } from './productScreens';

export interface ScreenProducts {
  /** Every product of the screen before the user's filters (all, hidden or uncategorized ones). */
  inScope: number;
  /** The screen's products that pass the user's filters, in the chosen order. */
  shown: Product[];
  categoriesById: ReadonlyMap<string, Category>;
}

const NONE: readonly never[] = [];

export function useScreenProducts(config: ProductScreenConfig, catalogue: Catalogue<Product, Category> | null): ScreenProducts {
  const { screen, scope, showCategoryFilter, showVisibilityFilter } = config;
  const platform = useProductFilters(screen, (state) => state.platform);
  const categoryId = useProductFilters(screen, (state) => state.categoryId);
  const visibility = useProductFilters(screen, (state) => state.visibility);
  const sort = useProductFilters(screen, (state) => state.sort);
  // Typing stays responsive: React renders the narrowed table after the keystroke, not inside it.
  const search = useDeferredValue(useProductFilters(screen, (state) => state.search));

  const products = catalogue?.products ?? NONE;
  const categories = catalogue?.categories ?? NONE;
  const categoriesById = useMemo(() => new Map(categories.map((category) => [category.id, category])), [categories]);
  const liveCategoryIds = useMemo(() => new Set(categoriesById.keys()), [categoriesById]);

  const scoped = useMemo(
    () => filterProducts(products, { ...EMPTY_PRODUCT_FILTER, ...scope }, liveCategoryIds),
    [products, scope, liveCategoryIds],
  );
  // Sorted once per data or sort change; a keystroke only filters, and filtering keeps the order.
  const sorted = useMemo(() => sortProducts(scoped, sort, catalogueSortContext(categories)), [scoped, sort, categories]);
  const shown = useMemo(
    () =>
      filterProducts(
        sorted,
        {
          platform,
          categoryId: showCategoryFilter ? categoryId : '',
          visibility: showVisibilityFilter ? visibility : '',
          search,
          uncategorized: false,
        },
        liveCategoryIds,
      ),
    [sorted, platform, categoryId, visibility, search, showCategoryFilter, showVisibilityFilter, liveCategoryIds],
  );

  return { inScope: scoped.length, shown, categoriesById };
}
