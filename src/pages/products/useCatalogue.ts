import { useLiveRead, type LiveRead } from '../../components/useLiveRead';
import { localDatabase } from '../../db/localDatabase';
import { readCatalogue, type Catalogue } from '../../db/products';

/** The station's products and categories, live: every local write or pulled change re-renders the screen. */
export function useCatalogue(): LiveRead<Catalogue> {
  return useLiveRead(() => readCatalogue(localDatabase()), []);
}
