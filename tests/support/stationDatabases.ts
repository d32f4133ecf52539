import { afterAll } from 'vitest';
import { AppDatabase } from '../../src/db/database';
import { newId } from '../../src/domain/ids';

/**
 * Station databases for the tests of a file or describe block, each under a name of its own,
 * deleted after those tests. The returned function opens one named `<prefix>-<fresh id>`.
 */
export function stationDatabases(prefix: string): () => AppDatabase {
  const databases: AppDatabase[] = [];
  afterAll(async () => {
    await Promise.all(databases.map((db) => db.delete()));
  });
  return () => {
    const db = new AppDatabase(`${prefix}-${newId()}`);
    databases.push(db);
    return db;
  };
}
