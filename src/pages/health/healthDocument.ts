import type { HealthCheck, HealthStatus } from '../../stores/healthChecks';

/** The worst status of all checks: what a script watching the station alerts on. */
export function overallStatus(checks: readonly HealthCheck[]): HealthStatus {
  for (const status of ['failing', 'warning', 'checking'] as const) {
    if (checks.some((check) => check.status === status)) return status;
  }
  return 'ok';
}

/** The `?format=json` document: the same checks as the table, for scripts (docs/OPERATIONS.md, Health and monitoring). */
export function healthDocument(checks: readonly HealthCheck[], appVersion: string, checkedAt: Date) {
  return {
    status: overallStatus(checks),
    appVersion,
    checkedAt: checkedAt.toISOString(),
    checks: Object.fromEntries(checks.map(({ name, status, detail, since }) => [name, { status, detail, since }])),
  };
}
