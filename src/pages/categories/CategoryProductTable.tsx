import { ScrollArea, Table } from '@mantine/core';
import { PLATFORM_LABEL } from '../../components/platformLabel';
import type { Product } from '../../domain/records';

interface CategoryProductTableProps {
  products: Product[];
  label: string;
  maxHeight: number;
}

/** A category's products as a short table that scrolls: SKU, platform and name. */
export function CategoryProductTable({ products, label, maxHeight }: CategoryProductTableProps) {
  return (
    <ScrollArea.Autosize mah={maxHeight}>
      <Table withTableBorder aria-label={label}>
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
              <Table.Td>{PLATFORM_LABEL[product.platform]}</Table.Td>
              <Table.Td>{product.name}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
