import { describe, expect, it } from 'vitest';
import type { ClockOffset } from '../../../src/domain/serverClock';
import { createServerClock } from '../../../src/stores/serverClock';
import { MemoryStorage } from '../../support/memoryStorage';

const DAY = 24 * 60 * 60_000;
const SERVER = Date.parse('2026-11-27T10:00:00.000Z');
/** A station whose clock is a day ahead of the server's. */
const stationNow = () => SERVER + DAY;
const dayAhead: ClockOffset = { offsetMs: -DAY, measuredAt: '2026-11-27T10:00:00.000Z' };

describe("the station's server clock", () => {
  it("reads the station's own clock until an offset is measured, then the server's", async () => {
    const clock = createServerClock({
      storage: new MemoryStorage(),
      measure: async () => dayAhead,
      now: stationNow,
      isOnline: () => true,
    });
    expect(clock.now().getTime()).toBe(SERVER + DAY);
    await clock.check();
    expect(clock.store.getState().offset).toEqual(dayAhead);
    expect(clock.now().getTime()).toBe(SERVER);
  });

  it('keeps the last offset measured for when the station starts offline', async () => {
    const storage = new MemoryStorage();
    await createServerClock({ storage, measure: async () => dayAhead, now: stationNow, isOnline: () => true }).check();
    let asked = 0;
    const offline = createServerClock({
      storage,
      measure: async () => {
        asked += 1;
        return { offsetMs: 0, measuredAt: '' };
      },
      now: stationNow,
      isOnline: () => false,
    });
    await offline.check();
    expect(asked).toBe(0);
    expect(offline.now().getTime()).toBe(SERVER);
  });

  it('keeps the offset known before when the server cannot be asked', async () => {
    const storage = new MemoryStorage();
    await createServerClock({ storage, measure: async () => dayAhead, now: stationNow, isOnline: () => true }).check();
    const clock = createServerClock({
      storage,
      measure: () => Promise.reject(new Error('unreachable')),
      now: stationNow,
      isOnline: () => true,
    });
    await clock.check();
    expect(clock.store.getState().offset).toEqual(dayAhead);
  });

  it('asks once for checks that come together', async () => {
    let asked = 0;
    const clock = createServerClock({
      storage: null,
      measure: async () => {
        asked += 1;
        return dayAhead;
      },
      isOnline: () => true,
    });
    await Promise.all([clock.check(), clock.check(), clock.check()]);
    expect(asked).toBe(1);
  });
});
