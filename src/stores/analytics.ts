import { PAGE_SESSION_ID } from '../db/errorLog';
import { localDatabase } from '../db/localDatabase';
import { appendMonitoringRecord } from '../db/monitoring';
import { newId } from '../domain/ids';
import type { MonitoringEvent } from '../domain/records';

type AnalyticsEventName = 'screen_view' | 'merge' | 'import' | 'sync' | 'scan';

/**
 * Records an analytics event (docs/SPEC.md §16: screen views, merges, imports, syncs, scans) in the
 * station's local buffer; the next monitoring flush sends it. Recording never fails its caller.
 * This module stays free of the server client so that any store or screen can record.
 */
export function recordEvent(event: AnalyticsEventName, properties: MonitoringEvent['properties'] = {}): void {
  const record: MonitoringEvent = {
    id: newId(),
    timestamp: new Date().toISOString(),
    event,
    properties: { ...properties, sessionId: PAGE_SESSION_ID },
    page: globalThis.location?.pathname ?? '',
  };
  void appendMonitoringRecord(localDatabase(), 'monitoringEvents', record).catch(() => undefined);
}
