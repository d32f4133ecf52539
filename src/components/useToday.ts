import { useEffect, useState } from 'react';
import { localDateKey } from '../domain/orders/orderLines';

const CHECK_EVERY_MS = 60_000;

/**
 * Today as yyyy-MM-dd in the station's time zone, moving on at midnight: a packing station left
 * open overnight shows the new day's orders in the morning without a reload.
 */
export function useToday(): string {
  const [today, setToday] = useState(() => localDateKey(new Date()));
  useEffect(() => {
    const timer = setInterval(() => setToday(localDateKey(new Date())), CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, []);
  return today;
}
