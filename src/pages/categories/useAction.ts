import { useState } from 'react';
import { messageOr, prefixedMessage, UNKNOWN_ERROR_OCCURRED } from '../../domain/errors';

export interface Action<A extends unknown[]> {
  /** Resolves true when the action succeeded; a failure is kept in `error` instead of thrown. */
  run: (...args: A) => Promise<boolean>;
  busy: boolean;
  error: string | null;
  clearError: () => void;
}

/**
 * How a failure reads (docs/SPEC.md §8's store messages): `prefix` for writes whose service does
 * not prefix its own messages ('{prefix}: {cause}'), `fallback` for those that do (the cause's
 * message, or the fallback when it has none).
 */
export type FailureMessage = { prefix: string } | { fallback: string };

function failureText(cause: unknown, failure: FailureMessage | undefined): string {
  if (failure && 'prefix' in failure) return prefixedMessage(failure.prefix, cause);
  return messageOr(cause, failure?.fallback ?? UNKNOWN_ERROR_OCCURRED);
}

/** A form's write with its busy flag and failure message. */
export function useAction<A extends unknown[]>(action: (...args: A) => Promise<unknown>, failure?: FailureMessage): Action<A> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (...args: A) => {
    setBusy(true);
    setError(null);
    try {
      await action(...args);
      return true;
    } catch (cause) {
      setError(failureText(cause, failure));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, error, clearError: () => setError(null) };
}
