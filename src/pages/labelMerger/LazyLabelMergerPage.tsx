import { lazyScreen } from '../../components/lazyScreen';

/** The PDF engine's client and the screen load as their own chunk, on the first visit to the screen. */
export const LazyLabelMergerPage = lazyScreen(() => import('./LabelMergerPage').then((module) => module.LabelMergerPage));
