import { Button, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useLiveQuery } from 'dexie-react-hooks';
import { applyCostMigration, previewCostMigration } from '../../db/categories';
import { localDatabase } from '../../db/localDatabase';
import { ActionError } from './ActionError';
import { formatCost } from './stockFormatting';
import { useAction } from './useAction';
import { formatCount } from '../../domain/format';

interface CostMigrationModalProps {
  opened: boolean;
  onClose: () => void;
}

function MigrationPreview({ onClose }: { onClose: () => void }) {
  const preview = useLiveQuery(() => previewCostMigration(localDatabase()), []);
  const apply = useAction(async () => {
    const done = await applyCostMigration(localDatabase());
    notifications.show({
      color: 'green',
      message: `Cost prices migrated for ${formatCount(done.categories.length)} categories; ${formatCount(done.productsAffected)} products now use their category's cost price`,
    });
    onClose();
  });

  if (preview === undefined) {
    return (
      <Text size="sm" c="dimmed">
        Reading the custom cost prices…
      </Text>
    );
  }
  return (
    <Stack>
      <Text size="sm">
        For each category, the average of its products' custom cost prices becomes the category's cost price, and those products'
        custom cost prices are cleared.
      </Text>
      {preview.categories.length === 0 ? (
        <Text size="sm" c="dimmed">
          No product in a category has a custom cost price: nothing to migrate.
        </Text>
      ) : (
        <ScrollArea.Autosize mah={320}>
          <Table withTableBorder aria-label="Cost price changes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Category</Table.Th>
                <Table.Th>Cost price now</Table.Th>
                <Table.Th>New cost price</Table.Th>
                <Table.Th>Products</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.categories.map((change) => (
                <Table.Tr key={change.categoryId}>
                  <Table.Td>{change.categoryName}</Table.Td>
                  <Table.Td>{formatCost(change.oldCost)}</Table.Td>
                  <Table.Td>{formatCost(change.newCost)}</Table.Td>
                  <Table.Td>{change.productsAffected}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
      <ActionError error={apply.error} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button loading={apply.busy} disabled={preview.categories.length === 0} onClick={() => void apply.run()}>
          Migrate {preview.productsAffected} products
        </Button>
      </Group>
    </Stack>
  );
}

/** The cost price migration (docs/SPEC.md §7) as a preview first, then one transaction. */
export function CostMigrationModal({ opened, onClose }: CostMigrationModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Migrate cost prices" size="lg">
      {opened && <MigrationPreview onClose={onClose} />}
    </Modal>
  );
}
