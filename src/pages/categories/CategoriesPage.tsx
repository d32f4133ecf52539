import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTransform } from '@tabler/icons-react';
import { useState } from 'react';
import { ScreenLoader } from '../../components/ScreenLoader';
import { lowStockOf, type CategoryWithInventory } from '../../db/categoryInventory';
import { isAdmin } from '../../domain/roles';
import { useCategorySelection } from '../../stores/categorySelection';
import { useAuth } from '../../stores/useAuth';
import { CategoryCsvSection } from './CategoryCsvSection';
import { CategoryDetails } from './CategoryDetails';
import { CategoryFormModal, type CategoryFormTarget } from './CategoryFormModal';
import { CategoryTable } from './CategoryTable';
import { CostMigrationModal } from './CostMigrationModal';
import { DeleteCategoryModal } from './DeleteCategoryModal';
import { InventoryReportSection } from './InventoryReportSection';
import { LowStockList } from './LowStockList';
import { useCategoryInventory } from './useCategoryInventory';

function CategoriesContent({ categories }: { categories: CategoryWithInventory[] }) {
  const selectedId = useCategorySelection((state) => state.selectedId);
  const [formTarget, setFormTarget] = useState<CategoryFormTarget | null>(null);
  const [deleting, setDeleting] = useState<CategoryWithInventory | null>(null);
  const [migrating, setMigrating] = useState(false);
  // Only an admin deletes a category; the server refuses it to anyone else.
  const mayDelete = useAuth((state) => isAdmin(state.user));
  const selected = categories.find((category) => category.id === selectedId);

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Categories & Inventory</Title>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconTransform size={16} />} onClick={() => setMigrating(true)}>
            Migrate cost prices
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setFormTarget('new')}>
            New category
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <LowStockList entries={lowStockOf(categories)} hasCategories={categories.length > 0} />
        <InventoryReportSection categories={categories} />
      </SimpleGrid>
      {categories.length === 0 ? (
        <Text c="dimmed">No categories yet: create one, or import a categories CSV.</Text>
      ) : (
        <CategoryTable categories={categories} onEdit={setFormTarget} onDelete={mayDelete ? setDeleting : undefined} />
      )}
      {selected ? (
        <CategoryDetails category={selected} categories={categories} />
      ) : (
        categories.length > 0 && (
          <Text size="sm" c="dimmed">
            Select a category to see its products, adjust its stock, change its threshold and read its history.
          </Text>
        )
      )}
      <CategoryCsvSection />
      <CategoryFormModal target={formTarget} onClose={() => setFormTarget(null)} />
      <DeleteCategoryModal category={deleting} onClose={() => setDeleting(null)} />
      <CostMigrationModal opened={migrating} onClose={() => setMigrating(false)} />
    </Stack>
  );
}

/** docs/SPEC.md §2's Categories & Inventory screen, on the station's local database. */
export function CategoriesPage() {
  const state = useCategoryInventory();
  if (state.status === 'loading') return <ScreenLoader />;
  if (state.status === 'failed') {
    return (
      <Stack>
        <Title order={2}>Categories & Inventory</Title>
        <Alert color="red" title="Failed to fetch categories" role="alert">
          {state.message}
        </Alert>
      </Stack>
    );
  }
  return <CategoriesContent categories={state.value} />;
}
