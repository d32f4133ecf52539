// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bucketLabel } from '../../../../src/pages/monitoring/MonitoringCharts';
import { MonitoringPage } from '../../../../src/pages/monitoring/MonitoringPage';
import { readMonitoring, type StoredMonitoringRecord } from '../../../../src/sync/monitoringQuery';
import { renderInApp } from '../../../support/renderApp';

vi.mock('../../../../src/sync/monitoringQuery', () => ({ readMonitoring: vi.fn() }));
vi.mock('../../../../src/sync/pocketbaseClient', () => ({ pocketbase: () => ({}) }));

afterEach(cleanup);

const now = new Date().toISOString();
const record = (kind: StoredMonitoringRecord['kind'], payload: Record<string, unknown>): StoredMonitoringRecord => ({
  id: `${kind}${Math.random()}`,
  kind,
  station: 'packing-1',
  created: now,
  payload: { timestamp: now, ...payload },
});

describe('Monitoring screen', () => {
  it('shows totals, errors by message and stations for the chosen range', async () => {
    vi.mocked(readMonitoring).mockResolvedValue({
      records: [record('error', { message: 'Cannot read properties of undefined', severity: 'critical', stack: 'at x' })],
      heartbeats: [record('heartbeat', { pendingChanges: 4, appVersion: '1.0.0' })],
      capped: false,
    });
    renderInApp(<MonitoringPage />, '/monitoring/');
    expect(await screen.findByText('Cannot read properties of undefined')).toBeTruthy();
    // The heading agrees with the top bar's title (src/app/routes.ts).
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Monitoring Dashboard');

    expect(screen.getByRole('table', { name: 'Stations' }).textContent).toContain('packing-1');
    expect(screen.getByText('1 / 0 / 0 / 0')).toBeTruthy();

    fireEvent.click(screen.getByText('7 d'));
    await vi.waitFor(() => expect(readMonitoring).toHaveBeenCalledTimes(2));
    const from = vi.mocked(readMonitoring).mock.calls[1]?.[1] as Date;
    expect(Date.now() - from.getTime()).toBeGreaterThanOrEqual(7 * 86_400_000);
  });

  it('writes days, times and counts in Indian formats (docs/SPEC.md §12)', async () => {
    const merge = (timestamp: string, pages: number) =>
      record('event', { event: 'merge', timestamp, properties: { pages, seconds: 1234.4 } });
    vi.mocked(readMonitoring).mockResolvedValue({
      records: [merge('2026-11-27T10:00:00.000Z', 123_456), merge('2026-11-27T11:00:00.000Z', 1)],
      heartbeats: [record('heartbeat', { pendingChanges: 12_345, appVersion: '1.0.0' })],
      capped: false,
    });
    renderInApp(<MonitoringPage />, '/monitoring/');
    const merges = await screen.findByRole('table', { name: 'Merges per day' });
    const cells = [...merges.querySelectorAll('tbody td')].map((cell) => cell.textContent);
    expect(cells).toEqual(['27/11/2026', '2', '1,23,457', '2,469']);
    expect(screen.getByRole('table', { name: 'Stations' }).textContent).toContain('12,345');
    expect(screen.getByText('2', { selector: 'p' })).toBeTruthy();
  });

  it("names the charts' days and hours as the station reads them", () => {
    expect(bucketLabel('2026-11-27')).toBe('27/11/2026');
    // Hours are UTC buckets; this test's station is on UTC.
    expect(bucketLabel('2026-11-27T14:00')).toMatch(/^27\/11\/2026, 02:00 pm$/i);
  });
});
