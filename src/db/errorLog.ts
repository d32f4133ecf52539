import { newId } from '../domain/ids';
import type { MonitoringError, Severity } from '../domain/records';
import type { AppDatabase } from './database';
import { appendMonitoringRecord } from './monitoring';

export interface ErrorReport {
  error: unknown;
  /** The id the user was shown, when there was one (the crash screen's error id), kept as `errorId`. */
  id?: string;
  severity?: Severity;
  tags?: string[];
  userId?: string;
  /** This page load's by default. */
  sessionId?: string;
}

/**
 * The server keeps a monitoring record's payload up to 64 KB (pocketbase/pb_migrations,
 * 1767225822_monitoring_bounds.js) and refuses a larger one, which would hold up every record
 * after it: long texts are cut (3 bytes a character at most, well under the bound).
 */
const MAX_TEXT = { message: 2000, stack: 8000, url: 2000, userAgent: 500 } as const;

const cut = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max)}…` : text);

/** This page load, as every monitoring record made in it knows it. */
export const PAGE_SESSION_ID = newId();

function toMonitoringError({
  error,
  id,
  severity = 'medium',
  tags = [],
  userId = '',
  sessionId = PAGE_SESSION_ID,
}: ErrorReport): MonitoringError {
  const asError = error instanceof Error ? error : new Error(String(error));
  return {
    // The record's own id is a valid server id; the shown one may be any text (the crash screen's is longer).
    id: newId(),
    ...(id === undefined ? {} : { errorId: id }),
    timestamp: new Date().toISOString(),
    message: cut(asError.message, MAX_TEXT.message),
    stack: cut(asError.stack ?? '', MAX_TEXT.stack),
    url: cut(globalThis.location?.href ?? '', MAX_TEXT.url),
    userAgent: cut(globalThis.navigator?.userAgent ?? '', MAX_TEXT.userAgent),
    userId,
    sessionId,
    severity,
    tags,
    context: { viewport: { width: globalThis.innerWidth ?? 0, height: globalThis.innerHeight ?? 0 } },
  };
}

/** Records an error in the station's local monitoring buffer (docs/SPEC.md §8, Handling). */
export async function logError(db: AppDatabase, report: ErrorReport): Promise<void> {
  await appendMonitoringRecord(db, 'monitoringErrors', toMonitoringError(report));
}
