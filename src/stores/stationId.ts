import { newId } from '../domain/ids';

const STATION_KEY = 'stationId';

/**
 * This browser's station id, made once and kept in localStorage: a merge batch says which station
 * merged it. Without storage (a blocked or full one) the id lasts for this page only.
 */
export function stationId(storage: Storage | null): string {
  try {
    const saved = storage?.getItem(STATION_KEY);
    if (saved) return saved;
    const id = newId();
    storage?.setItem(STATION_KEY, id);
    return id;
  } catch {
    return newId();
  }
}
