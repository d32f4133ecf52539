import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/** A separator no report cell holds, so that ('a', 'bc') and ('ab', 'c') differ. */
const SEPARATOR = '\u001f';

/**
 * A transaction's hash: SHA-256 (hex) of its natural key and amounts, the same on every station
 * and for every import of the same row, so the unique hash index stores it once. Numbers go in
 * as JavaScript writes them, so '1,234.50' and 1234.5 in two exports of one row hash alike.
 * A pure hash, not crypto.subtle, which a station opening the app by its LAN address lacks.
 */
export function transactionHash(parts: readonly (string | number)[]): string {
  return bytesToHex(sha256(new TextEncoder().encode(parts.map(String).join(SEPARATOR))));
}

/**
 * Numbers identical keys by their order of appearance in one file (1, 2, ...): two identical
 * Amazon fee rows can both be real, and each keeps its own hash, while the same file read again
 * numbers them the same way.
 */
export function occurrenceCounter(): (key: string) => number {
  const seen = new Map<string, number>();
  return (key) => {
    const occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, occurrence);
    return occurrence;
  };
}

export const hashKey = (parts: readonly (string | number)[]) => parts.map(String).join(SEPARATOR);
