import { lazyScreen } from '../../components/lazyScreen';

/** Active Orders loads as its own chunk (with the date picker and the chart) on the first visit. */
const LazyActiveOrdersScreen = lazyScreen(() => import('./ActiveOrdersScreen').then((module) => module.ActiveOrdersScreen));

/** /activeOrders/ */
export function LazyActiveOrdersPage() {
  return <LazyActiveOrdersScreen />;
}
