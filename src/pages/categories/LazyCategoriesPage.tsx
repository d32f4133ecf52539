import { lazyScreen } from '../../components/lazyScreen';

/** The screen loads as its own chunk, on the first visit to it. */
export const LazyCategoriesPage = lazyScreen(() => import('./CategoriesPage').then((module) => module.CategoriesPage));
