import { offsetOf, type ClockOffset, type ClockReading } from '../domain/serverClock';

/** Readings per measurement: the shortest round trip of a few is taken, a slow one is not trusted. */
const READINGS = 3;

/**
 * How far this station's clock is from the server's, asked of GET /api/time
 * (pocketbase/pb_hooks/server_time.pb.js) a few times; throws at the first reading the server does
 * not answer in time, so a merge waiting on it (stores/mergeSession.ts) waits a few seconds at most.
 */
export async function measureServerClock(
  baseUrl: string,
  { fetchFn = fetch, now = () => Date.now(), timeoutMs = 3000 } = {},
): Promise<ClockOffset> {
  const url = new URL('/api/time', baseUrl);
  const readings: ClockReading[] = [];
  for (let count = 0; count < READINGS; count += 1) {
    const sentAt = now();
    const response = await fetchFn(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    const receivedAt = now();
    if (!response.ok) throw new Error(`The server's time was not answered (${response.status})`);
    const body = (await response.json()) as { now?: unknown };
    readings.push({ sentAt, receivedAt, serverTime: typeof body.now === 'string' ? Date.parse(body.now) : NaN });
  }
  const offset = offsetOf(readings);
  if (!offset) throw new Error("The server's time was not readable");
  return offset;
}
