import type { Page } from 'playwright-core';

/**
 * Puts rows into the station's IndexedDB (as another station's sync would have left them) and
 * reads one table back, with the raw API: the app's Dexie instance is not reachable from here.
 */
async function stationDb<T>(target: Page, put: Record<string, unknown[]>, read?: string): Promise<T[]> {
  return target.evaluate(
    async ({ rows, table }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('flipkart-amazon-tools');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const tx = db.transaction([...Object.keys(rows), ...(table ? [table] : [])], 'readwrite');
      for (const [name, records] of Object.entries(rows)) for (const record of records) tx.objectStore(name).put(record);
      const all = table ? tx.objectStore(table).getAll() : null;
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      db.close();
      return (all?.result ?? []) as unknown[];
    },
    { rows: put, table: read },
  ) as Promise<T[]>;
}

export const putRecords = (target: Page, tables: Record<string, unknown[]>) => stationDb(target, tables);
export const readTable = <T>(target: Page, table: string) => stationDb<T>(target, {}, table);

/** Empties tables of the station's IndexedDB, so that a test run once more starts where it did. */
export async function clearTables(target: Page, tables: readonly string[]): Promise<void> {
  await target.evaluate(async (names) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('flipkart-amazon-tools');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const tx = db.transaction(names, 'readwrite');
    for (const name of names) tx.objectStore(name).clear();
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, tables);
}
