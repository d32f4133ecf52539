import type { AppDatabase } from './database';

const PROBE_ID = 'health-probe';

/** null when the local database takes a write (written and removed in one transaction), else why not. */
export async function databaseWriteError(db: AppDatabase): Promise<string | null> {
  try {
    await db.transaction('rw', db.monitoringEvents, async () => {
      await db.monitoringEvents.put({ id: PROBE_ID, timestamp: '', event: 'health-probe', properties: {}, page: '' });
      await db.monitoringEvents.delete(PROBE_ID);
    });
    return null;
  } catch (error) {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
}

/** Changes waiting for the server and when the oldest was made; changes the server refused. */
export async function outboxSummary(
  db: AppDatabase,
): Promise<{ pending: { count: number; oldestAt: string | null }; refused: number }> {
  const [count, oldest, refused] = await Promise.all([
    db.outbox.count(),
    db.outbox.orderBy('seq').first(),
    db.refusedChanges.count(),
  ]);
  return { pending: { count, oldestAt: oldest?.createdAt || null }, refused };
}
