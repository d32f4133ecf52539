import type PocketBase from 'pocketbase';
import { ClientResponseError, type RecordModel } from 'pocketbase';
import { authAnswer } from './serverAnswers';
import { isAuthRefusal } from './syncErrors';

/** The server refused the station's token: sync stops until the user signs in again. */
export class AuthExpiredError extends Error {
  constructor(message = 'The session has expired: sign in again') {
    super(message);
    this.name = 'AuthExpiredError';
  }
}

/**
 * Tells whether the server still accepts the token, and renews it; answers with the signed-in
 * record. A list answered with an expired token may look like "nothing new" (this repo's server
 * answers 401, but a station must not rely on it), so an empty pull counts only once the token is
 * confirmed.
 *
 * The saved session is replaced only by PocketBase's own answer (the SDK's authRefresh would save
 * a Wi-Fi sign-in page's `{}` over it, and a station offline behind that portal could not get back
 * in) and dropped only when PocketBase refuses this very token with a 401; a refusal that arrives
 * after the user signed in again is about a token no longer in use.
 */
export async function confirmToken(pb: PocketBase): Promise<RecordModel> {
  const { token, record } = pb.authStore;
  if (!pb.authStore.isValid || !record) throw new AuthExpiredError();
  let answer: unknown;
  try {
    answer = await pb.send(`/api/collections/${encodeURIComponent(record.collectionName)}/auth-refresh`, {
      method: 'POST',
      requestKey: null,
    });
  } catch (error) {
    if (!isAuthRefusal(error)) throw error;
    if (error instanceof ClientResponseError && error.status === 401 && pb.authStore.token === token) pb.authStore.clear();
    throw new AuthExpiredError();
  }
  const renewed = authAnswer(answer);
  if (pb.authStore.token === token) pb.authStore.save(renewed.token, renewed.record);
  return renewed.record;
}
