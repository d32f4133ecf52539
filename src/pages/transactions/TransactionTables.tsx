import { Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatCount, formatMargin, formatRupees } from '../../domain/orders/figureFormat';
import { categoryFiguresCsv, skuFiguresCsv } from '../../domain/transactions/transactionCsv';
import type { CategoryFigures, SkuFigures } from '../../domain/transactions/transactionFigures';
import { CsvButton } from '../../components/CsvButton';
import { PLATFORM_LABEL } from '../../components/platformLabel';

type MoneyRow = Pick<SkuFigures, 'units' | 'sales' | 'fees' | 'refunds' | 'cost' | 'profit' | 'margin'>;
const MONEY_HEADS = ['Units', 'Sales', 'Fees', 'Refunds', 'Cost', 'Profit', 'Margin'];

const moneyCells = (row: MoneyRow) => [
  formatCount(row.units),
  formatRupees(row.sales),
  formatRupees(row.fees),
  formatRupees(row.refunds),
  formatRupees(row.cost),
  formatRupees(row.profit),
  formatMargin(row.margin),
];

function FigureTable({ label, heads, rows }: { label: string; heads: string[]; rows: { key: string; cells: ReactNode[] }[] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {heads.map((head) => (
              <Table.Th key={head}>{head}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              {row.cells.map((cell, at) => (
                <Table.Td key={heads[at]}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Per SKU and marketplace (each listing has its own category and cost) and per category, each with its CSV. */
export function TransactionTables({ bySku, byCategory }: { bySku: SkuFigures[]; byCategory: CategoryFigures[] }) {
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>By SKU</Title>
        <CsvButton what="SKUs" fileName="transactions-by-sku.csv" csv={() => skuFiguresCsv(bySku)} />
      </Group>
      {bySku.length === 0 ? (
        <Text c="dimmed">No SKU in these dates.</Text>
      ) : (
        <FigureTable
          label="Figures by SKU"
          heads={['SKU', 'Marketplace', 'Category', ...MONEY_HEADS, 'Cost source']}
          rows={bySku.map((row) => ({
            key: `${row.platform} ${row.sku}`,
            cells: [row.sku, PLATFORM_LABEL[row.platform], row.category, ...moneyCells(row), row.costSource],
          }))}
        />
      )}
      <Group justify="space-between">
        <Title order={3}>By category</Title>
        <CsvButton what="categories" fileName="transactions-by-category.csv" csv={() => categoryFiguresCsv(byCategory)} />
      </Group>
      {byCategory.length === 0 ? (
        <Text c="dimmed">No category in these dates.</Text>
      ) : (
        <FigureTable
          label="Figures by category"
          heads={['Category', 'SKUs', ...MONEY_HEADS]}
          rows={byCategory.map((row) => ({
            key: row.category,
            cells: [row.category, formatCount(row.skus), ...moneyCells(row)],
          }))}
        />
      )}
    </Stack>
  );
}
