import { logError } from '../db/errorLog';
import { localDatabase } from '../db/localDatabase';
import type { Severity } from '../domain/records';
import { flushMonitoringNow } from '../stores/monitoring';
import { authStore } from '../stores/useAuth';

export function reportError(error: unknown, severity: Severity = 'medium', tags: string[] = [], id?: string): void {
  const userId = authStore.getState().user?.id ?? '';
  // Monitoring must never become a second failure: a write that fails is dropped.
  const logged = logError(localDatabase(), { error, id, severity, tags, userId });
  // docs/SPEC.md §9: a critical error is sent at once, not with the next 30-second flush.
  void logged.then(() => (severity === 'critical' ? flushMonitoringNow() : undefined)).catch(() => undefined);
}

/** Uncaught errors and unhandled rejections go to local monitoring (docs/SPEC.md §8). */
export function installGlobalErrorReporting(): void {
  window.addEventListener('error', (event) => reportError(event.error ?? event.message, 'high', ['uncaught']));
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason, 'high', ['unhandledrejection']));
}
