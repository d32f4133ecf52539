import type { AppDatabase } from '../../src/db/database';

/**
 * Every write of the station fails, as on a full disk, until the returned function is called: each
 * write queues its change in the outbox in the same transaction, and the outbox refuses it.
 */
export function failWrites(db: AppDatabase, message: string): () => void {
  const refuse = () => {
    throw new Error(message);
  };
  db.outbox.hook('creating', refuse);
  return () => db.outbox.hook('creating').unsubscribe(refuse);
}
