import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { OutboxEntry } from './records';

/**
 * Who made a queued change, whoever pushes it (docs/SPEC.md §18). The server stamps a record's
 * maker (performedBy, createdBy, packedBy, uploadedBy, and who recorded an order line) from the
 * sign-in that pushes it; a change made offline by one user and pushed after another signed in
 * would carry the second. So each change is signed when it is queued with the author key the
 * server gave the signed-in user, and the server records that user when the proof is theirs
 * (pocketbase/pb_hooks/station_session.js). A pure HMAC, not crypto.subtle, which is synchronous
 * in no browser and missing on a LAN address.
 */

/** The payload field the proof travels in; the server reads it and never stores it. */
const AUTHOR_PROOF_FIELD = 'authorProof';

/** The collections whose records name their maker. */
const AUTHORED_COLLECTIONS: ReadonlySet<OutboxEntry['collection']> = new Set([
  'stock_movements',
  'order_lines',
  'merge_batches',
  'packing_marks',
  'order_returns',
  'handover_marks',
  'files',
]);

export interface Author {
  userId: string;
  /** The author key the server answered this user's sign-in with. */
  key: string;
}

/** HMAC-SHA256 of the collection and record id under the author key, as the server computes it. */
export function authorProof(author: Author, collection: string, recordId: string): string {
  const encoder = new TextEncoder();
  const proof = bytesToHex(hmac(sha256, encoder.encode(author.key), encoder.encode(`${collection}\n${recordId}`)));
  return `${author.userId}.${proof}`;
}

/** The entry's payload with its author's proof, for the collections that record their maker. */
export function signedPayload(entry: OutboxEntry, author: Author): OutboxEntry['payload'] {
  if (!AUTHORED_COLLECTIONS.has(entry.collection)) return entry.payload;
  return { ...entry.payload, [AUTHOR_PROOF_FIELD]: authorProof(author, entry.collection, entry.recordId) };
}
