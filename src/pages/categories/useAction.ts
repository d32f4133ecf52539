import { useState } from 'react';
import { causeMessage, prefixedMessage } from '../../domain/errors';

export interface Action<A extends unknown[]> {
  /** Resolves true when the action succeeded; a failure is kept in `error` instead of thrown. */
  run: (...args: A) => Promise<boolean>;
  busy: boolean;
  error: string | null;
  clearError: () => void;
}

/**
 * A form's write with its busy flag and failure message. `failurePrefix` is the specification's
 * store fallback for writes whose service does not prefix its own messages (section 8).
 */
export function useAction<A extends unknown[]>(action: (...args: A) => Promise<unknown>, failurePrefix?: string): Action<A> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (...args: A) => {
    setBusy(true);
    setError(null);
    try {
      await action(...args);
      return true;
    } catch (cause) {
      setError(failurePrefix ? prefixedMessage(failurePrefix, cause) : causeMessage(cause));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, error, clearError: () => setError(null) };
}
