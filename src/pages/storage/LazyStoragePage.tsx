import { lazyScreen } from '../../components/lazyScreen';

/** The screen loads as its own chunk, on the first visit to it. */
export const LazyStoragePage = lazyScreen(() => import('./StoragePage').then((module) => module.StoragePage));
