import type PocketBase from 'pocketbase';
import type { OutgoingChange } from './batchRequests';
import { stockAcknowledgement } from './serverAnswers';

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

function isServerQuantity(entry: unknown): entry is ServerQuantity {
  const candidate = entry as Partial<ServerQuantity> | null;
  return typeof candidate?.id === 'string' && typeof candidate.totalQuantity === 'number';
}

/**
 * Sends the movements (through `fetch` when given); answers with the new quantities of the
 * categories they changed. Throws NotPocketBaseAnswer unless the server acknowledged every
 * movement sent. Its refusals have the shape of a batch's, and are read as one's (syncErrors.ts).
 */
export async function pushStockMovements(
  pb: PocketBase,
  changes: readonly OutgoingChange[],
  signal: AbortSignal,
  fetch?: typeof globalThis.fetch,
): Promise<ServerQuantity[]> {
  const movements = changes.map(({ entry }) => ({ ...entry.payload, id: entry.recordId }));
  const answer: unknown = await pb.send(STOCK_PUSH_ROUTE, {
    method: 'POST',
    body: { movements },
    requestKey: null,
    signal,
    fetch,
  });
  return stockAcknowledgement(answer, movements.length).filter(isServerQuantity);
}
