import { useAuth } from '../../stores/useAuth';

/** Who the ledger records as having made a stock change: the signed-in user's e-mail. */
export function usePerformer(): string {
  return useAuth((state) => state.user?.email ?? '');
}
