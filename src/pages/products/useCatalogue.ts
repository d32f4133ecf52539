import { useLiveQuery } from 'dexie-react-hooks';
import { localDatabase } from '../../db/localDatabase';
import { readCatalogue, type Catalogue } from '../../db/products';
import { causeMessage } from '../../domain/errors';

export type CatalogueState =
  | { status: 'loading' }
  | { status: 'ready'; catalogue: Catalogue }
  | { status: 'failed'; message: string };

/** The station's products and categories, live: every local write or pulled change re-renders the screen. */
export function useCatalogue(): CatalogueState {
  const state = useLiveQuery(
    (): Promise<CatalogueState> =>
      readCatalogue(localDatabase()).then(
        (catalogue) => ({ status: 'ready', catalogue }),
        (error: unknown) => ({ status: 'failed', message: causeMessage(error) }),
      ),
    [],
  );
  return state ?? { status: 'loading' };
}
