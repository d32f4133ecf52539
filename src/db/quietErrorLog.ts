import type { AppDatabase } from './database';
import { logError } from './errorLog';

/**
 * Records a failure of work that falls back instead of failing (docs/SPEC.md §8, Handling: cost
 * lookups, stock taken by orders). Logging must never become a second failure, so a log write
 * that fails is dropped.
 */
export async function logQuietly(db: AppDatabase, error: unknown, tags: string[]): Promise<void> {
  await logError(db, { error, tags }).catch(() => undefined);
}
