import { newId } from '../domain/ids';
import type { MonitoringError, Severity } from '../domain/records';
import type { AppDatabase } from './database';
import { appendMonitoringRecord } from './monitoring';

export interface ErrorReport {
  error: unknown;
  /** The id the user was shown, when there was one (the crash screen's error id). */
  id?: string;
  severity?: Severity;
  tags?: string[];
  userId?: string;
  /** This page load's by default. */
  sessionId?: string;
}

/** This page load, as every monitoring record made in it knows it. */
export const PAGE_SESSION_ID = newId();

function toMonitoringError({
  error,
  id = newId(),
  severity = 'medium',
  tags = [],
  userId = '',
  sessionId = PAGE_SESSION_ID,
}: ErrorReport): MonitoringError {
  const asError = error instanceof Error ? error : new Error(String(error));
  return {
    id,
    timestamp: new Date().toISOString(),
    message: asError.message,
    stack: asError.stack ?? '',
    url: globalThis.location?.href ?? '',
    userAgent: globalThis.navigator?.userAgent ?? '',
    userId,
    sessionId,
    severity,
    tags,
    context: { viewport: { width: globalThis.innerWidth ?? 0, height: globalThis.innerHeight ?? 0 } },
  };
}

/** Records an error in the station's local monitoring buffer (SPEC section 8, Handling). */
export async function logError(db: AppDatabase, report: ErrorReport): Promise<void> {
  await appendMonitoringRecord(db, 'monitoringErrors', toMonitoringError(report));
}
