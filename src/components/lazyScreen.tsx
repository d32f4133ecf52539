import { lazy, Suspense, type ComponentType } from 'react';
import { ScreenLoader } from './ScreenLoader';

/**
 * A screen whose code loads as its own chunk on the first visit to it, with the screen loader
 * shown until it has arrived. React keeps a failed load for good, so a failure makes a fresh lazy
 * screen for the next render: the crash screen's 'Try Again' then loads the code again.
 */
export function lazyScreen<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const loadOnce = () =>
    lazy(async () => {
      try {
        return { default: await load() };
      } catch (error) {
        Screen = loadOnce();
        throw error;
      }
    });
  let Screen = loadOnce();
  return function LazyScreen(props: Props) {
    return (
      <Suspense fallback={<ScreenLoader />}>
        <Screen {...props} />
      </Suspense>
    );
  };
}
