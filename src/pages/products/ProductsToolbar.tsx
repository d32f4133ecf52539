import { Group } from '@mantine/core';
import type { ProductScreen } from '../../stores/productFilters';
import { ExportCatalogueButton } from './ExportCatalogueButton';
import { ImportListingsButton } from './import/ImportListingsButton';

/** The catalogue-wide actions, on the All Products screen: importing listings and exporting CSV. */
export function ProductsToolbar({ screen }: { screen: ProductScreen }) {
  if (screen !== 'all') return null;
  return (
    <Group gap="xs" align="start">
      <ImportListingsButton />
      <ExportCatalogueButton />
    </Group>
  );
}
