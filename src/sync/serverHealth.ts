import { serverUrl } from './pocketbaseClient';

export type ServerHealth = 'reachable' | 'unreachable';

/** Asks PocketBase's health endpoint; any failure, or no answer in `timeoutMs`, is 'unreachable'. */
export async function checkServerHealth(timeoutMs = 5000): Promise<ServerHealth> {
  try {
    const response = await fetch(new URL('/api/health', serverUrl()), { signal: AbortSignal.timeout(timeoutMs) });
    return response.ok ? 'reachable' : 'unreachable';
  } catch {
    return 'unreachable';
  }
}
