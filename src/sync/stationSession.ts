import type PocketBase from 'pocketbase';
import { ClientResponseError } from 'pocketbase';
import { expectNoContent, isPocketBaseError } from './serverAnswers';
import type { StationAuthStore } from './stationAuthStore';

/**
 * The server's side of a station's session (pocketbase/pb_hooks/station_session.js): the token
 * ended at sign-out, and the author key that signs the changes queued while signed in.
 */

const SIGN_OUT_PATH = '/api/station/sign-out';
const AUTHOR_KEY_PATH = '/api/station/author-key';

/** Whether the server no longer takes the token: ended now, or refused by PocketBase itself. */
async function endToken(pb: PocketBase, token: string): Promise<boolean> {
  const answer = expectNoContent('a sign-out');
  try {
    await pb.send(SIGN_OUT_PATH, { method: 'POST', headers: { Authorization: token }, requestKey: null, fetch: answer.fetch });
    answer.confirm();
    return true;
  } catch (error) {
    return error instanceof ClientResponseError && error.status === 401 && isPocketBaseError(error.response);
  }
}

/**
 * Ends the tokens of every sign-out of this browser that has not reached the server yet: the one
 * just made, or those made offline, sent once the server can be reached. Ending a token ends every
 * token of that user (a new token key), so their other stations ask to sign in again.
 */
export async function endSignedOutTokens(pb: PocketBase, auth: StationAuthStore): Promise<void> {
  const tokens = auth.tokensToEnd;
  const ended: string[] = [];
  for (const token of tokens) {
    if (await endToken(pb, token)) ended.push(token);
  }
  if (ended.length > 0) auth.forgetEndedTokens(ended);
}

/** The signed-in user's author key (src/domain/authorship.ts), or null when it cannot be had now. */
export async function fetchAuthorKey(pb: PocketBase): Promise<string | null> {
  try {
    const answer: unknown = await pb.send(AUTHOR_KEY_PATH, { method: 'POST', requestKey: null });
    const key = typeof answer === 'object' && answer !== null ? (answer as { authorKey?: unknown }).authorKey : null;
    return typeof key === 'string' && key !== '' ? key : null;
  } catch {
    return null;
  }
}
