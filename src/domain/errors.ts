/** `'{prefix}: {cause}'`, with 'Unknown error' when the cause says nothing (SPEC section 8). */
export function prefixedMessage(prefix: string, cause: unknown): string {
  return `${prefix}: ${causeMessage(cause)}`;
}

export function causeMessage(cause: unknown): string {
  if (cause instanceof Error && cause.message) return cause.message;
  if (typeof cause === 'string' && cause) return cause;
  return 'Unknown error';
}
