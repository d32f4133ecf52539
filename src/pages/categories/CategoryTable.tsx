import { Anchor, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { EditDeleteIcons } from '../../components/EditDeleteIcons';
import type { CategoryWithInventory } from '../../db/categoryInventory';
import { categorySelectionStore, useCategorySelection } from '../../stores/categorySelection';
import { formatCost } from './stockFormatting';
import { StockStatusBadge } from './StockStatusBadge';
import { formatCount } from '../../domain/format';

interface CategoryTableProps {
  categories: CategoryWithInventory[];
  onEdit: (category: CategoryWithInventory) => void;
  /** Left out for a role that may not delete (src/domain/roles.ts): no delete button then. */
  onDelete?: (category: CategoryWithInventory) => void;
}

function pendingNote(category: CategoryWithInventory): string {
  const count = category.pendingMovements;
  return `${formatCount(count)} pending ${count === 1 ? 'movement' : 'movements'}; the server has ${formatCount(category.serverQuantity)}`;
}

/** Every category with its shown quantity, threshold, stock status and product count; a click selects one. */
export function CategoryTable({ categories, onEdit, onDelete }: CategoryTableProps) {
  const selectedId = useCategorySelection((state) => state.selectedId);
  const { select } = categorySelectionStore.getState();

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover withTableBorder aria-label="Categories">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Tag</Table.Th>
            <Table.Th>Cost price</Table.Th>
            <Table.Th>Quantity</Table.Th>
            <Table.Th>Threshold</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Products</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {categories.map((category) => {
            const selected = category.id === selectedId;
            return (
              <Table.Tr
                key={category.id}
                aria-current={selected || undefined}
                bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
                onClick={() => select(category.id)}
                style={{ cursor: 'pointer' }}
              >
                <Table.Td>
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    ta="left"
                    fw={selected ? 700 : 500}
                    onClick={() => select(category.id)}
                  >
                    {category.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{category.tag}</Table.Td>
                <Table.Td>{formatCost(category.costPrice)}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Text size="sm" span>
                      {formatCount(category.inventory.totalQuantity)}
                    </Text>
                    {category.pendingMovements > 0 && (
                      <Tooltip label={pendingNote(category)}>
                        <IconClockHour4 size={14} aria-label={pendingNote(category)} role="img" />
                      </Tooltip>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{formatCount(category.inventory.lowStockThreshold)}</Table.Td>
                <Table.Td>
                  <StockStatusBadge status={category.status} />
                </Table.Td>
                <Table.Td>{formatCount(category.inventory.productCount)}</Table.Td>
                <Table.Td onClick={(event) => event.stopPropagation()}>
                  <Group gap={4} wrap="nowrap">
                    <EditDeleteIcons
                      name={category.name}
                      onEdit={() => onEdit(category)}
                      onDelete={onDelete && (() => onDelete(category))}
                    />
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
