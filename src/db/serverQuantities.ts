import { inventoryOrDefault } from '../domain/inventory/stockStatus';
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
