import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ProductScreen } from '../../stores/productFilters';

/** The three product screens share one chunk, loaded on the first visit to any of them. */
const ProductsScreen = lazy(() => import('./ProductsScreen').then((module) => ({ default: module.ProductsScreen })));

function LazyProductsScreen({ screen }: { screen: ProductScreen }) {
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader aria-label="Loading" />
        </Center>
      }
    >
      <ProductsScreen screen={screen} />
    </Suspense>
  );
}

/** /products/: every product, titled 'Products'. */
export function LazyProductsPage() {
  return <LazyProductsScreen screen="all" />;
}

/** /hidden-products/ */
export function LazyHiddenProductsPage() {
  return <LazyProductsScreen screen="hidden" />;
}

/** /uncategorized-products/ */
export function LazyUncategorizedProductsPage() {
  return <LazyProductsScreen screen="uncategorized" />;
}
