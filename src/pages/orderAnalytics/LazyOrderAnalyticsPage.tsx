import { lazyScreen } from '../../components/lazyScreen';

/** The screen and its charts load as their own chunk, on the first visit to it. */
export const LazyOrderAnalyticsPage = lazyScreen(() =>
  import('./OrderAnalyticsPage').then((module) => module.OrderAnalyticsPage),
);
