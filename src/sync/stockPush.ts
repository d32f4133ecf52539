import type PocketBase from 'pocketbase';
import type { ServerFigures } from '../db/serverQuantities';
import type { OutgoingChange } from './batchRequests';
import { stockAcknowledgement } from './serverAnswers';

/**
 * The server's route for every stock movement a station pushes (pocketbase/pb_hooks/
 * stock_push.pb.js): one transaction per push, like a batch, and answers like a batch's, but far
 * cheaper per movement.
 */
export const STOCK_PUSH_ROUTE = '/api/stock/movements';

/**
 * What a station sends of a movement: what it intends, when, and who made it (the author's proof,
 * authorship.ts). The quantities before and after, the change applied, the order and the maker
 * are the server's; an outbox entry queued before this rule still holds the station's guesses,
 * which are not sent.
 */
const INTENT_FIELDS = ['categoryId', 'type', 'quantity', 'reason', 'timestamp', 'metadata', 'authorProof'] as const;

/** A category's quantity as the server left it after applying a push. */
interface ServerQuantity {
  id: string;
  totalQuantity: number;
}

export interface StockPushAnswer {
  quantities: ServerQuantity[];
  figures: ServerFigures[];
}

function isServerQuantity(entry: unknown): entry is ServerQuantity {
  const candidate = entry as Partial<ServerQuantity> | null;
  return typeof candidate?.id === 'string' && typeof candidate.totalQuantity === 'number';
}

function isServerFigures(entry: unknown): entry is ServerFigures {
  const candidate = entry as Partial<ServerFigures> | null;
  return (
    typeof candidate?.id === 'string' &&
    typeof candidate.deleted === 'boolean' &&
    typeof candidate.previousQuantity === 'number' &&
    typeof candidate.newQuantity === 'number' &&
    typeof candidate.appliedDelta === 'number' &&
    typeof candidate.sequence === 'number' &&
    typeof candidate.performedBy === 'string' &&
    typeof candidate.updated === 'string'
  );
}

function intentOf({ entry }: OutgoingChange): Record<string, unknown> {
  const intent: Record<string, unknown> = { id: entry.recordId };
  for (const field of INTENT_FIELDS) {
    if (entry.payload[field] !== undefined) intent[field] = entry.payload[field];
  }
  return intent;
}

/**
 * Sends the movements (through `fetch` when given); answers with the new quantities of the
 * categories they changed and the server's figures of each movement. Throws NotPocketBaseAnswer
 * unless the server acknowledged every movement sent. Its refusals have the shape of a batch's,
 * and are read as one's (syncErrors.ts).
 */
export async function pushStockMovements(
  pb: PocketBase,
  changes: readonly OutgoingChange[],
  signal: AbortSignal,
  fetch?: typeof globalThis.fetch,
): Promise<StockPushAnswer> {
  const movements = changes.map(intentOf);
  const answer: unknown = await pb.send(STOCK_PUSH_ROUTE, {
    method: 'POST',
    body: { movements },
    requestKey: null,
    signal,
    fetch,
  });
  const acknowledged = stockAcknowledgement(answer, movements.length);
  return {
    quantities: acknowledged.categories.filter(isServerQuantity),
    figures: acknowledged.movements.filter(isServerFigures),
  };
}
