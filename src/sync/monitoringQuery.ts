import type PocketBase from 'pocketbase';

/** A monitoring record as the server stores it (migration 1767225750_monitoring_evidence.js). */
export interface StoredMonitoringRecord {
  id: string;
  kind: 'error' | 'performance' | 'event' | 'heartbeat';
  station: string;
  created: string;
  payload: Record<string, unknown>;
}

/** The most records one dashboard view reads, newest first; the page says when it hit the cap. */
const MONITORING_READ_CAP = 5000;
/** PocketBase answers at most 1000 records a page. */
const PAGE_SIZE = 1000;
/** Heartbeats come every 30 seconds per station: the latest this many are enough for "last seen". */
const HEARTBEAT_READ_CAP = 500;

function toStored(record: Record<string, unknown>): StoredMonitoringRecord {
  return {
    id: String(record.id),
    kind: record.kind as StoredMonitoringRecord['kind'],
    station: String(record.station ?? ''),
    created: String(record.created ?? ''),
    payload: (record.payload ?? {}) as Record<string, unknown>,
  };
}

/**
 * An admin's read of the monitoring records stored since `from`: errors, performance records and
 * events (newest first, at most MONITORING_READ_CAP), and the latest heartbeats of every station.
 */
export async function readMonitoring(
  pb: PocketBase,
  from: Date,
): Promise<{ records: StoredMonitoringRecord[]; heartbeats: StoredMonitoringRecord[]; capped: boolean }> {
  const since = from.toISOString().replace('T', ' ');
  const collection = pb.collection('monitoring');
  const filter = pb.filter('kind != "heartbeat" && created >= {:since}', { since });
  const records: StoredMonitoringRecord[] = [];
  for (let page = 1; records.length < MONITORING_READ_CAP; page += 1) {
    const { items } = await collection.getList(page, PAGE_SIZE, { filter, sort: '-created', skipTotal: true });
    records.push(...items.map(toStored));
    if (items.length < PAGE_SIZE) break;
  }
  const heartbeats = await collection.getList(1, HEARTBEAT_READ_CAP, {
    filter: 'kind = "heartbeat"',
    sort: '-created',
    skipTotal: true,
  });
  return { records, heartbeats: heartbeats.items.map(toStored), capped: records.length >= MONITORING_READ_CAP };
}
