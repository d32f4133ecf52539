export type Sleep = (ms: number) => Promise<void>;

export const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `task`, and after each failure waits the next of `delaysMs` and tries again; with delays
 * [1000, 2000] that is three attempts. The last failure is rethrown, and so at once is a failure
 * that `retryable` says another try would not cure.
 */
export async function withRetries<T>(
  task: () => Promise<T>,
  delaysMs: readonly number[],
  wait: Sleep = sleep,
  retryable: (error: unknown) => boolean = () => true,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      const delay = delaysMs[attempt];
      if (delay === undefined || !retryable(error)) throw error;
      await wait(delay);
    }
  }
}
