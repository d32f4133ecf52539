import { describe, expect, it } from 'vitest';
import { measureServerClock } from '../../src/sync/serverClock';
import { serverForTests } from '../support/serverForTests';

/**
 * A station measures how far its clock is from the real server's (docs/SPEC.md §18), through
 * pb_hooks/server_time.pb.js, without signing in.
 */

const server = serverForTests();
const DAY = 24 * 60 * 60_000;

describe("the server's clock, measured by a station", () => {
  it('finds a station with the right clock within a second of the server', async () => {
    const offset = await measureServerClock(server.url);
    expect(Math.abs(offset.offsetMs)).toBeLessThan(1000);
    expect(Math.abs(Date.parse(offset.measuredAt) - Date.now())).toBeLessThan(5000);
  });

  it('finds a station whose clock is a day and two hours ahead that far ahead, to the second', async () => {
    const ahead = DAY + 2 * 60 * 60_000;
    const offset = await measureServerClock(server.url, { now: () => Date.now() + ahead });
    expect(Math.abs(offset.offsetMs + ahead)).toBeLessThan(1000);
  });

  it('is not kept by a cache between the station and the server', async () => {
    const response = await fetch(new URL('/api/time', server.url));
    expect(response.headers.get('cache-control')).toBe('no-store');
    const first = Date.parse(((await response.json()) as { now: string }).now);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = Date.parse(((await (await fetch(new URL('/api/time', server.url))).json()) as { now: string }).now);
    expect(second).toBeGreaterThan(first);
  });
});
