import type PocketBase from 'pocketbase';
import { incarnationAnswer } from './serverAnswers';
import { AuthExpiredError } from './session';
import { isAuthRefusal } from './syncErrors';

/**
 * The server's incarnation, read before a pull (domain/serverIncarnation.ts): it changes when the
 * server starts on a restored backup.
 */
export async function readServerIncarnation(pb: PocketBase): Promise<string> {
  try {
    return incarnationAnswer(await pb.send('/api/sync/incarnation', { method: 'GET', requestKey: null }));
  } catch (error) {
    if (isAuthRefusal(error)) throw new AuthExpiredError();
    throw error;
  }
}
