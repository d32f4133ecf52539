/**
 * First-run account for the start command: with no `users` record in the data dir, one account is
 * created with a random password so that whoever started the server can sign in; the caller
 * prints the credentials (they are shown once and stored only as PocketBase's hash). It is an
 * admin, as its address says: whoever starts the server makes the other accounts.
 */
import { randomInt } from 'node:crypto';
import { runUserCommand } from './server';

const FIRST_USER_EMAIL = 'admin@example.com';
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const PASSWORD_LENGTH = 16;

export interface FirstUserCredentials {
  email: string;
  password: string;
}

function randomPassword(length = PASSWORD_LENGTH): string {
  let password = '';
  for (let i = 0; i < length; i++) password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return password;
}

/** Works whether or not a server is serving `dataDir`; returns null when users already exist. */
export async function ensureFirstUser(dataDir: string, email = FIRST_USER_EMAIL): Promise<FirstUserCredentials | null> {
  const password = randomPassword();
  const created = await runUserCommand('user-ensure-first', email, password, dataDir, 'admin');
  return created ? { email: created.email, password } : null;
}
