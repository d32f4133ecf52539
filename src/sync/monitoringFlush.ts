import { ClientResponseError, type default as PocketBase } from 'pocketbase';
import type { AppDatabase } from '../db/database';
import { advanceCursor, unsentMonitoringRecords, type PendingMonitoringRecord, type SentThrough } from '../db/monitoring';
import { idFromKey, isValidId, newId } from '../domain/ids';
import type { StationHeartbeat } from '../domain/records';

/** docs/SPEC.md §9: a flush sends at most this many records; the rest wait for the next one. */
export const MONITORING_QUEUE_MAX = 100;

const MONITORING_COLLECTION = 'monitoring';

const SENT_THROUGH_KEY = 'monitoringSentThrough';

/** Where a station keeps how far its monitoring records were delivered (localStorage in the app). */
export interface CursorStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function readSentThrough(storage: CursorStorage): SentThrough | null {
  try {
    const saved = JSON.parse(storage.getItem(SENT_THROUGH_KEY) ?? 'null') as SentThrough | null;
    if (!saved || typeof saved.timestamp !== 'string' || typeof saved.id !== 'string') return null;
    return { ...saved, recent: Array.isArray(saved.recent) ? saved.recent : [] };
  } catch {
    return null;
  }
}

export interface FlushOptions {
  storage: CursorStorage;
  stationId: string;
  appVersion: string;
  userId: string;
}

export interface FlushResult {
  sent: number;
  /** Records the server refused (too large, malformed): set aside, never sent again. */
  refused: number;
  /** True when the queue was full, so more records are waiting. */
  more: boolean;
}

/**
 * The server already has the record: its id is the station's own, so a second send after an
 * answer that was lost is refused as a duplicate, and the record counts as delivered.
 */
function isAlreadyStored(error: ClientResponseError): boolean {
  const idError = (error.response as { data?: { id?: { code?: string } } }).data?.id;
  return error.status === 400 && idError?.code === 'validation_not_unique';
}

/**
 * The server refuses the record itself (a field fails validation, the body is too large): sent
 * again it would be refused again and hold up every record after it. A 400 without field errors
 * is a refused rule (a session the server no longer knows), and 429 (the daily quota,
 * pb_hooks/monitoring_quota.js), 401, 403 and 5xx mean "later": the flush stops there.
 */
function isRefusedRecord(error: ClientResponseError): boolean {
  if (error.status === 413) return true;
  const fields = (error.response as { data?: Record<string, unknown> }).data;
  return error.status === 400 && !!fields && Object.keys(fields).length > 0;
}

/**
 * The server's id for a record: the record's own, or one made from it when it is not a valid
 * PocketBase id (a crash record of an older version, kept under the crash screen's id), the same
 * on every send so a resend is still recognised as a duplicate.
 */
function serverId(record: { id: string }): string {
  return isValidId(record.id) ? record.id : idFromKey(['monitoring', record.id]);
}

async function send(pb: PocketBase, kind: string, stationId: string, record: { id: string }): Promise<'stored' | 'refused'> {
  try {
    await pb.collection(MONITORING_COLLECTION).create({ id: serverId(record), kind, station: stationId, payload: record });
    return 'stored';
  } catch (error) {
    if (!(error instanceof ClientResponseError)) throw error;
    if (isAlreadyStored(error)) return 'stored';
    if (isRefusedRecord(error)) return 'refused';
    throw error;
  }
}

/**
 * Delivers the station's undelivered monitoring records, oldest first, then its heartbeat. A send
 * that fails (offline, signed out, over the quota) stops the flush: the cursor stays at the last
 * delivered record, so the rest wait for the next flush, and no record is stored twice on the
 * server. A record the server refuses is passed over like a delivered one: it stays in the
 * station's own buffer and never blocks the records after it.
 */
export async function flushMonitoring(db: AppDatabase, pb: PocketBase, options: FlushOptions): Promise<FlushResult> {
  let cursor = readSentThrough(options.storage);
  const pending: PendingMonitoringRecord[] = await unsentMonitoringRecords(db, cursor, MONITORING_QUEUE_MAX);
  let sent = 0;
  let refused = 0;
  for (const { kind, record } of pending) {
    if ((await send(pb, kind, options.stationId, record)) === 'stored') sent += 1;
    else refused += 1;
    cursor = advanceCursor(cursor, record);
    options.storage.setItem(SENT_THROUGH_KEY, JSON.stringify(cursor));
  }
  const heartbeat: StationHeartbeat = {
    id: newId(),
    timestamp: new Date().toISOString(),
    stationId: options.stationId,
    appVersion: options.appVersion,
    pendingChanges: await db.outbox.count(),
    userId: options.userId,
  };
  await send(pb, 'heartbeat', options.stationId, heartbeat);
  return { sent, refused, more: pending.length === MONITORING_QUEUE_MAX };
}
