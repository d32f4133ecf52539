import { useEffect } from 'react';
import { useStore } from 'zustand';
import { localDateKey } from '../domain/orders/orderLines';
import type { ClockOffset } from '../domain/serverClock';
import { serverClock } from './serverClock';

/** The offset to the server's clock, measured while the calling screen is shown (stores/serverClock.ts). */
export function useServerClock(): ClockOffset | null {
  useEffect(() => serverClock.watch(), []);
  return useStore(serverClock.store, (state) => state.offset);
}

/** Today by the server's clock (the station's own when the offset is not known), yyyy-MM-dd in the station's time zone. */
export const serverToday = (): string => localDateKey(serverClock.now());
