import { AppDatabase } from './database';

let database: AppDatabase | null = null;

/** The browser's one station database, opened on first use. */
export function localDatabase(): AppDatabase {
  database ??= new AppDatabase();
  return database;
}
