import { useLiveRead, type LiveRead } from '../../components/useLiveRead';
import { getCategoriesWithInventory, type CategoryWithInventory } from '../../db/categoryInventory';
import { localDatabase } from '../../db/localDatabase';

/**
 * Every category with the stock this station shows (server quantity plus its pending movements),
 * live: a local movement, a pull or a threshold change re-renders the screen at once.
 */
export function useCategoryInventory(): LiveRead<CategoryWithInventory[]> {
  return useLiveRead(() => getCategoriesWithInventory(localDatabase()), []);
}
