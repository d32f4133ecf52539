import type { Severity } from '../domain/records';
import type { StoredMonitoringRecord } from '../sync/monitoringQuery';

export const MONITORING_RANGES = { '1h': 3_600_000, '24h': 86_400_000, '7d': 7 * 86_400_000, '30d': 30 * 86_400_000 } as const;
export type MonitoringRange = keyof typeof MONITORING_RANGES;

interface ErrorGroup {
  message: string;
  count: number;
  firstSeen: string;
  lastSeen: string;
  stations: string[];
  stack: string;
}

interface VitalBucket {
  bucket: string;
  good: number;
  'needs-improvement': number;
  poor: number;
}

interface StationRow {
  station: string;
  lastSeen: string;
  pendingChanges: number;
  appVersion: string;
}

export interface MonitoringSummary {
  errorsBySeverity: Record<Severity, number>;
  stationsSeen: number;
  sessions: number;
  events: number;
  errorGroups: ErrorGroup[];
  vitals: Record<'LCP' | 'INP' | 'CLS', VitalBucket[]>;
  pageLoad: { bucket: string; averageMs: number }[];
  mergesPerDay: { day: string; merges: number; pages: number; seconds: number }[];
  stations: StationRow[];
}

/** When a record happened: the station's timestamp, else when the server stored it. */
function when(record: StoredMonitoringRecord): string {
  const timestamp = record.payload.timestamp;
  return typeof timestamp === 'string' && timestamp !== '' ? timestamp : record.created.replace(' ', 'T');
}

/** Hours for the short ranges, days for the long ones. */
function bucketOf(timestamp: string, range: MonitoringRange): string {
  return range === '1h' || range === '24h' ? `${timestamp.slice(0, 13)}:00` : timestamp.slice(0, 10);
}

function numberOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function groupErrors(errors: readonly StoredMonitoringRecord[]): ErrorGroup[] {
  const groups = new Map<string, ErrorGroup>();
  for (const record of errors) {
    const message = String(record.payload.message ?? '(no message)');
    const at = when(record);
    const group = groups.get(message) ?? { message, count: 0, firstSeen: at, lastSeen: at, stations: [], stack: '' };
    group.count += 1;
    if (at < group.firstSeen) group.firstSeen = at;
    if (at >= group.lastSeen) {
      group.lastSeen = at;
      group.stack = String(record.payload.stack ?? '');
    }
    if (!group.stations.includes(record.station)) group.stations.push(record.station);
    groups.set(message, group);
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || (a.lastSeen < b.lastSeen ? 1 : -1));
}

function vitalBuckets(performance: readonly StoredMonitoringRecord[], range: MonitoringRange): MonitoringSummary['vitals'] {
  const vitals: MonitoringSummary['vitals'] = { LCP: [], INP: [], CLS: [] };
  const index = new Map<string, VitalBucket>();
  for (const record of performance) {
    const bucket = bucketOf(when(record), range);
    const reported = Array.isArray(record.payload.vitals) ? (record.payload.vitals as { name?: string; rating?: string }[]) : [];
    for (const { name, rating } of reported) {
      if (
        (name !== 'LCP' && name !== 'INP' && name !== 'CLS') ||
        (rating !== 'good' && rating !== 'needs-improvement' && rating !== 'poor')
      ) {
        continue;
      }
      const key = `${name}|${bucket}`;
      let row = index.get(key);
      if (!row) {
        row = { bucket, good: 0, 'needs-improvement': 0, poor: 0 };
        index.set(key, row);
        vitals[name].push(row);
      }
      row[rating] += 1;
    }
  }
  for (const rows of Object.values(vitals)) rows.sort((a, b) => (a.bucket < b.bucket ? -1 : 1));
  return vitals;
}

function pageLoads(performance: readonly StoredMonitoringRecord[], range: MonitoringRange): MonitoringSummary['pageLoad'] {
  const sums = new Map<string, { total: number; count: number }>();
  for (const record of performance) {
    const bucket = bucketOf(when(record), range);
    const sum = sums.get(bucket) ?? { total: 0, count: 0 };
    sum.total += numberOf(record.payload.pageLoad);
    sum.count += 1;
    sums.set(bucket, sum);
  }
  return [...sums.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([bucket, { total, count }]) => ({ bucket, averageMs: Math.round(total / count) }));
}

function mergesPerDay(events: readonly StoredMonitoringRecord[]): MonitoringSummary['mergesPerDay'] {
  const days = new Map<string, { day: string; merges: number; pages: number; seconds: number }>();
  for (const record of events) {
    if (record.payload.event !== 'merge') continue;
    const day = when(record).slice(0, 10);
    const row = days.get(day) ?? { day, merges: 0, pages: 0, seconds: 0 };
    const properties = (record.payload.properties ?? {}) as Record<string, unknown>;
    row.merges += 1;
    row.pages += numberOf(properties.pages);
    row.seconds += numberOf(properties.seconds);
    days.set(day, row);
  }
  return [...days.values()].sort((a, b) => (a.day < b.day ? -1 : 1));
}

/** The latest heartbeat of each station, most recently seen first. */
function stationRows(heartbeats: readonly StoredMonitoringRecord[]): StationRow[] {
  const latest = new Map<string, StationRow>();
  for (const record of heartbeats) {
    const lastSeen = when(record);
    const known = latest.get(record.station);
    if (known && known.lastSeen >= lastSeen) continue;
    latest.set(record.station, {
      station: record.station,
      lastSeen,
      pendingChanges: numberOf(record.payload.pendingChanges),
      appVersion: String(record.payload.appVersion ?? ''),
    });
  }
  return [...latest.values()].sort((a, b) => (a.lastSeen < b.lastSeen ? 1 : -1));
}

/** The Monitoring screen's figures (docs/SPEC.md §16) from the records an admin read for a range. */
export function summarizeMonitoring(
  records: readonly StoredMonitoringRecord[],
  heartbeats: readonly StoredMonitoringRecord[],
  range: MonitoringRange,
): MonitoringSummary {
  const errors = records.filter((record) => record.kind === 'error');
  const performance = records.filter((record) => record.kind === 'performance');
  const events = records.filter((record) => record.kind === 'event');
  const errorsBySeverity: Record<Severity, number> = { low: 0, medium: 0, high: 0, critical: 0 };
  for (const record of errors) {
    const severity = record.payload.severity as Severity;
    if (severity in errorsBySeverity) errorsBySeverity[severity] += 1;
  }
  const sessions = new Set<string>();
  for (const record of records) {
    const properties = (record.payload.properties ?? {}) as Record<string, unknown>;
    const session = record.payload.sessionId ?? properties.sessionId;
    if (typeof session === 'string' && session !== '') sessions.add(session);
  }
  return {
    errorsBySeverity,
    stationsSeen: new Set(records.map((record) => record.station).filter(Boolean)).size,
    sessions: sessions.size,
    events: events.length,
    errorGroups: groupErrors(errors),
    vitals: vitalBuckets(performance, range),
    pageLoad: pageLoads(performance, range),
    mergesPerDay: mergesPerDay(events),
    stations: stationRows(heartbeats),
  };
}
