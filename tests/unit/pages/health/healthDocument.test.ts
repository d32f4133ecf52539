import { describe, expect, it } from 'vitest';
import { healthDocument } from '../../../../src/pages/health/healthDocument';
import type { HealthCheck } from '../../../../src/stores/healthChecks';

const SINCE = '2025-01-31T10:00:00.000Z';

function check(name: HealthCheck['name'], status: HealthCheck['status']): HealthCheck {
  return { name, label: name, status, detail: `${name} detail`, since: SINCE };
}

describe('health JSON document', () => {
  it('has the worst status and every check by name with status, detail and since', () => {
    const at = new Date('2025-01-31T11:00:00.000Z');
    expect(healthDocument([check('server', 'failing'), check('session', 'warning')], '1.2.3', at)).toEqual({
      status: 'failing',
      appVersion: '1.2.3',
      checkedAt: at.toISOString(),
      checks: {
        server: { status: 'failing', detail: 'server detail', since: SINCE },
        session: { status: 'warning', detail: 'session detail', since: SINCE },
      },
    });
    expect(healthDocument([check('server', 'ok')], '1', at).status).toBe('ok');
  });
});
