import { inventoryOrDefault } from '../domain/inventory/stockStatus';
import type { StockMovement } from '../domain/records';
import type { AppDatabase } from './database';

/**
 * Takes the categories' quantities a stock push answered with into the local categories, leaving
 * every other field (a threshold change waiting to be sent, say) as the station has it. Must run
 * in a transaction that includes the categories table.
 */
export async function takeServerQuantities(
  db: AppDatabase,
  quantities: readonly { id: string; totalQuantity: number }[],
): Promise<void> {
  if (quantities.length === 0) return;
  const rows = await db.categories.bulkGet(quantities.map(({ id }) => id));
  const now = new Date().toISOString();
  const updated = quantities.flatMap(({ totalQuantity }, index) => {
    const row = rows[index];
    if (!row) return [];
    return [{ ...row, inventory: { ...inventoryOrDefault(row.inventory, now), totalQuantity, lastUpdated: now } }];
  });
  await db.categories.bulkPut(updated);
}

/** What the server made of a pushed movement (its figures, order, maker and stamp). */
export type ServerFigures = Pick<
  StockMovement,
  'id' | 'deleted' | 'previousQuantity' | 'newQuantity' | 'appliedDelta' | 'sequence' | 'performedBy' | 'updated'
>;

/**
 * Takes the server's figures of pushed movements into the local ledger in place of the station's
 * own view of them, as the next pull would: a movement the server holds as deleted (a superuser's
 * tombstone, met by a resend) is dropped, as a pull drops it. Must run in a transaction that
 * includes the stock movements table.
 */
export async function takeServerFigures(db: AppDatabase, figures: readonly ServerFigures[]): Promise<void> {
  if (figures.length === 0) return;
  const rows = await db.stockMovements.bulkGet(figures.map(({ id }) => id));
  const updated = figures.flatMap((figure, index) => {
    const row = rows[index];
    return row && !figure.deleted ? [{ ...row, ...figure }] : [];
  });
  await db.stockMovements.bulkDelete(figures.filter((figure) => figure.deleted).map(({ id }) => id));
  await db.stockMovements.bulkPut(updated);
}
