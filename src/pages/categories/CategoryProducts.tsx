import { Text, Title } from '@mantine/core';
import { CategoryProductTable } from './CategoryProductTable';
import { useCategoryProducts } from './useCategoryProducts';

/** The products in the category, by SKU. */
export function CategoryProducts({ categoryId, categoryName }: { categoryId: string; categoryName: string }) {
  const products = useCategoryProducts(categoryId);

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
        <CategoryProductTable products={products} label={`Products in ${categoryName}`} maxHeight={260} />
      )}
    </section>
  );
}
