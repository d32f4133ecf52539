import { ScrollArea, Table, Text, Title } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { productsUsingCategory } from '../../db/categories';
import { localDatabase } from '../../db/localDatabase';
import { bySkuAndPlatform } from './productOrder';

/** The products in the category, by SKU. */
export function CategoryProducts({ categoryId, categoryName }: { categoryId: string; categoryName: string }) {
  const products = useLiveQuery(
    async () => (await productsUsingCategory(localDatabase(), categoryId)).sort(bySkuAndPlatform),
    [categoryId],
  );

  return (
    <section aria-label={`Products in ${categoryName}`}>
      <Title order={4} size="h5" mb="xs">
        Products
      </Title>
      {products?.length === 0 && (
        <Text size="sm" c="dimmed">
          No product is in this category.
        </Text>
      )}
      {products && products.length > 0 && (
        <ScrollArea.Autosize mah={260}>
          <Table withTableBorder aria-label={`Products in ${categoryName}`}>
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
      )}
    </section>
  );
}
