import { describe, expect, it } from 'vitest';
import { compareVersions, stationVersions } from '../../../src/stores/stationVersions';
import type { StoredMonitoringRecord } from '../../../src/sync/monitoringQuery';

const heartbeat = (station: string, appVersion: string, timestamp: string): StoredMonitoringRecord => ({
  id: `${station}${timestamp}`,
  kind: 'heartbeat',
  station,
  created: timestamp,
  payload: { appVersion, timestamp },
});

describe('stations’ app versions', () => {
  it('compares dotted versions by number', () => {
    expect(compareVersions('1.10.0', '1.9.2')).toBe(1);
    expect(compareVersions('1.2.0', '1.2.0')).toBe(0);
    expect(compareVersions('0.9.0', '1.0.0')).toBe(-1);
  });

  it('takes each station’s latest heartbeat and names those behind the newest build', () => {
    const rows = stationVersions(
      [
        heartbeat('packing-1', '1.0.0', '2025-01-31T09:00:00.000Z'),
        heartbeat('packing-1', '1.1.0', '2025-01-31T10:00:00.000Z'),
        heartbeat('office', '1.0.0', '2025-01-31T10:00:00.000Z'),
      ],
      '1.1.0',
    );
    expect(rows).toEqual([
      { station: 'office', appVersion: '1.0.0', lastSeen: '2025-01-31T10:00:00.000Z', outdated: true },
      { station: 'packing-1', appVersion: '1.1.0', lastSeen: '2025-01-31T10:00:00.000Z', outdated: false },
    ]);
  });
});
