import type { ProductFilter } from '../../domain/catalogue/productFilter';
import type { ProductScreen } from '../../stores/productFilters';

export interface ProductScreenConfig {
  screen: ProductScreen;
  title: string;
  intro: string;
  /** Shown when the screen has no products at all, before any filter. */
  emptyText: string;
  /** The part of the filter the screen itself fixes. */
  scope: Pick<ProductFilter, 'visibility' | 'uncategorized'>;
  showCategoryFilter: boolean;
  showVisibilityFilter: boolean;
  /** A one-click action on every row, besides the bulk edits. */
  rowAction: 'show' | null;
}

export const PRODUCT_SCREENS: Record<ProductScreen, ProductScreenConfig> = {
  all: {
    screen: 'all',
    title: 'Products',
    intro: 'Every listing of both marketplaces. Open a SKU for its details, or select products to edit them together.',
    emptyText: 'No products yet — import a listing file',
    scope: { visibility: '', uncategorized: false },
    showCategoryFilter: true,
    showVisibilityFilter: true,
    rowAction: null,
  },
  hidden: {
    screen: 'hidden',
    title: 'Hidden Products',
    intro: 'Products hidden from the catalogue. Show them again from here.',
    emptyText: 'No hidden products — products hidden on the Products screen appear here',
    scope: { visibility: 'hidden', uncategorized: false },
    showCategoryFilter: true,
    showVisibilityFilter: false,
    rowAction: 'show',
  },
  uncategorized: {
    screen: 'uncategorized',
    title: 'Uncategorized Products',
    intro: 'Products without a category, or whose category was deleted. Select them and set a category.',
    emptyText: 'Every product has a category',
    scope: { visibility: '', uncategorized: true },
    showCategoryFilter: false,
    showVisibilityFilter: true,
    rowAction: null,
  },
};
