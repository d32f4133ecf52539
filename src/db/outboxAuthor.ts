import { signedPayload, type Author } from '../domain/authorship';
import type { OutboxEntry } from '../domain/records';
import type { AppDatabase } from './database';

/**
 * Signs every change queued from now on with its author, the user signed in when it is written
 * (`author()`; null: left unsigned), so that it keeps that user whoever pushes it. Every write of
 * the outbox passes here, whichever module makes it. Returns the stop.
 */
export function signQueuedChanges(db: AppDatabase, author: () => Author | null): () => void {
  const sign = (_key: unknown, entry: OutboxEntry) => {
    const who = author();
    if (who) entry.payload = signedPayload(entry, who);
  };
  db.outbox.hook('creating', sign);
  return () => db.outbox.hook('creating').unsubscribe(sign);
}
