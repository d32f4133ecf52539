const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
export const ID_LENGTH = 15;

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
