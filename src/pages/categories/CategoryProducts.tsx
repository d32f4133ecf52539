import { Text, Title } from '@mantine/core';
import { CategoryProductTable } from './CategoryProductTable';
import { useCategoryProducts } from './useCategoryProducts';

export const PRODUCTS_FETCH_FAILED = 'Failed to fetch products for category';

/** The products in the category, by SKU. */
export function CategoryProducts({ categoryId, categoryName }: { categoryId: string; categoryName: string }) {
  const products = useCategoryProducts(categoryId);

  return (
    <section aria-label={`Products in ${categoryName}`}>
      <Title order={4} size="h5" mb="xs">
        Products
      </Title>
      {products.status === 'failed' && (
        <Text size="sm" c="red" role="alert">
          {PRODUCTS_FETCH_FAILED}: {products.message}
        </Text>
      )}
      {products.status === 'ready' && products.value.length === 0 && (
        <Text size="sm" c="dimmed">
          No product is in this category.
        </Text>
      )}
      {products.status === 'ready' && products.value.length > 0 && (
        <CategoryProductTable products={products.value} label={`Products in ${categoryName}`} maxHeight={260} />
      )}
    </section>
  );
}
