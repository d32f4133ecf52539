import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { DEFAULT_PRODUCT_SORT, nextSort, type ProductSort, type ProductSortColumn } from '../domain/catalogue/productSort';
import type { Platform, Visibility } from '../domain/records';

/** The three product screens of docs/SPEC.md §2; each keeps its own filters and selection. */
export type ProductScreen = 'all' | 'hidden' | 'uncategorized';

/** What the user chose on one product screen: filters, sort order and selected product ids. */
export interface ProductFiltersState {
  platform: Platform | '';
  categoryId: string;
  visibility: Visibility | '';
  search: string;
  sort: ProductSort;
  selected: ReadonlySet<string>;
  setPlatform: (platform: Platform | '') => void;
  setCategoryId: (categoryId: string) => void;
  setVisibility: (visibility: Visibility | '') => void;
  setSearch: (search: string) => void;
  clearFilters: () => void;
  sortBy: (column: ProductSortColumn) => void;
  toggleSelected: (id: string) => void;
  setSelected: (ids: Iterable<string>) => void;
  clearSelection: () => void;
}

const NO_FILTERS = { platform: '', categoryId: '', visibility: '', search: '' } as const;

export function createProductFiltersStore(): StoreApi<ProductFiltersState> {
  return createStore<ProductFiltersState>()((set, get) => ({
    ...NO_FILTERS,
    sort: DEFAULT_PRODUCT_SORT,
    selected: new Set<string>(),
    setPlatform: (platform) => set({ platform }),
    setCategoryId: (categoryId) => set({ categoryId }),
    setVisibility: (visibility) => set({ visibility }),
    setSearch: (search) => set({ search }),
    clearFilters: () => set({ ...NO_FILTERS }),
    sortBy: (column) => set({ sort: nextSort(get().sort, column) }),
    toggleSelected(id) {
      const selected = new Set(get().selected);
      if (!selected.delete(id)) selected.add(id);
      set({ selected });
    },
    setSelected: (ids) => set({ selected: new Set(ids) }),
    clearSelection: () => set({ selected: new Set<string>() }),
  }));
}

/** One store per screen, kept for the session: leaving a screen and coming back keeps its filters. */
export const productFiltersStores: Record<ProductScreen, StoreApi<ProductFiltersState>> = {
  all: createProductFiltersStore(),
  hidden: createProductFiltersStore(),
  uncategorized: createProductFiltersStore(),
};

export function useProductFilters<T>(screen: ProductScreen, selector: (state: ProductFiltersState) => T): T {
  return useStore(productFiltersStores[screen], selector);
}
