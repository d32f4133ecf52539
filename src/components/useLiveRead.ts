import { useLiveQuery } from 'dexie-react-hooks';
import { causeMessage } from '../domain/errors';

export type LiveRead<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; message: string };

/**
 * A read of the local database kept live: a local write or a pulled change that it depends on
 * runs it again. A failed read becomes a message for the screen, not an error thrown into React.
 */
export function useLiveRead<T>(read: () => Promise<T>, deps: unknown[]): LiveRead<T> {
  const state = useLiveQuery(
    (): Promise<LiveRead<T>> =>
      read().then(
        (value) => ({ status: 'ready', value }),
        (error: unknown) => ({ status: 'failed', message: causeMessage(error) }),
      ),
    deps,
  );
  return state ?? { status: 'loading' };
}
