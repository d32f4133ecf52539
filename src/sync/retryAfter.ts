/**
 * The wait a `Retry-After` header asks for: a number of seconds or an HTTP date. Null without the
 * header or when it cannot be read, so that the caller's own wait applies.
 */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | null {
  const value = header?.trim() ?? '';
  if (value === '') return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * A fetch for the SDK that remembers the `Retry-After` of the last answer: the SDK's errors keep
 * the status and body of an answer but not its headers.
 */
export function watchRetryAfter(base?: typeof fetch): { fetch: typeof fetch; retryAfterMs: () => number | null } {
  let header: string | null = null;
  return {
    fetch: async (input, init) => {
      header = null;
      const response = await (base ?? globalThis.fetch)(input, init);
      header = response.headers.get('retry-after');
      return response;
    },
    retryAfterMs: () => retryAfterMs(header),
  };
}
