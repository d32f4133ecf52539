import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';

/** The PDF engine's client and the screen load as their own chunk, on the first visit to the screen. */
const LabelMergerPage = lazy(() => import('./LabelMergerPage').then((module) => ({ default: module.LabelMergerPage })));

export function LazyLabelMergerPage() {
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader aria-label="Loading" />
        </Center>
      }
    >
      <LabelMergerPage />
    </Suspense>
  );
}
