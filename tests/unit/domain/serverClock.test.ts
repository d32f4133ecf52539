import { describe, expect, it } from 'vitest';
import { localDateKey } from '../../../src/domain/orders/orderLines';
import {
  CLOCK_SKEW_TOLERANCE_MS,
  clockSkewWarning,
  durationText,
  offsetOf,
  readClockOffset,
  serverTimeAt,
} from '../../../src/domain/serverClock';

const DAY = 24 * 60 * 60_000;
const SERVER = Date.parse('2026-11-27T10:00:00.000Z');

describe("the offset to the server's clock", () => {
  it('takes the server to have answered halfway through the round trip', () => {
    const offset = offsetOf([{ sentAt: SERVER + DAY - 100, receivedAt: SERVER + DAY + 100, serverTime: SERVER }]);
    expect(offset).toEqual({ offsetMs: -DAY, measuredAt: '2026-11-27T10:00:00.000Z' });
  });

  it('trusts the reading with the shortest round trip', () => {
    const offset = offsetOf([
      { sentAt: 0, receivedAt: 4000, serverTime: 10_000 },
      { sentAt: 5000, receivedAt: 5020, serverTime: 14_000 },
      { sentAt: 6000, receivedAt: 9000, serverTime: 13_000 },
    ]);
    expect(offset?.offsetMs).toBe(14_000 - 5010);
  });

  it('gives nothing for no reading, an unreadable server time or a clock that went back meanwhile', () => {
    expect(offsetOf([])).toBeNull();
    expect(offsetOf([{ sentAt: 0, receivedAt: 10, serverTime: NaN }])).toBeNull();
    expect(offsetOf([{ sentAt: 10, receivedAt: 0, serverTime: 5 }])).toBeNull();
  });

  it("reads the server's time with the offset, and the station's own without one", () => {
    expect(serverTimeAt(SERVER + DAY, { offsetMs: -DAY }).toISOString()).toBe('2026-11-27T10:00:00.000Z');
    expect(serverTimeAt(SERVER, null).getTime()).toBe(SERVER);
  });

  it("dates the orders of a station whose clock is a day ahead on the server's day", () => {
    const stationClock = new Date(2026, 10, 28, 9, 30);
    const offset = { offsetMs: -DAY - 2 * 60 * 60_000 };
    expect(localDateKey(stationClock)).toBe('2026-11-28');
    expect(localDateKey(serverTimeAt(stationClock.getTime(), offset))).toBe('2026-11-27');
  });
});

describe('a clock that is off, said before merging', () => {
  it('says nothing within the tolerance, or when the offset is not known', () => {
    expect(clockSkewWarning({ offsetMs: CLOCK_SKEW_TOLERANCE_MS, measuredAt: '' }, '2026-11-27')).toBeNull();
    expect(clockSkewWarning({ offsetMs: -CLOCK_SKEW_TOLERANCE_MS, measuredAt: '' }, '2026-11-27')).toBeNull();
    expect(clockSkewWarning(null, '2026-11-27')).toBeNull();
  });

  it('names the difference and the day the orders go on, for a clock ahead', () => {
    const offset = { offsetMs: -(DAY + 2 * 60 * 60_000), measuredAt: '2026-11-27T10:00:00.000Z' };
    expect(clockSkewWarning(offset, '2026-11-27')).toBe(
      "This computer's clock is 1 day 2 h ahead of the server's. Orders are recorded for the server's day, 27/11/2026; set this computer's date and time right.",
    );
  });

  it('and for a clock behind, past the tolerance', () => {
    const offset = { offsetMs: CLOCK_SKEW_TOLERANCE_MS + 60_000, measuredAt: '2026-11-27T10:00:00.000Z' };
    expect(clockSkewWarning(offset, '2026-11-27')).toMatch(/^This computer's clock is 6 min behind the server's\. /);
  });

  it('writes the difference to the minute, in its two largest units', () => {
    expect(durationText(7 * 60_000 + 20_000)).toBe('7 min');
    expect(durationText(-(3 * 60 + 5) * 60_000)).toBe('3 h 5 min');
    expect(durationText(2 * 60 * 60_000)).toBe('2 h');
    expect(durationText(3 * DAY + 60_000)).toBe('3 days');
    expect(durationText(DAY + 5 * 60 * 60_000 + 59 * 60_000)).toBe('1 day 5 h');
  });
});

describe('the offset kept on the station', () => {
  it('reads back what was stored, and nothing from anything else', () => {
    expect(readClockOffset(JSON.stringify({ offsetMs: -DAY, measuredAt: '2026-11-27T10:00:00.000Z' }))).toEqual({
      offsetMs: -DAY,
      measuredAt: '2026-11-27T10:00:00.000Z',
    });
    for (const stored of [null, '', 'not json', 'null', '{"offsetMs":"1","measuredAt":"2026-11-27"}', '{"offsetMs":1}']) {
      expect(readClockOffset(stored)).toBeNull();
    }
  });
});
