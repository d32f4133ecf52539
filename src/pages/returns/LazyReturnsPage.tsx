import { lazyScreen } from '../../components/lazyScreen';
import { useAuth } from '../../stores/useAuth';

const LazyReturnsScreen = lazyScreen(() => import('./ReturnsScreen').then((module) => module.ReturnsScreen));

/** /returns/ */
export function LazyReturnsPage() {
  const receiver = useAuth((state) => state.user?.email ?? '');
  return <LazyReturnsScreen receiver={receiver} />;
}
