import { describe, expect, it } from 'vitest';
import { evaluateHealth, withSince, type HealthInputs } from '../../../src/stores/healthChecks';

const NOW = new Date('2025-01-31T10:00:00.000Z');
const GB = 1024 * 1024 * 1024;

const HEALTHY: HealthInputs = {
  online: true,
  server: { reachable: true, latencyMs: 40 },
  session: { signedIn: true, server: 'valid' },
  databaseError: null,
  storage: { persisted: true, usage: GB, quota: 10 * GB },
  serviceWorker: { supported: true, active: true, waiting: false, version: '1.0.0' },
  pending: { count: 0, oldestAt: null },
  refused: 0,
  lastSyncedAt: '2025-01-31T09:59:00.000Z',
  secureContext: { secure: true, httpsAddress: null },
};

function statuses(inputs: HealthInputs) {
  return Object.fromEntries(evaluateHealth(inputs, NOW).map((check) => [check.name, check.status]));
}

describe('health checks', () => {
  it('lists every check of the Health screen, all ok on a healthy station', () => {
    expect(statuses(HEALTHY)).toEqual({
      server: 'ok',
      session: 'ok',
      database: 'ok',
      storage: 'ok',
      serviceWorker: 'ok',
      pendingChanges: 'ok',
      refusedChanges: 'ok',
      lastSync: 'ok',
      secureContext: 'ok',
    });
    expect(evaluateHealth(HEALTHY, NOW)[0]?.detail).toBe('Answered in 40 ms.');
  });

  it('writes the last sync and the waiting changes in Indian formats (docs/SPEC.md §12)', () => {
    const checks = evaluateHealth({ ...HEALTHY, pending: { count: 12_345, oldestAt: '2025-01-31T09:00:00.000Z' } }, NOW);
    const byName = Object.fromEntries(checks.map((check) => [check.name, check.detail]));
    // This test's station is on UTC.
    expect(byName.lastSync).toMatch(/ ago \(31\/01\/2025, 09:59 am\)\.$/i);
    expect(byName.pendingChanges).toMatch(/^12,345, the oldest waiting/);
  });

  it('groups the server answer time, the space left, the refusals and the days since a sync', () => {
    const checks = evaluateHealth(
      {
        ...HEALTHY,
        server: { reachable: true, latencyMs: 1_200 },
        storage: { persisted: true, usage: 0, quota: 20 * GB },
        refused: 1_234,
        pending: { count: 1, oldestAt: '2021-12-01T10:00:00.000Z' },
      },
      NOW,
    );
    const byName = Object.fromEntries(checks.map((check) => [check.name, check.detail]));
    expect(byName.server).toBe('Answered in 1,200 ms.');
    expect(byName.storage).toMatch(/^20,480 MB left/);
    expect(byName.refusedChanges).toMatch(/^1,234: see/);
    expect(byName.pendingChanges).toMatch(/waiting 1,157 days/);
  });

  it('says offline, expired session, failed write, low space, waiting update, old changes and refusals', () => {
    const checks = evaluateHealth(
      {
        ...HEALTHY,
        online: false,
        server: null,
        session: { signedIn: true, server: 'expired' },
        databaseError: 'QuotaExceededError: full',
        storage: { persisted: false, usage: 10 * GB - 1024, quota: 10 * GB },
        serviceWorker: { supported: true, active: true, waiting: true, version: '1.0.0' },
        pending: { count: 3, oldestAt: '2025-01-31T08:00:00.000Z' },
        refused: 2,
        lastSyncedAt: null,
      },
      NOW,
    );
    const byName = Object.fromEntries(checks.map((check) => [check.name, check]));
    expect(byName.server).toMatchObject({ status: 'failing', detail: expect.stringContaining('offline') });
    expect(byName.session?.status).toBe('failing');
    expect(byName.database).toMatchObject({ status: 'failing', detail: 'QuotaExceededError: full' });
    expect(byName.storage?.status).toBe('failing');
    expect(byName.serviceWorker).toMatchObject({ status: 'warning', detail: expect.stringContaining('A new version waits') });
    expect(byName.pendingChanges).toMatchObject({ status: 'warning', detail: '3, the oldest waiting 2 h.' });
    expect(byName.refusedChanges?.status).toBe('warning');
    expect(byName.lastSync).toMatchObject({ status: 'warning', detail: 'Never on this station.' });
  });

  it('fails a station on plain http, naming the https address when the build knows it', () => {
    const secureContext = (reading: HealthInputs['secureContext']) =>
      evaluateHealth({ ...HEALTHY, secureContext: reading }, NOW).find((check) => check.name === 'secureContext');
    expect(secureContext({ secure: false, httpsAddress: 'https://shop.example.com/flipkart-amazon-tools/' })).toMatchObject({
      status: 'failing',
      detail: expect.stringMatching(/turns off offline work.*Open https:\/\/shop\.example\.com\/flipkart-amazon-tools\/\.$/),
    });
    expect(secureContext({ secure: false, httpsAddress: null })?.detail).toContain("Open the server's https address");
  });

  it('keeps since when a check is in its status, and restarts it when the status changes', () => {
    const first = withSince(evaluateHealth(HEALTHY, NOW), {}, NOW);
    expect(first.checks[0]?.since).toBe(NOW.toISOString());
    const later = new Date('2025-01-31T10:05:00.000Z');
    const same = withSince(evaluateHealth(HEALTHY, later), first.memory, later);
    expect(same.checks[0]?.since).toBe(NOW.toISOString());
    const offline = withSince(evaluateHealth({ ...HEALTHY, online: false }, later), same.memory, later);
    expect(offline.checks[0]).toMatchObject({ status: 'failing', since: later.toISOString() });
    expect(offline.checks[1]?.since).toBe(NOW.toISOString());
  });
});
