import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { deleteCategory } from '../../db/categories';
import { localDatabase } from '../../db/localDatabase';
import type { CategoryWithInventory } from '../../db/categoryInventory';
import { categorySelectionStore } from '../../stores/categorySelection';
import { ActionError } from './ActionError';
import { PRODUCTS_FETCH_FAILED } from './CategoryProducts';
import { CategoryProductTable } from './CategoryProductTable';
import { useAction } from './useAction';
import { useCategoryProducts } from './useCategoryProducts';
import { formatCount } from '../../domain/format';

interface DeleteCategoryModalProps {
  category: CategoryWithInventory | null;
  onClose: () => void;
}

function DeleteConfirmation({ category, onClose }: { category: CategoryWithInventory; onClose: () => void }) {
  const products = useCategoryProducts(category.id);
  const remove = useAction(
    async () => {
      const { uncategorized } = await deleteCategory(localDatabase(), category.id);
      categorySelectionStore.getState().forget(category.id);
      notifications.show({
        color: 'green',
        message: `Category '${category.name}' deleted${uncategorized ? `; ${formatCount(uncategorized)} products are now uncategorized` : ''}`,
      });
      onClose();
    },
    { prefix: 'Failed to delete category' },
  );

  const stock = category.inventory.totalQuantity;
  return (
    <Stack>
      {stock === 0 ? (
        <Text size="sm">It holds no stock.</Text>
      ) : (
        <Alert color="red" title={`Its stock of ${formatCount(stock)} goes with it`}>
          The stock is counted per category: once the category is deleted, these {formatCount(stock)} units are counted nowhere.
        </Alert>
      )}
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
          <Alert color="orange" title={`${formatCount(products.value.length)} products use this category`}>
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

/** Confirms a deletion, saying that its stock goes with it and showing the products that become uncategorized. */
export function DeleteCategoryModal({ category, onClose }: DeleteCategoryModalProps) {
  return (
    <Modal opened={category !== null} onClose={onClose} title={category ? `Delete ${category.name}?` : ''}>
      {category && <DeleteConfirmation key={category.id} category={category} onClose={onClose} />}
    </Modal>
  );
}
