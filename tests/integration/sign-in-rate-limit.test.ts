import PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../pocketbase/scripts/server';
import { loginAlertKind } from '../../src/domain/loginAlert';
import { createAuthStore } from '../../src/stores/authStore';
import { StationAuthStore } from '../../src/sync/stationAuthStore';
import { MemoryStorage } from '../support/memoryStorage';
import { serverForTests } from '../support/serverForTests';

const server = serverForTests();

describe('sign-in against the real rate limit', () => {
  it('tells the user to wait a minute once the server turns sign-ins away', async () => {
    await createUser(server.dataDir, 'packer@example.com', 'packing-station-7');
    const pb = new PocketBase(
      server.url,
      new StationAuthStore({ persistent: new MemoryStorage(), session: new MemoryStorage() }),
    );
    pb.autoCancellation(false);
    const store = createAuthStore({ pb });
    let error: string | null = null;
    for (let attempt = 0; attempt < 30 && !/wait a minute/i.test(error ?? ''); attempt++) {
      await store.getState().signIn('packer@example.com', 'not-the-password', false);
      error = store.getState().error;
    }
    expect(error).toBe('Sign in failed: Too many attempts. Wait a minute, then try again.');
    expect(loginAlertKind(error!)).toBe('error');
  });
});
