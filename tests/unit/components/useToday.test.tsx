// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useToday } from '../../../src/components/useToday';
import { localDateKey } from '../../../src/domain/orders/orderLines';
import { serverClock } from '../../../src/stores/serverClock';

const DAY = 24 * 60 * 60_000;

afterEach(() => {
  cleanup();
  serverClock.store.setState({ offset: null });
});

describe('today on the Dashboard and Active Orders', () => {
  it("is the server's day on a station whose clock is a day ahead, as soon as the offset is known", () => {
    const { result } = renderHook(() => useToday());
    expect(result.current).toBe(localDateKey(new Date()));
    act(() => serverClock.store.setState({ offset: { offsetMs: -DAY, measuredAt: new Date().toISOString() } }));
    expect(result.current).toBe(localDateKey(new Date(Date.now() - DAY)));
  });
});
