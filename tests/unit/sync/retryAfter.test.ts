import { describe, expect, it } from 'vitest';
import { retryAfterMs, watchRetryAfter } from '../../../src/sync/retryAfter';

describe('retryAfterMs', () => {
  it('reads seconds or an HTTP date, and nothing from a missing or unreadable header', () => {
    const now = Date.parse('2025-01-31T10:00:00Z');
    expect(retryAfterMs('12', now)).toBe(12_000);
    expect(retryAfterMs('Fri, 31 Jan 2025 10:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Fri, 31 Jan 2025 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
  });
});

describe('watchRetryAfter', () => {
  it("remembers the last answer's Retry-After", async () => {
    const answers = [new Response('{}', { status: 429, headers: { 'Retry-After': '3' } }), new Response('{}', { status: 503 })];
    const watched = watchRetryAfter(async () => answers.shift() ?? new Response('{}'));
    await watched.fetch('http://127.0.0.1/api/batch');
    expect(watched.retryAfterMs()).toBe(3_000);
    await watched.fetch('http://127.0.0.1/api/batch');
    expect(watched.retryAfterMs()).toBeNull();
  });
});
