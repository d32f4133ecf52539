import { Table, Text } from '@mantine/core';
import { formatCount, formatMargin, formatRupees } from '../../domain/orders/figureFormat';
import type { OrderTotals } from '../../domain/orders/orderTotals';

interface FiguresRow extends OrderTotals {
  key: string;
  /** The first cells: a category's name, or a rank, SKU and name. */
  lead: string[];
}

interface FiguresTableProps {
  label: string;
  leadColumns: string[];
  rows: readonly FiguresRow[];
}

const FIGURE_COLUMNS = ['Orders', 'Units', 'Revenue', 'Cost', 'Profit', 'Margin'];

/** Orders, units, revenue, cost, profit and margin of each row: the category and top products tables. */
export function FiguresTable({ label, leadColumns, rows }: FiguresTableProps) {
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No orders in these dates.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {[...leadColumns, ...FIGURE_COLUMNS].map((column, at) => (
              <Table.Th key={column} ta={at < leadColumns.length ? undefined : 'right'}>
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              {row.lead.map((cell, at) => (
                <Table.Td key={leadColumns[at]}>{cell}</Table.Td>
              ))}
              <Table.Td ta="right">{formatCount(row.orders)}</Table.Td>
              <Table.Td ta="right">{formatCount(row.units)}</Table.Td>
              <Table.Td ta="right">{formatRupees(row.revenue)}</Table.Td>
              <Table.Td ta="right">{formatRupees(row.cost)}</Table.Td>
              <Table.Td ta="right">{formatRupees(row.profit)}</Table.Td>
              <Table.Td ta="right">{formatMargin(row.marginPercent)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
