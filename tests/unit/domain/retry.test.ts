import { describe, expect, it } from 'vitest';
import { withRetries } from '../../../src/domain/retry';

describe('withRetries', () => {
  it('tries once more after each delay and returns the first success', async () => {
    const waits: number[] = [];
    let calls = 0;
    const result = await withRetries(
      async () => {
        calls += 1;
        if (calls < 3) throw new Error(`fail ${calls}`);
        return 'done';
      },
      [1000, 2000],
      async (ms) => {
        waits.push(ms);
      },
    );
    expect(result).toBe('done');
    expect(calls).toBe(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it('rethrows the last failure when every attempt fails', async () => {
    let calls = 0;
    const attempt = withRetries(
      async () => {
        calls += 1;
        throw new Error(`fail ${calls}`);
      },
      [100, 200],
      async () => undefined,
    );
    await expect(attempt).rejects.toThrow('fail 3');
    expect(calls).toBe(3);
  });

  it('rethrows at once a failure that another try would not cure', async () => {
    let calls = 0;
    const waits: number[] = [];
    const attempt = withRetries(
      async () => {
        calls += 1;
        throw new Error(calls === 1 ? 'database is locked' : 'email taken');
      },
      [100, 200, 300],
      async (ms) => {
        waits.push(ms);
      },
      (error) => error instanceof Error && error.message.includes('locked'),
    );
    await expect(attempt).rejects.toThrow('email taken');
    expect(calls).toBe(2);
    expect(waits).toEqual([100]);
  });
});
