import type PocketBase from 'pocketbase';
import type { OutgoingChange } from './batchRequests';

/**
 * The server's route for pushing stock movements (pocketbase/pb_hooks/stock_push.pb.js): one
 * transaction per push, like a batch, and answers like a batch's, but far cheaper per movement.
 */
export const STOCK_PUSH_ROUTE = '/api/stock/movements';

/** Whether the changes are all stock movements to store, which the stock route takes as one push. */
export function onlyStockMovements(changes: readonly OutgoingChange[]): boolean {
  return changes.length > 0 && changes.every(({ entry }) => entry.collection === 'stock_movements' && entry.op === 'upsert');
}

/** A category's quantity as the server left it after applying a push. */
export interface ServerQuantity {
  id: string;
  totalQuantity: number;
}

function serverQuantities(answer: unknown): ServerQuantity[] {
  const categories = (answer as { categories?: unknown } | null)?.categories;
  if (!Array.isArray(categories)) return [];
  return categories.filter(
    (entry): entry is ServerQuantity => typeof entry?.id === 'string' && typeof entry?.totalQuantity === 'number',
  );
}

/** Sends the movements; answers with the new quantities of the categories they changed. */
export async function pushStockMovements(
  pb: PocketBase,
  changes: readonly OutgoingChange[],
  signal: AbortSignal,
): Promise<ServerQuantity[]> {
  const movements = changes.map(({ entry }) => ({ ...entry.payload, id: entry.recordId }));
  return serverQuantities(await pb.send(STOCK_PUSH_ROUTE, { method: 'POST', body: { movements }, requestKey: null, signal }));
}
