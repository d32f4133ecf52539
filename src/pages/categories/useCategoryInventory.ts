import { useLiveQuery } from 'dexie-react-hooks';
import { getCategoriesWithInventory, type CategoryWithInventory } from '../../db/categoryInventory';
import { localDatabase } from '../../db/localDatabase';
import { causeMessage } from '../../domain/errors';

export type CategoryInventoryState =
  | { status: 'loading' }
  | { status: 'ready'; categories: CategoryWithInventory[] }
  | { status: 'failed'; message: string };

/**
 * Every category with the stock this station shows (server quantity plus its pending movements),
 * live: a local movement, a pull or a threshold change re-renders the screen at once.
 */
export function useCategoryInventory(): CategoryInventoryState {
  const state = useLiveQuery(
    (): Promise<CategoryInventoryState> =>
      getCategoriesWithInventory(localDatabase()).then(
        (categories) => ({ status: 'ready', categories }),
        (error: unknown) => ({ status: 'failed', message: causeMessage(error) }),
      ),
    [],
  );
  return state ?? { status: 'loading' };
}
