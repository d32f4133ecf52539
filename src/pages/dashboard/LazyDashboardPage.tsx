import { lazyScreen } from '../../components/lazyScreen';

/** The screen and its chart load as their own chunk, on the first visit to it. */
export const LazyDashboardPage = lazyScreen(() => import('./DashboardPage').then((module) => module.DashboardPage));
