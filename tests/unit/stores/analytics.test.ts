import { describe, expect, it } from 'vitest';
import { PAGE_SESSION_ID } from '../../../src/db/errorLog';
import { localDatabase } from '../../../src/db/localDatabase';
import { recordEvent } from '../../../src/stores/analytics';

describe('analytics events', () => {
  it('records an event with its properties, page and session in the station buffer', async () => {
    recordEvent('scan', { ok: false });
    await expect.poll(() => localDatabase().monitoringEvents.count()).toBe(1);
    const [stored] = await localDatabase().monitoringEvents.toArray();
    expect(stored).toMatchObject({ event: 'scan', properties: { ok: false, sessionId: PAGE_SESSION_ID } });
    expect(stored?.id).toMatch(/^[a-z0-9]{15}$/);
  });
});
