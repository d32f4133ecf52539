import type { BatchRequestResult, RecordModel } from 'pocketbase';

/**
 * The answer did not come from PocketBase, or did not come whole: a Wi-Fi sign-in page or a proxy
 * answered in its place (the SDK turns a body that is not JSON into `{}`, with the status kept),
 * or the body was cut short. Nothing can be concluded from it, so nothing is taken as done.
 */
export class NotPocketBaseAnswer extends Error {
  constructor(what: string) {
    super(`The answer to ${what} was not PocketBase's`);
    this.name = 'NotPocketBaseAnswer';
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** PocketBase's error body, `{ status, message, data }`; a stranger's error page decodes to `{}`. */
export function isPocketBaseError(body: unknown): boolean {
  return isObject(body) && typeof body.status === 'number' && typeof body.message === 'string';
}

/** A batch's answer: one successful result for each of the `sent` requests, in order. */
export function batchResults(answer: unknown, sent: number): BatchRequestResult[] {
  const complete =
    Array.isArray(answer) &&
    answer.length === sent &&
    answer.every((result) => isObject(result) && typeof result.status === 'number' && result.status < 400);
  if (!complete) throw new NotPocketBaseAnswer('a batch');
  return answer as BatchRequestResult[];
}

/**
 * The stock route's answer (pocketbase/pb_hooks/stock_push.js): `acknowledged` counts the
 * movements it took, which must be all of them, `categories` their new quantities and `movements`
 * the server's figures of each (a server from before it sent them sends none).
 */
export function stockAcknowledgement(answer: unknown, sent: number): { categories: unknown[]; movements: unknown[] } {
  if (!isObject(answer) || answer.acknowledged !== sent || !Array.isArray(answer.categories)) {
    throw new NotPocketBaseAnswer('a stock push');
  }
  return { categories: answer.categories, movements: Array.isArray(answer.movements) ? answer.movements : [] };
}

/** A page of a records list. */
export function listAnswer<T>(answer: T, what: string): T {
  if (!isObject(answer) || !Array.isArray(answer.items)) throw new NotPocketBaseAnswer(what);
  return answer;
}

/**
 * For a request PocketBase answers with 204 and no body (a password reset). The SDK takes any 2xx
 * as done, so a Wi-Fi sign-in page's 200 would read as done: the fetch given to the SDK remembers
 * the status, and `confirm` refuses anything but 204.
 */
export function expectNoContent(what: string): { fetch: typeof fetch; confirm: () => void } {
  let status = 0;
  return {
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      status = response.status;
      return response;
    },
    confirm: () => {
      if (status !== 204) throw new NotPocketBaseAnswer(what);
    },
  };
}

export interface AuthAnswer {
  token: string;
  record: RecordModel;
}

/** An auth endpoint's answer: a token and the signed-in record. */
export function authAnswer(answer: unknown): AuthAnswer {
  const record = isObject(answer) ? answer.record : undefined;
  if (
    !isObject(answer) ||
    typeof answer.token !== 'string' ||
    answer.token === '' ||
    !isObject(record) ||
    typeof record.id !== 'string' ||
    typeof record.collectionName !== 'string'
  ) {
    throw new NotPocketBaseAnswer('a sign-in');
  }
  return { token: answer.token, record: record as RecordModel };
}

/** The server's incarnation (pocketbase/pb_hooks/sync_incarnation.pb.js): a non-empty id. */
export function incarnationAnswer(answer: unknown): string {
  if (!isObject(answer) || typeof answer.incarnation !== 'string' || answer.incarnation === '') {
    throw new NotPocketBaseAnswer("the server's incarnation");
  }
  return answer.incarnation;
}
