import { Table } from '@mantine/core';
import type { CategoryFigures } from '../../domain/orders/categoryFigures';
import { formatCount, formatRupees } from '../../domain/orders/figureFormat';

/** The day grouped by category: orders, units, revenue and cost of each, Uncategorized last. */
export function CategoryFiguresTable({ rows }: { rows: readonly CategoryFigures[] }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table highlightOnHover aria-label="Orders by category">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Category</Table.Th>
            <Table.Th ta="right">Orders</Table.Th>
            <Table.Th ta="right">Units</Table.Th>
            <Table.Th ta="right">Revenue</Table.Th>
            <Table.Th ta="right">Cost</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.categoryId ?? ''} data-category={row.name}>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td ta="right">{formatCount(row.orders)}</Table.Td>
              <Table.Td ta="right">{formatCount(row.units)}</Table.Td>
              <Table.Td ta="right">{formatRupees(row.revenue)}</Table.Td>
              <Table.Td ta="right">{formatRupees(row.cost)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
