import { ClientResponseError } from 'pocketbase';
import { isPocketBaseError, NotPocketBaseAnswer } from './serverAnswers';

/** docs/SPEC.md §8: a batch write still unavailable after all retries. */
export const SERVICE_UNAVAILABLE = 'Service temporarily unavailable';
/** The same, when the answers came from something on the network that is not the server. */
export const SERVER_NOT_REACHED_PROPERLY = `${SERVICE_UNAVAILABLE}: the server could not be reached properly, something on the network (a Wi-Fi sign-in page or a proxy) answered in its place. Your changes are kept and sent once the server answers.`;
export const SIGN_IN_AGAIN = 'Sign in again to sync your changes';

/**
 * How a failed `/api/batch` request is handled:
 * - `busy`: the server's rate limit turned the batch or one of its requests away (429): nothing
 *   is wrong with the changes, they are sent again once the limit's window has passed;
 * - `unavailable`: the server could not be reached or answer (network error, aborted request,
 *   status 0, 5xx, for the whole batch or one of its requests), so the same requests are tried
 *   again later;
 * - `not-pocketbase`: something else answered, or the answer was cut short (NotPocketBaseAnswer,
 *   or a refusal without PocketBase's error body, such as a portal's 401 page): tried again
 *   later, like `unavailable`;
 * - `auth`: the sign-in is missing, expired or refused (401, 403);
 * - `refused`: the server named the request it refused and why (a 400 batch error whose
 *   `data.requests` holds the index of the failing request and its own 4xx response, other than
 *   429);
 * - `unattributed`: any other refusal of the whole batch (a transaction timeout, a body too
 *   large): no request is to blame, so smaller batches are tried.
 */
export type BatchFailure =
  | { kind: 'busy'; message: string }
  | { kind: 'unavailable'; message: string }
  | { kind: 'not-pocketbase'; message: string }
  | { kind: 'auth'; message: string }
  | { kind: 'refused'; index: number; status: number; message: string }
  | { kind: 'unattributed'; message: string };

interface ApiErrorBody {
  status?: number;
  message?: string;
  data?: Record<string, unknown>;
}

/**
 * PocketBase itself refused the sign-in: missing, expired or forged token. A 401 or 403 page of a
 * Wi-Fi portal or proxy is not a refusal of the token.
 */
export function isAuthRefusal(error: unknown): boolean {
  return (
    error instanceof ClientResponseError && (error.status === 401 || error.status === 403) && isPocketBaseError(error.response)
  );
}

export function classifyBatchError(error: unknown): BatchFailure {
  if (error instanceof NotPocketBaseAnswer) return { kind: 'not-pocketbase', message: SERVER_NOT_REACHED_PROPERLY };
  if (!(error instanceof ClientResponseError)) throw error;
  const { status } = error;
  const body = error.response as ApiErrorBody;
  const transient = transientFailure(status);
  if (transient) return transient;
  // A body too large may be refused by anything on the way; smaller batches are the way out.
  if (!isPocketBaseError(body) && status !== 413) return { kind: 'not-pocketbase', message: SERVER_NOT_REACHED_PROPERLY };
  if (isAuthRefusal(error)) return { kind: 'auth', message: readableMessage(body) || SIGN_IN_AGAIN };
  const failed = failedRequest(body);
  if (failed) return transientFailure(failed.status) ?? { kind: 'refused', ...failed };
  return { kind: 'unattributed', message: readableMessage(body) };
}

/**
 * An answer that says "not now" rather than "not this": the rate limit (429), or the server or a
 * gateway failing (5xx), or no answer at all (0). PocketBase counts each request inside a batch
 * against its rate limit, so a batch can be refused for a 429 of one of its requests.
 */
function transientFailure(status: number): BatchFailure | null {
  if (status === 429) return { kind: 'busy', message: SERVICE_UNAVAILABLE };
  if (status === 0 || status >= 500) return { kind: 'unavailable', message: SERVICE_UNAVAILABLE };
  return null;
}

function failedRequest(body: ApiErrorBody): { index: number; status: number; message: string } | null {
  const requests = body.data?.requests;
  if (!requests || typeof requests !== 'object') return null;
  for (const [key, value] of Object.entries(requests as Record<string, { response?: ApiErrorBody }>)) {
    const index = Number(key);
    const response = value?.response;
    if (Number.isInteger(index) && response) {
      return { index, status: response.status ?? 400, message: readableMessage(response) };
    }
  }
  return null;
}

/**
 * The refusal as the user should read it: the field errors when there are any ("name: Cannot be
 * blank"), otherwise the message. PocketBase ends every message with a period, which the
 * specification's messages ('Category not found') do not have.
 */
export function readableMessage(body: ApiErrorBody): string {
  const fields = Object.entries(body.data ?? {})
    .filter(([, value]) => isFieldError(value))
    .map(([field, value]) => `${field}: ${withoutPeriod((value as { message: string }).message)}`);
  if (fields.length > 0) return fields.join('; ');
  return withoutPeriod(body.message ?? '');
}

function isFieldError(value: unknown): boolean {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

function withoutPeriod(message: string): string {
  return message.trim().replace(/\.$/, '');
}
