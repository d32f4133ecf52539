import { lazyScreen } from '../../components/lazyScreen';
import { useAuth } from '../../stores/useAuth';

/** Active Orders loads as its own chunk (with the date picker, the chart and their styles) on the first visit. */
const LazyActiveOrdersScreen = lazyScreen(() =>
  Promise.all([import('./screenStyles'), import('./ActiveOrdersScreen')]).then(([, module]) => module.ActiveOrdersScreen),
);

/** /activeOrders/ */
export function LazyActiveOrdersPage() {
  const packer = useAuth((state) => state.user?.email ?? '');
  return <LazyActiveOrdersScreen packer={packer} />;
}
