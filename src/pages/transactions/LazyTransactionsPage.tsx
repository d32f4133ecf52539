import { lazyScreen } from '../../components/lazyScreen';

/** The screen and its chart load as their own chunk, on the first visit to it. */
export const LazyTransactionsPage = lazyScreen(() => import('./TransactionsPage').then((module) => module.TransactionsPage));
