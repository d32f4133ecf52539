import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** docs/SPEC.md §4: the category selected on the Categories & Inventory screen. */
export interface CategorySelectionState {
  selectedId: string | null;
  select: (id: string | null) => void;
  /** A deleted category is no longer selected; another selection stays. */
  forget: (id: string) => void;
}

export const categorySelectionStore = createStore<CategorySelectionState>()((set, get) => ({
  selectedId: null,
  select: (selectedId) => set({ selectedId }),
  forget: (id) => {
    if (get().selectedId === id) set({ selectedId: null });
  },
}));

export function useCategorySelection<T>(selector: (state: CategorySelectionState) => T): T {
  return useStore(categorySelectionStore, selector);
}
