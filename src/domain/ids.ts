import { sha256 } from '@noble/hashes/sha2.js';

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const ID_LENGTH = 15;

/** A client-made record id that satisfies PocketBase's default id rule (15 of [a-z0-9]). */
export function newId(): string {
  const bytes = new Uint8Array(ID_LENGTH);
  crypto.getRandomValues(bytes);
  let id = '';
  for (const byte of bytes) id += ID_ALPHABET[byte % ID_ALPHABET.length];
  return id;
}

export function isValidId(value: string): boolean {
  return new RegExp(`^[a-z0-9]{${ID_LENGTH}}$`).test(value);
}

/**
 * An id made from a record's natural key, the same on every station, so that two stations making
 * the same record make one (the server acknowledges the second create). A pure hash, not
 * crypto.subtle: that one exists only on HTTPS or localhost, and a station may open the app by
 * its LAN address. The server's hooks run this same code (`npm run build:hooks`).
 */
export function idFromKey(parts: readonly string[]): string {
  const digest = sha256(new TextEncoder().encode(parts.join('\u0000')));
  let id = '';
  for (const byte of digest.subarray(0, ID_LENGTH)) id += ID_ALPHABET[byte % ID_ALPHABET.length];
  return id;
}
