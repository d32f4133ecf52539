import { lazyScreen } from '../../components/lazyScreen';

/** The screen loads as its own chunk, on the first visit to it. */
export const LazyDeploymentStatusPage = lazyScreen(() =>
  import('./DeploymentStatusPage').then((module) => module.DeploymentStatusPage),
);
