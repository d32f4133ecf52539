import { Anchor, Table } from '@mantine/core';
import { LowStockCard } from '../../components/LowStockCard';
import { SeverityBadge } from '../../components/SeverityBadge';
import { formatCount } from '../../domain/format';
import type { LowStockEntry } from '../../domain/inventory/lowStock';
import { categorySelectionStore } from '../../stores/categorySelection';

/** Every category at or below its threshold: out of stock first, then critical, then low. */
export function LowStockList({ entries, hasCategories }: { entries: LowStockEntry[]; hasCategories: boolean }) {
  const { select } = categorySelectionStore.getState();
  return (
    <LowStockCard entries={entries} emptyText={hasCategories ? undefined : 'No categories yet.'}>
      <Table.ScrollContainer minWidth={420}>
        <Table withTableBorder aria-label="Low-stock categories">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Category</Table.Th>
              <Table.Th>Quantity</Table.Th>
              <Table.Th>Threshold</Table.Th>
              <Table.Th>Severity</Table.Th>
              <Table.Th>Products</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <Table.Tr key={entry.categoryId}>
                <Table.Td>
                  <Anchor component="button" type="button" size="sm" ta="left" onClick={() => select(entry.categoryId)}>
                    {entry.categoryName}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatCount(entry.currentQuantity)}</Table.Td>
                <Table.Td>{formatCount(entry.lowStockThreshold)}</Table.Td>
                <Table.Td>
                  <SeverityBadge severity={entry.severity} />
                </Table.Td>
                <Table.Td>{formatCount(entry.productCount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </LowStockCard>
  );
}
