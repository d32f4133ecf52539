/** docs/SPEC.md §8's catch-all store fallback, for a failure that says nothing of itself. */
export const UNKNOWN_ERROR_OCCURRED = 'An unknown error occurred';

/** `'{prefix}: {cause}'`, with 'Unknown error' when the cause says nothing (docs/SPEC.md §8). */
export function prefixedMessage(prefix: string, cause: unknown): string {
  return `${prefix}: ${causeMessage(cause)}`;
}

/** The cause's own message (an Error's or a string), or `fallback` when it has none. */
export function messageOr(cause: unknown, fallback: string): string {
  if (cause instanceof Error && cause.message) return cause.message;
  if (typeof cause === 'string' && cause) return cause;
  return fallback;
}

export function causeMessage(cause: unknown): string {
  return messageOr(cause, 'Unknown error');
}
