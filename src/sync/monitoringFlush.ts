import { ClientResponseError, type default as PocketBase } from 'pocketbase';
import type { AppDatabase } from '../db/database';
import { advanceCursor, unsentMonitoringRecords, type PendingMonitoringRecord, type SentThrough } from '../db/monitoring';
import { newId } from '../domain/ids';
import type { StationHeartbeat } from '../domain/records';

/** SPEC section 9: a flush sends at most this many records; the rest wait for the next one. */
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
  /** True when the queue was full, so more records are waiting. */
  more: boolean;
}

/**
 * The server already has the record: its id is the station's own, so a second send after an
 * answer that was lost is refused as a duplicate, and the record counts as delivered.
 */
function isAlreadyStored(error: unknown): boolean {
  if (!(error instanceof ClientResponseError) || error.status !== 400) return false;
  const idError = (error.response as { data?: { id?: { code?: string } } }).data?.id;
  return idError?.code === 'validation_not_unique';
}

async function send(pb: PocketBase, kind: string, stationId: string, record: { id: string }): Promise<void> {
  try {
    await pb.collection(MONITORING_COLLECTION).create({ id: record.id, kind, station: stationId, payload: record });
  } catch (error) {
    if (!isAlreadyStored(error)) throw error;
  }
}

/**
 * Delivers the station's undelivered monitoring records, oldest first, then its heartbeat. A send
 * that fails (offline, signed out) stops the flush: the cursor stays at the last delivered record,
 * so the rest wait for the next flush, and no record is stored twice on the server.
 */
export async function flushMonitoring(db: AppDatabase, pb: PocketBase, options: FlushOptions): Promise<FlushResult> {
  let cursor = readSentThrough(options.storage);
  const pending: PendingMonitoringRecord[] = await unsentMonitoringRecords(db, cursor, MONITORING_QUEUE_MAX);
  let sent = 0;
  for (const { kind, record } of pending) {
    await send(pb, kind, options.stationId, record);
    cursor = advanceCursor(cursor, record);
    options.storage.setItem(SENT_THROUGH_KEY, JSON.stringify(cursor));
    sent += 1;
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
  return { sent, more: pending.length === MONITORING_QUEUE_MAX };
}
