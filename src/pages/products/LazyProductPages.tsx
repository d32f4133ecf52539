import { lazyScreen } from '../../components/lazyScreen';

/** The three product screens share one chunk, loaded on the first visit to any of them. */
const LazyProductsScreen = lazyScreen(() => import('./ProductsScreen').then((module) => module.ProductsScreen));

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
