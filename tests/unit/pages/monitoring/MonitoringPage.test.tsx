// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
});
