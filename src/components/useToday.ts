import { useEffect, useState } from 'react';
import { serverToday, useServerClock } from '../stores/useServerClock';

const CHECK_EVERY_MS = 60_000;

/**
 * Today as yyyy-MM-dd in the station's time zone, by the server's clock (the day merges record
 * their orders for, stores/serverClock.ts), moving on at midnight: a packing station left open
 * overnight shows the new day's orders in the morning without a reload.
 */
export function useToday(): string {
  // Read for the re-render: a newly measured offset can move the day.
  useServerClock();
  const [, tick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => tick((count) => count + 1), CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, []);
  return serverToday();
}
