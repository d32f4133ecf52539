// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeploymentStatusPage } from '../../../../src/pages/deploymentStatus/DeploymentStatusPage';
import { backUpServerNow, readServerDeployment } from '../../../../src/sync/deployment';
import { readMonitoring } from '../../../../src/sync/monitoringQuery';
import { renderInApp } from '../../../support/renderApp';

vi.mock('../../../../src/sync/deployment', () => ({ readServerDeployment: vi.fn(), backUpServerNow: vi.fn() }));
vi.mock('../../../../src/sync/monitoringQuery', () => ({ readMonitoring: vi.fn() }));
vi.mock('../../../../src/sync/pocketbaseClient', () => ({ pocketbase: () => ({}) }));

// vite's `define` makes these at build time; vitest has no define for them.
beforeEach(() => {
  vi.stubGlobal('__APP_VERSION__', '1.1.0');
  vi.stubGlobal('__GIT_COMMIT__', 'abc1234');
  vi.stubGlobal('__BUILD_TIME__', '2025-01-31T10:00:00.000Z');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Deployment status screen', () => {
  it('shows this build, the server, stations on an old build and the backups; backs up on demand', async () => {
    vi.mocked(readServerDeployment).mockResolvedValue({
      pocketbase: '0.40.4',
      migrations: [{ file: '1767225751_daily_backups.js', appliedAt: '2025-01-31T09:00:00.000Z' }],
      backups: [{ key: '@auto_pb_backup_x.zip', size: 1000.5 * 1024 * 1024, modified: '2025-01-31T02:30:00.000Z' }],
      backupSchedule: { cron: '30 2 * * *', keep: 7 },
    });
    vi.mocked(readMonitoring).mockResolvedValue({
      records: [],
      heartbeats: [
        {
          id: 'h1',
          kind: 'heartbeat',
          station: 'office',
          created: '',
          payload: { appVersion: '1.0.0', timestamp: '2025-01-31T10:00:00.000Z' },
        },
      ],
      capped: false,
    });
    vi.mocked(backUpServerNow).mockResolvedValue('manual_20250131.zip');
    renderInApp(<DeploymentStatusPage />, '/deployment-status/');
    // The heading agrees with the top bar's title (src/app/routes.ts).
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Deployment Status');

    const build = await screen.findByRole('table', { name: 'This build and the server' });
    for (const text of ['1.1.0', 'abc1234', '0.40.4', '1767225751_daily_backups.js']) expect(build.textContent).toContain(text);
    expect(screen.getByText(/office \(1\.0\.0\)/)).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Backups' }).textContent).toContain('1,000.5 MB');

    fireEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByText('Backup manual_20250131.zip made.')).toBeTruthy();
    expect(readServerDeployment).toHaveBeenCalledTimes(2);
  });
});
