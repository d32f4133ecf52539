import { describe, expect, it } from 'vitest';
import { summarizeMonitoring } from '../../../src/stores/monitoringSummary';
import type { StoredMonitoringRecord } from '../../../src/sync/monitoringQuery';

let count = 0;
function stored(kind: StoredMonitoringRecord['kind'], station: string, payload: Record<string, unknown>): StoredMonitoringRecord {
  count += 1;
  return { id: `r${count}`, kind, station, created: '2025-01-31 12:00:00.000Z', payload };
}

const error = (station: string, message: string, timestamp: string, severity = 'medium') =>
  stored('error', station, {
    message,
    timestamp,
    severity,
    stack: `Error: ${message} at ${timestamp}`,
    sessionId: `s-${station}`,
  });

describe('monitoring summary', () => {
  const records = [
    error('A', 'boom', '2025-01-31T10:00:00.000Z'),
    error('B', 'boom', '2025-01-31T11:00:00.000Z', 'critical'),
    error('A', 'other', '2025-01-31T09:00:00.000Z', 'high'),
    stored('performance', 'A', {
      timestamp: '2025-01-31T10:10:00.000Z',
      pageLoad: 1000,
      vitals: [
        { name: 'LCP', value: 2000, rating: 'good' },
        { name: 'CLS', value: 0.3, rating: 'poor' },
      ],
      sessionId: 's-A',
    }),
    stored('performance', 'B', {
      timestamp: '2025-01-31T10:20:00.000Z',
      pageLoad: 3000,
      vitals: [{ name: 'LCP', value: 5000, rating: 'poor' }],
    }),
    stored('event', 'A', { timestamp: '2025-01-30T08:00:00.000Z', event: 'merge', properties: { pages: 40, seconds: 12.5 } }),
    stored('event', 'A', { timestamp: '2025-01-30T09:00:00.000Z', event: 'merge', properties: { pages: 10, seconds: 3 } }),
    stored('event', 'B', { timestamp: '2025-01-31T09:00:00.000Z', event: 'scan', properties: { ok: true, sessionId: 's-B2' } }),
  ];
  const heartbeats = [
    stored('heartbeat', 'A', { timestamp: '2025-01-31T11:59:00.000Z', pendingChanges: 2, appVersion: '1.1.0' }),
    stored('heartbeat', 'A', { timestamp: '2025-01-31T11:00:00.000Z', pendingChanges: 9, appVersion: '1.0.0' }),
    stored('heartbeat', 'B', { timestamp: '2025-01-31T10:00:00.000Z', pendingChanges: 0, appVersion: '1.0.0' }),
  ];
  const summary = summarizeMonitoring(records, heartbeats, '7d');

  it('totals errors by severity, stations, sessions and events', () => {
    expect(summary.errorsBySeverity).toEqual({ low: 0, medium: 1, high: 1, critical: 1 });
    expect(summary).toMatchObject({ stationsSeen: 2, sessions: 3, events: 3 });
  });

  it('groups errors by message with count, first and last seen, stations and the latest stack', () => {
    expect(summary.errorGroups[0]).toEqual({
      message: 'boom',
      count: 2,
      firstSeen: '2025-01-31T10:00:00.000Z',
      lastSeen: '2025-01-31T11:00:00.000Z',
      stations: ['A', 'B'],
      stack: 'Error: boom at 2025-01-31T11:00:00.000Z',
    });
    expect(summary.errorGroups[1]?.message).toBe('other');
  });

  it('counts web-vitals ratings and averages page load per day', () => {
    expect(summary.vitals.LCP).toEqual([{ bucket: '2025-01-31', good: 1, 'needs-improvement': 0, poor: 1 }]);
    expect(summary.vitals.CLS).toEqual([{ bucket: '2025-01-31', good: 0, 'needs-improvement': 0, poor: 1 }]);
    expect(summary.vitals.INP).toEqual([]);
    expect(summary.pageLoad).toEqual([{ bucket: '2025-01-31', averageMs: 2000 }]);
    expect(summarizeMonitoring(records, [], '24h').pageLoad).toEqual([{ bucket: '2025-01-31T10:00', averageMs: 2000 }]);
  });

  it('adds merges per day with pages and seconds, and each station’s latest heartbeat', () => {
    expect(summary.mergesPerDay).toEqual([{ day: '2025-01-30', merges: 2, pages: 50, seconds: 15.5 }]);
    expect(summary.stations).toEqual([
      { station: 'A', lastSeen: '2025-01-31T11:59:00.000Z', pendingChanges: 2, appVersion: '1.1.0' },
      { station: 'B', lastSeen: '2025-01-31T10:00:00.000Z', pendingChanges: 0, appVersion: '1.0.0' },
    ]);
  });
});
