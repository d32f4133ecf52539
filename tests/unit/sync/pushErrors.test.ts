import { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { NotPocketBaseAnswer } from '../../../src/sync/serverAnswers';
import {
  SERVER_NOT_REACHED_PROPERLY,
  SERVICE_UNAVAILABLE,
  classifyBatchError,
  readableMessage,
} from '../../../src/sync/syncErrors';

/** The SDK's error for an answer with this status and body, as `pb.createBatch().send()` throws it. */
const answered = (status: number, response: object = {}) =>
  new ClientResponseError({ url: 'http://127.0.0.1/api/batch', status, response });

/** PocketBase's answer to a batch whose request `index` was refused with `response`. */
const batchRefusal = (index: number, response: object) =>
  answered(400, {
    status: 400,
    message: 'Batch transaction failed.',
    data: { requests: { [index]: { code: 'batch_request_failed', message: 'Batch request failed.', response } } },
  });

describe('classifyBatchError', () => {
  it('counts a network failure, an abort and a failing gateway or server as unavailable, the rate limit as busy', () => {
    const network = new ClientResponseError(new TypeError('fetch failed'));
    const aborted = new ClientResponseError({ isAbort: true });
    for (const error of [network, aborted, answered(500), answered(502), answered(503), answered(504)]) {
      expect(classifyBatchError(error)).toEqual({ kind: 'unavailable', message: SERVICE_UNAVAILABLE });
    }
    expect(classifyBatchError(answered(429, { status: 429, message: 'Too Many Requests.', data: {} }))).toEqual({
      kind: 'busy',
      message: SERVICE_UNAVAILABLE,
    });
  });

  it("counts a refused sign-in as an auth failure with the server's words", () => {
    expect(classifyBatchError(answered(401, { status: 401, message: 'Sign in to send changes.', data: {} }))).toEqual({
      kind: 'auth',
      message: 'Sign in to send changes',
    });
    expect(classifyBatchError(answered(403, { status: 403, message: '', data: {} }))).toEqual({
      kind: 'auth',
      message: 'Sign in again to sync your changes',
    });
  });

  it("counts an answer that is not PocketBase's (a portal's page decodes to {}) as the server not reached properly", () => {
    const stranger = { kind: 'not-pocketbase', message: SERVER_NOT_REACHED_PROPERLY };
    for (const status of [400, 401, 403, 404]) expect(classifyBatchError(answered(status, {}))).toEqual(stranger);
    expect(classifyBatchError(new NotPocketBaseAnswer('a batch'))).toEqual(stranger);
  });

  it('names the refused request of a batch and its reason', () => {
    expect(
      classifyBatchError(batchRefusal(3, { status: 400, message: 'Insufficient inventory in source category.', data: {} })),
    ).toEqual({ kind: 'refused', index: 3, status: 400, message: 'Insufficient inventory in source category' });
    expect(
      classifyBatchError(batchRefusal(0, { status: 404, message: "The requested resource wasn't found.", data: {} })),
    ).toMatchObject({ kind: 'refused', index: 0, status: 404 });
  });

  it('counts a 429 or 5xx of one request inside a batch as busy or unavailable, not as its refusal', () => {
    // PocketBase counts each request of a batch against its rate limit.
    const limited = { status: 429, message: 'Too Many Requests.', data: {} };
    expect(classifyBatchError(batchRefusal(7, limited))).toEqual({ kind: 'busy', message: SERVICE_UNAVAILABLE });
    const failing = { status: 503, message: 'Service Unavailable.', data: {} };
    expect(classifyBatchError(batchRefusal(0, failing))).toEqual({ kind: 'unavailable', message: SERVICE_UNAVAILABLE });
  });

  it('leaves a refusal of the whole batch unattributed', () => {
    expect(classifyBatchError(answered(400, { status: 400, message: 'Batch transaction failed.', data: {} }))).toEqual({
      kind: 'unattributed',
      message: 'Batch transaction failed',
    });
    expect(classifyBatchError(answered(413, {}))).toMatchObject({ kind: 'unattributed' });
  });

  it('lets any other error through', () => {
    const bug = new RangeError('not a server answer');
    expect(() => classifyBatchError(bug)).toThrow(bug);
  });
});

describe('readableMessage', () => {
  it("gives the field errors when there are any, without PocketBase's closing periods", () => {
    expect(
      readableMessage({
        message: 'Failed to create record.',
        data: {
          sku: { code: 'validation_required', message: 'Cannot be blank.' },
          id: { code: 'x', message: 'Must be at least 15 character(s).' },
        },
      }),
    ).toBe('sku: Cannot be blank; id: Must be at least 15 character(s)');
    expect(readableMessage({ message: 'Category not found.', data: {} })).toBe('Category not found');
  });
});
