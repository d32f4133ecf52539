import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { ScreenLoader } from '../../components/ScreenLoader';
import type { Product } from '../../domain/records';
import { productFiltersStores, useProductFilters, type ProductScreen } from '../../stores/productFilters';
import { categoryOptions, formatCount } from './formatting';
import { ProductDetailsDrawer, type OpenProduct } from './ProductDetailsDrawer';
import { ProductFilterBar } from './ProductFilterBar';
import { PRODUCT_SCREENS } from './productScreens';
import { ProductsToolbar } from './ProductsToolbar';
import { ProductTable, type RowAction } from './ProductTable';
import { SelectionBar } from './SelectionBar';
import { UpdateFailureAlert } from './UpdateFailureAlert';
import { useCatalogue } from './useCatalogue';
import { useProductUpdate } from './useProductUpdate';
import { useScreenProducts } from './useScreenProducts';

/** The app shell's main area without its padding. */
const SCREEN_HEIGHT = 'calc(100dvh - var(--app-shell-header-offset, 0rem) - 2 * var(--mantine-spacing-md))';

/** All Products, Hidden Products and Uncategorized Products: one table, each screen its own scope. */
export function ProductsScreen({ screen }: { screen: ProductScreen }) {
  const config = PRODUCT_SCREENS[screen];
  const store = productFiltersStores[screen];
  const { sortBy, toggleSelected, setSelected, clearSelection } = store.getState();
  const state = useCatalogue();
  const catalogue = state.status === 'ready' ? state.value : null;
  const { inScope, shown, categoriesById } = useScreenProducts(config, catalogue);
  const sort = useProductFilters(screen, (current) => current.sort);
  const selected = useProductFilters(screen, (current) => current.selected);
  const filterKey = useProductFilters(screen, (current) =>
    [current.platform, current.categoryId, current.visibility, current.search].join('\u0000'),
  );
  const [open, setOpen] = useState<OpenProduct | null>(null);
  const update = useProductUpdate();
  const categories = useMemo(() => categoryOptions([...categoriesById.values()]), [categoriesById]);

  // A selected product that a filter or an edit took off the screen is not edited by the bulk actions.
  const selectedShown = useMemo(
    () => shown.filter((product) => selected.has(product.id)).map((product) => product.id),
    [shown, selected],
  );
  const toggleAll = useCallback(() => {
    if (selectedShown.length === shown.length) clearSelection();
    else setSelected(shown.map((product) => product.id));
  }, [selectedShown.length, shown, clearSelection, setSelected]);
  const openProduct = useCallback((product: Product) => setOpen({ sku: product.sku, platform: product.platform }), []);
  const { run } = update;
  const rowAction = useMemo<RowAction | null>(
    () =>
      config.rowAction === 'show' ? { label: 'Show', run: (product) => void run([product.id], { visibility: 'visible' }) } : null,
    [config.rowAction, run],
  );

  return (
    // As tall as the main area: the table takes the height left and is the screen's only scroll.
    <Stack h={SCREEN_HEIGHT}>
      <Group justify="space-between" align="start">
        <Stack gap={4}>
          <Title order={2}>{config.title}</Title>
          <Text c="dimmed" size="sm">
            {config.intro}
          </Text>
        </Stack>
        <ProductsToolbar screen={screen} />
      </Group>
      {state.status === 'failed' && (
        <Alert color="red" title={state.title} role="alert">
          {state.message}
        </Alert>
      )}
      <UpdateFailureAlert failure={update.failure} onClose={update.dismiss} />
      <ProductFilterBar config={config} categories={categories} />
      <Group justify="space-between" mih={30}>
        <Text size="sm" c="dimmed" role="status">
          {catalogue ? `Showing ${formatCount(shown.length)} of ${formatCount(inScope)}` : ''}
        </Text>
        <SelectionBar ids={selectedShown} categories={categories} update={update} onClear={clearSelection} />
      </Group>
      {state.status === 'loading' ? (
        <ScreenLoader />
      ) : catalogue && inScope === 0 ? (
        <Text py="xl" ta="center" c="dimmed">
          {config.emptyText}
        </Text>
      ) : catalogue && shown.length === 0 ? (
        <Text py="xl" ta="center" c="dimmed">
          No products match the filters
        </Text>
      ) : catalogue ? (
        <ProductTable
          products={shown}
          categoriesById={categoriesById}
          selected={selected}
          sort={sort}
          onSort={sortBy}
          onToggle={toggleSelected}
          onToggleAll={toggleAll}
          onOpen={openProduct}
          rowAction={rowAction}
          showVisibility={config.scope.visibility === ''}
          showCategory={!config.scope.uncategorized}
          scrollResetKey={`${filterKey}\u0000${sort.column}\u0000${sort.direction}`}
        />
      ) : null}
      <ProductDetailsDrawer open={open} categories={categories} onClose={() => setOpen(null)} />
    </Stack>
  );
}
