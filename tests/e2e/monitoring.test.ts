import { describe, expect, it } from 'vitest';
import { expectHeaderTitle, signIn, waitForServiceWorker } from './support/pages';
import { e2eSession } from './support/session';
import { accessibilityViolations } from './support/axe';
import { readTable } from './support/stationDb';
import { MONITORING_FLUSH_INTERVAL_MS } from '../../src/stores/monitoringScheduler';

const session = e2eSession();
const page = () => session.page;
const url = (path: string) => new URL(path.replace(/^\//, ''), session.stack.appUrl).toString();

/** axe (WCAG 2.1 AA) in light, then dark after a reload (`ready` waits for the screen's data), back to light. */
async function expectAccessibleInBothSchemes(ready: () => Promise<void>, where: string): Promise<void> {
  for (const scheme of ['light', 'dark', 'light'] as const) {
    await page().evaluate((value) => localStorage.setItem('theme', value), scheme);
    await page().reload();
    await ready();
    await page().locator('main .mantine-Loader').waitFor({ state: 'detached' });
    expect.soft(await accessibilityViolations(page()), `${where} (${scheme})`).toEqual([]);
  }
}

/** Monitoring end to end (docs/SPEC.md §16): a station's error reaches the server with the monitoring flush; the health page tells offline. */
describe('Monitoring and health in Chromium', () => {
  it('shows an error thrown on a screen on /monitoring/ after the flush', async () => {
    await page().goto(url('/login'));
    await signIn(page(), session.stack.user.email, session.stack.user.password);
    await expectHeaderTitle(page(), 'Dashboard');
    const message = `E2E monitoring check ${Date.now()}`;
    // An uncaught error of the screen: the global handler records it (severity high).
    await page().evaluate(
      (text) =>
        setTimeout(() => {
          throw new Error(text);
        }),
      message,
    );

    // Recorded on the station before the page is left (a navigation would cut the write short).
    await expect
      .poll(async () => (await readTable<{ message: string }>(page(), 'monitoringErrors')).some((row) => row.message === message))
      .toBe(true);
    // From here the page's clock runs on, and the test moves it past the flush instead of waiting
    // for it. Not before: a fake clock would catch the error thrown from a timer above.
    await page().clock.install();
    await page().goto(url('/monitoring/'));
    await expectHeaderTitle(page(), 'Monitoring Dashboard');
    // The flush runs every 30 seconds (and on page close, which a navigation may cut short).
    await page().clock.fastForward(MONITORING_FLUSH_INTERVAL_MS);
    const errors = page().getByRole('table', { name: 'Errors by message' });
    const row = errors.getByRole('row', { name: new RegExp(message) });
    await expect
      .poll(
        async () => {
          await page().getByRole('button', { name: 'Refresh' }).click();
          await errors.or(page().getByText('No errors in this range.')).waitFor();
          return row.count();
        },
        { timeout: 75_000, interval: 1_000 },
      )
      .toBe(1);
    expect(await row.getByRole('cell').nth(1).textContent()).toBe('1');
    await expect.poll(() => page().getByRole('table', { name: 'Stations' }).locator('tbody tr').count()).toBeGreaterThan(0);
    await expectAccessibleInBothSchemes(() => errors.waitFor(), 'monitoring with an error');

    await page().goto(url('/deployment-status/'));
    await page().getByRole('table', { name: 'Backups' }).or(page().getByText('No backups yet.')).waitFor();
    await page().getByRole('button', { name: 'Back up now' }).click();
    await page()
      .getByRole('status')
      .getByText(/Backup manual_\d+\.zip made\./)
      .waitFor({ timeout: 30_000 });
    await page().getByRole('table', { name: 'Backups' }).waitFor();
    await expectAccessibleInBothSchemes(
      () => page().getByRole('table', { name: 'Backups' }).waitFor(),
      'deployment status with a backup',
    );
  });

  it('says on /health/ that the station is offline, and in the JSON form too', async () => {
    await page().goto(url('/health/'));
    await waitForServiceWorker(page());
    await page()
      .getByRole('row', { name: /Server reachable/ })
      .getByText('OK')
      .waitFor({ timeout: 20_000 });
    expect.soft(await accessibilityViolations(page()), 'health online').toEqual([]);

    await session.station.context.setOffline(true);
    try {
      const server = page().getByRole('row', { name: /Server reachable/ });
      await server.getByText('Failing').waitFor({ timeout: 20_000 });
      expect(await server.textContent()).toContain('This device is offline');

      await page().goto(url('/health/?format=json'));
      const json = page().getByTestId('health-json');
      await expect.poll(async () => (await json.textContent()) ?? '').toContain('"server"');
      const document = JSON.parse((await json.textContent()) ?? '{}') as {
        status: string;
        checks: { server: { status: string } };
      };
      expect(document.checks.server.status).toBe('failing');
      expect(document.status).toBe('failing');
    } finally {
      await session.station.context.setOffline(false);
    }
  });
});
