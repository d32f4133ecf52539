import { lazy, Suspense, type ComponentType } from 'react';
import { ScreenLoader } from './ScreenLoader';

/**
 * A screen whose code loads as its own chunk on the first visit to it, with the screen loader
 * shown until it has arrived.
 */
export function lazyScreen<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Screen = lazy(async () => ({ default: await load() }));
  return function LazyScreen(props: Props) {
    return (
      <Suspense fallback={<ScreenLoader />}>
        <Screen {...props} />
      </Suspense>
    );
  };
}
