/**
 * The server's clock as a station knows it (docs/SPEC.md §18): a station whose own clock is wrong
 * would record the day's orders on another day, which a station with the right clock then finds
 * "already recorded". The station measures how far its clock is from the server's and dates what
 * the server keeps (the order day, the merge's stamps) by the server's clock.
 */
import { formatCalendarDay } from './format';

/** How far the station's clock may be from the server's before the Label Merger says so. */
export const CLOCK_SKEW_TOLERANCE_MS = 5 * 60_000;

/** One question to the server: the station's clock when it was sent and answered, and the server's answer. */
export interface ClockReading {
  sentAt: number;
  receivedAt: number;
  serverTime: number;
}

/** What the station adds to its own clock to read the server's, and when it last found it out. */
export interface ClockOffset {
  offsetMs: number;
  /** The server's time (ISO) when the offset was measured. */
  measuredAt: string;
}

const roundTrip = (reading: ClockReading) => reading.receivedAt - reading.sentAt;

/**
 * The offset a reading gives, taking the server to have answered halfway through the round trip;
 * of several readings, the one with the shortest round trip is the closest.
 */
export function offsetOf(readings: readonly ClockReading[]): ClockOffset | null {
  const best = readings.reduce<ClockReading | null>(
    (closest, reading) => (roundTrip(reading) >= 0 && (!closest || roundTrip(reading) < roundTrip(closest)) ? reading : closest),
    null,
  );
  if (!best || !Number.isFinite(best.serverTime)) return null;
  const offsetMs = Math.round(best.serverTime - (best.sentAt + best.receivedAt) / 2);
  return { offsetMs, measuredAt: new Date(best.serverTime).toISOString() };
}

/** The server's time at the station's `localMs`; the station's own when the offset is not known. */
export const serverTimeAt = (localMs: number, offset: Pick<ClockOffset, 'offsetMs'> | null): Date =>
  new Date(localMs + (offset?.offsetMs ?? 0));

/** '1 day 2 h', '3 h 5 min', '7 min': to the minute, the two largest units. */
export function durationText(ms: number): string {
  const minutes = Math.round(Math.abs(ms) / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return `${days} ${days === 1 ? 'day' : 'days'}${hours > 0 ? ` ${hours} h` : ''}`;
  if (hours > 0) return `${hours} h${rest > 0 ? ` ${rest} min` : ''}`;
  return `${rest} min`;
}

/**
 * What the Label Merger says before a merge when the station's clock is more than the tolerance
 * away from the server's; null when it is close enough or not known. A positive offset is a
 * station behind the server.
 */
export function clockSkewWarning(offset: ClockOffset | null, serverToday: string): string | null {
  if (!offset || Math.abs(offset.offsetMs) <= CLOCK_SKEW_TOLERANCE_MS) return null;
  const direction = offset.offsetMs < 0 ? 'ahead of' : 'behind';
  return (
    `This computer's clock is ${durationText(offset.offsetMs)} ${direction} the server's. ` +
    `Orders are recorded for the server's day, ${formatCalendarDay(serverToday)}; set this computer's date and time right.`
  );
}

/** A stored offset, or null when what is stored is not one. */
export function readClockOffset(stored: string | null): ClockOffset | null {
  if (!stored) return null;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return null;
    const { offsetMs, measuredAt } = value as Record<string, unknown>;
    if (typeof offsetMs !== 'number' || !Number.isFinite(offsetMs)) return null;
    if (typeof measuredAt !== 'string' || Number.isNaN(Date.parse(measuredAt))) return null;
    return { offsetMs, measuredAt };
  } catch {
    return null;
  }
}
