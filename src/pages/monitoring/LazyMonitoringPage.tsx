import { lazyScreen } from '../../components/lazyScreen';

/** The screen and its charts load as their own chunk, on the first visit to it. */
export const LazyMonitoringPage = lazyScreen(() => import('./MonitoringPage').then((module) => module.MonitoringPage));
