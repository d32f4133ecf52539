import type { StoredMonitoringRecord } from '../sync/monitoringQuery';

export interface StationVersion {
  station: string;
  appVersion: string;
  lastSeen: string;
  /** Its build is older than the newest one any station (or this page) runs. */
  outdated: boolean;
}

/** Numeric comparison of dotted versions ('1.10.0' after '1.9.2'); other text compares as text. */
export function compareVersions(a: string, b: string): number {
  const left = a.split(/[.-]/);
  const right = b.split(/[.-]/);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const [x = '', y = ''] = [left[index], right[index]];
    const [nx, ny] = [Number(x), Number(y)];
    const order = Number.isInteger(nx) && Number.isInteger(ny) && x !== '' && y !== '' ? nx - ny : x.localeCompare(y);
    if (order !== 0) return Math.sign(order);
  }
  return 0;
}

/** Each station's app version from its latest heartbeat; those behind the newest build are outdated. */
export function stationVersions(heartbeats: readonly StoredMonitoringRecord[], thisBuild: string): StationVersion[] {
  const latest = new Map<string, StationVersion>();
  for (const record of heartbeats) {
    const lastSeen = String(record.payload.timestamp ?? record.created);
    const known = latest.get(record.station);
    if (known && known.lastSeen >= lastSeen) continue;
    latest.set(record.station, {
      station: record.station,
      appVersion: String(record.payload.appVersion ?? ''),
      lastSeen,
      outdated: false,
    });
  }
  const rows = [...latest.values()];
  const newest = rows.reduce((best, row) => (compareVersions(row.appVersion, best) > 0 ? row.appVersion : best), thisBuild);
  return rows
    .map((row) => ({ ...row, outdated: compareVersions(row.appVersion, newest) < 0 }))
    .sort((a, b) => Number(b.outdated) - Number(a.outdated) || a.station.localeCompare(b.station));
}
