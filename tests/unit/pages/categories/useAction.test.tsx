// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAction, type FailureMessage } from '../../../../src/pages/categories/useAction';

afterEach(cleanup);

async function failureOf(cause: unknown, failure?: FailureMessage): Promise<string | null> {
  const { result } = renderHook(() => useAction(() => Promise.reject(cause), failure));
  let succeeded = true;
  await act(async () => {
    succeeded = await result.current.run();
  });
  expect(succeeded).toBe(false);
  return result.current.error;
}

describe("a form's action on the Categories & Inventory screen", () => {
  it('shows the store fallback only when the failure says nothing (docs/SPEC.md §8)', async () => {
    expect(await failureOf(new Error(''), { fallback: 'Failed to update inventory' })).toBe('Failed to update inventory');
    expect(await failureOf(undefined, { fallback: 'Failed to update threshold' })).toBe('Failed to update threshold');
    expect(await failureOf(new Error('Category not found after update'), { fallback: 'Failed to update inventory' })).toBe(
      'Category not found after update',
    );
  });

  it("prefixes the cause, or 'Unknown error', for a service that does not prefix its own", async () => {
    expect(await failureOf(new Error('Name is taken'), { prefix: 'Failed to create category' })).toBe(
      'Failed to create category: Name is taken',
    );
    expect(await failureOf(new Error(''), { prefix: 'Failed to delete category' })).toBe(
      'Failed to delete category: Unknown error',
    );
  });

  it("says 'An unknown error occurred' when nothing else is known", async () => {
    expect(await failureOf(null)).toBe('An unknown error occurred');
  });

  it('clears the last failure when run again, and reports success', async () => {
    let fail = true;
    const { result } = renderHook(() => useAction(async () => (fail ? Promise.reject(new Error('offline')) : undefined)));
    await act(async () => void (await result.current.run()));
    expect(result.current.error).toBe('offline');
    fail = false;
    let succeeded = false;
    await act(async () => {
      succeeded = await result.current.run();
    });
    expect([succeeded, result.current.error, result.current.busy]).toEqual([true, null, false]);
  });
});
