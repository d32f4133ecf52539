import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { deleteCategory } from '../../db/categories';
import { localDatabase } from '../../db/localDatabase';
import type { Category } from '../../domain/records';
import { categorySelectionStore } from '../../stores/categorySelection';
import { ActionError } from './ActionError';
import { PRODUCTS_FETCH_FAILED } from './CategoryProducts';
import { CategoryProductTable } from './CategoryProductTable';
import { useAction } from './useAction';
import { useCategoryProducts } from './useCategoryProducts';

interface DeleteCategoryModalProps {
  category: Category | null;
  onClose: () => void;
}

function DeleteConfirmation({ category, onClose }: { category: Category; onClose: () => void }) {
  const products = useCategoryProducts(category.id);
  const remove = useAction(
    async () => {
      const { uncategorized } = await deleteCategory(localDatabase(), category.id);
      categorySelectionStore.getState().forget(category.id);
      notifications.show({
        color: 'green',
        message: `Category '${category.name}' deleted${uncategorized ? `; ${uncategorized} products are now uncategorized` : ''}`,
      });
      onClose();
    },
    { prefix: 'Failed to delete category' },
  );

  return (
    <Stack>
      {products.status === 'loading' ? (
        <Text size="sm" c="dimmed">
          Looking for products that use it…
        </Text>
      ) : products.status === 'failed' ? (
        <ActionError error={`${PRODUCTS_FETCH_FAILED}: ${products.message}`} />
      ) : products.value.length === 0 ? (
        <Text size="sm">No product uses this category.</Text>
      ) : (
        <>
          <Alert color="orange" title={`${products.value.length} products use this category`}>
            They will become uncategorized.
          </Alert>
          <CategoryProductTable products={products.value} label={`Products using ${category.name}`} maxHeight={240} />
        </>
      )}
      <ActionError error={remove.error} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Keep it
        </Button>
        <Button color="red" loading={remove.busy} disabled={products.status !== 'ready'} onClick={() => void remove.run()}>
          Delete category
        </Button>
      </Group>
    </Stack>
  );
}

/** Confirms a deletion, showing the products that use the category and will become uncategorized. */
export function DeleteCategoryModal({ category, onClose }: DeleteCategoryModalProps) {
  return (
    <Modal opened={category !== null} onClose={onClose} title={category ? `Delete ${category.name}?` : ''}>
      {category && <DeleteConfirmation key={category.id} category={category} onClose={onClose} />}
    </Modal>
  );
}
