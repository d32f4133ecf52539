import { Alert, Button, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useLiveQuery } from 'dexie-react-hooks';
import { deleteCategory, productsUsingCategory } from '../../db/categories';
import { localDatabase } from '../../db/localDatabase';
import type { Category } from '../../domain/records';
import { categorySelectionStore } from '../../stores/categorySelection';
import { bySkuAndPlatform } from './productOrder';
import { useAction } from './useAction';

interface DeleteCategoryModalProps {
  category: Category | null;
  onClose: () => void;
}

function DeleteConfirmation({ category, onClose }: { category: Category; onClose: () => void }) {
  const products = useLiveQuery(
    async () => (await productsUsingCategory(localDatabase(), category.id)).sort(bySkuAndPlatform),
    [category.id],
  );
  const remove = useAction(async () => {
    const { uncategorized } = await deleteCategory(localDatabase(), category.id);
    categorySelectionStore.getState().forget(category.id);
    notifications.show({
      color: 'green',
      message: `Category '${category.name}' deleted${uncategorized ? `; ${uncategorized} products are now uncategorized` : ''}`,
    });
    onClose();
  }, 'Failed to delete category');

  return (
    <Stack>
      {products === undefined ? (
        <Text size="sm" c="dimmed">
          Looking for products that use it…
        </Text>
      ) : products.length === 0 ? (
        <Text size="sm">No product uses this category.</Text>
      ) : (
        <>
          <Alert color="orange" title={`${products.length} products use this category`}>
            They will become uncategorized.
          </Alert>
          <ScrollArea.Autosize mah={240}>
            <Table withTableBorder aria-label={`Products using ${category.name}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>SKU</Table.Th>
                  <Table.Th>Platform</Table.Th>
                  <Table.Th>Name</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {products.map((product) => (
                  <Table.Tr key={product.id}>
                    <Table.Td>{product.sku}</Table.Td>
                    <Table.Td>{product.platform}</Table.Td>
                    <Table.Td>{product.name}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </>
      )}
      {remove.error && (
        <Alert color="red" role="alert">
          {remove.error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Keep it
        </Button>
        <Button color="red" loading={remove.busy} disabled={products === undefined} onClick={() => void remove.run()}>
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
