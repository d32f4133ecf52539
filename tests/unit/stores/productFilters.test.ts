import { describe, expect, it } from 'vitest';
import { createProductFiltersStore } from '../../../src/stores/productFilters';

describe('product filters store', () => {
  it('starts with no filters, sorted by SKU ascending, nothing selected', () => {
    const state = createProductFiltersStore().getState();
    expect([state.platform, state.categoryId, state.visibility, state.search]).toEqual(['', '', '', '']);
    expect(state.sort).toEqual({ column: 'sku', direction: 'asc' });
    expect(state.selected.size).toBe(0);
  });

  it('sorts by a column, and turns it around when chosen again', () => {
    const store = createProductFiltersStore();
    store.getState().sortBy('sku');
    expect(store.getState().sort).toEqual({ column: 'sku', direction: 'desc' });
    store.getState().sortBy('costPrice');
    expect(store.getState().sort).toEqual({ column: 'costPrice', direction: 'asc' });
  });

  it('toggles, replaces and clears the selection', () => {
    const store = createProductFiltersStore();
    const { toggleSelected, setSelected, clearSelection } = store.getState();
    toggleSelected('a');
    toggleSelected('b');
    toggleSelected('a');
    expect([...store.getState().selected]).toEqual(['b']);
    setSelected(['c', 'd']);
    expect([...store.getState().selected]).toEqual(['c', 'd']);
    clearSelection();
    expect(store.getState().selected.size).toBe(0);
  });

  it('clears every filter at once', () => {
    const store = createProductFiltersStore();
    const state = store.getState();
    state.setPlatform('flipkart');
    state.setCategoryId('chandan00000001');
    state.setVisibility('hidden');
    state.setSearch('kaudi');
    state.clearFilters();
    const { platform, categoryId, visibility, search } = store.getState();
    expect({ platform, categoryId, visibility, search }).toEqual({ platform: '', categoryId: '', visibility: '', search: '' });
  });
});
