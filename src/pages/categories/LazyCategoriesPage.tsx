import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';

/** The screen loads as its own chunk, on the first visit to it. */
const CategoriesPage = lazy(() => import('./CategoriesPage').then((module) => ({ default: module.CategoriesPage })));

export function LazyCategoriesPage() {
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader aria-label="Loading" />
        </Center>
      }
    >
      <CategoriesPage />
    </Suspense>
  );
}
