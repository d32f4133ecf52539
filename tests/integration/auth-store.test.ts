import PocketBase from 'pocketbase';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser, freePort } from '../../pocketbase/scripts/server';
import { loginAlertKind } from '../../src/domain/loginAlert';
import { createAuthStore } from '../../src/stores/authStore';
import { AUTH_STORAGE_KEY, StationAuthStore } from '../../src/sync/stationAuthStore';
import { MemoryStorage } from '../support/memoryStorage';
import { newClient, superuserClient } from '../support/pocketbase';
import { serverForTests } from '../support/serverForTests';
import { PORTAL_FAULTS, startPortalProxy, type PortalProxy } from '../support/portalProxy';

const server = serverForTests();
let proxy: PortalProxy;
const email = 'station@example.com';
const password = 'packing-station-7';

beforeAll(async () => {
  proxy = await startPortalProxy(server.url);
  await createUser(server.dataDir, email, password);
});

afterEach(() => proxy.setFault(null));

afterAll(async () => {
  await proxy?.close();
});

function station(storages = { persistent: new MemoryStorage(), session: new MemoryStorage() }, url = server.url) {
  const pb = new PocketBase(url, new StationAuthStore(storages));
  pb.autoCancellation(false);
  return { pb, storages, store: createAuthStore({ pb }) };
}

describe('auth store against the real PocketBase', () => {
  it('signs in, remembers the session, and stamps lastLoginAt', async () => {
    const { store, storages } = station();
    const before = Date.now();
    expect(await store.getState().signIn(email, password, true)).toBe(true);
    const { user, isAuthenticated, serverSession, error } = store.getState();
    expect(isAuthenticated).toBe(true);
    expect(serverSession).toBe('valid');
    expect(error).toBeNull();
    expect(user).toMatchObject({ email, role: 'user' });
    expect(storages.persistent.getItem(AUTH_STORAGE_KEY)).toContain(email);

    const admin = newClient(server.url);
    await admin.collection('users').authWithPassword(email, password);
    await expect
      .poll(async () => Date.parse(String((await admin.collection('users').getOne(user!.id)).lastLoginAt)), {
        timeout: 10_000,
      })
      .toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses a wrong password with the spec prefix', async () => {
    const { store } = station();
    expect(await store.getState().signIn(email, 'not-the-password', false)).toBe(false);
    expect(store.getState().error).toMatch(/^Sign in failed: /);
    expect(store.getState().isAuthenticated).toBe(false);
  });

  it('confirms a restored session with the server', async () => {
    const first = station();
    await first.store.getState().signIn(email, password, true);
    const restarted = station({ persistent: first.storages.persistent, session: new MemoryStorage() });
    await restarted.store.getState().initialize();
    expect(restarted.store.getState()).toMatchObject({ isAuthenticated: true, serverSession: 'valid' });
  });

  it('keeps working locally but marks a forged session as expired, and drops it from storage on the 401', async () => {
    const storages = { persistent: new MemoryStorage(), session: new MemoryStorage() };
    const record = { id: 'abcdefghij12345', collectionId: 'users', collectionName: 'users', email };
    // Well formed and unexpired, so that the station asks the server, which refuses the signature.
    const payload = Buffer.from(JSON.stringify({ id: record.id, exp: 4102444800, type: 'auth' })).toString('base64url');
    const token = `eyJhbGciOiJIUzI1NiJ9.${payload}.Zm9yZ2Vk`;
    storages.persistent.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token, record }));
    const { store } = station(storages);
    await store.getState().initialize();
    expect(store.getState()).toMatchObject({ isAuthenticated: true, serverSession: 'expired' });
    expect(storages.persistent.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it.each(PORTAL_FAULTS)(
    'keeps the saved session when the refresh on page load meets a network fault (%s), and confirms it once the network is honest',
    async (fault) => {
      const first = station(undefined, proxy.url);
      expect(await first.store.getState().signIn(email, password, true)).toBe(true);
      const saved = first.storages.persistent.getItem(AUTH_STORAGE_KEY);
      expect(saved).toContain('"token":"');

      proxy.setFault(fault);
      const reloaded = station({ persistent: first.storages.persistent, session: new MemoryStorage() }, proxy.url);
      await reloaded.store.getState().initialize();
      expect(reloaded.store.getState()).toMatchObject({ isAuthenticated: true, serverSession: 'unknown', user: { email } });
      expect(reloaded.storages.persistent.getItem(AUTH_STORAGE_KEY)).toBe(saved);
      expect(reloaded.pb.authStore.isValid).toBe(true);

      // The page after that one, still behind the portal, finds the session too.
      const again = station({ persistent: first.storages.persistent, session: new MemoryStorage() }, proxy.url);
      await again.store.getState().initialize();
      expect(again.store.getState()).toMatchObject({ isAuthenticated: true, user: { email } });

      proxy.setFault(null);
      const honest = station({ persistent: first.storages.persistent, session: new MemoryStorage() }, proxy.url);
      await honest.store.getState().initialize();
      expect(honest.store.getState()).toMatchObject({ isAuthenticated: true, serverSession: 'valid', user: { email } });
    },
  );

  it("refuses a sign-in answered by a portal's page and keeps the session saved before", async () => {
    const first = station(undefined, proxy.url);
    expect(await first.store.getState().signIn(email, password, true)).toBe(true);
    const saved = first.storages.persistent.getItem(AUTH_STORAGE_KEY);

    proxy.setFault('portal');
    const { store, storages } = station({ persistent: first.storages.persistent, session: new MemoryStorage() }, proxy.url);
    expect(await store.getState().signIn(email, password, true)).toBe(false);
    expect(store.getState()).toMatchObject({ isAuthenticated: false, user: null });
    expect(store.getState().error).toMatch(/^Sign in failed: /);
    expect(storages.persistent.getItem(AUTH_STORAGE_KEY)).toBe(saved);
  });

  it('says the reset email could not go out while the server has no mail settings, for any address', async () => {
    for (const address of [email, 'nobody@example.com']) {
      const { store } = station();
      await store.getState().resetPassword(address);
      const message = store.getState().error ?? '';
      expect(message).toBe(
        'Password reset failed: the reset email could not go out because the server has no mail settings. An admin must set up mail (SMTP) in the server settings.',
      );
      expect(loginAlertKind(message)).toBe('error');
    }
  });

  it("does not say the reset email went out when a portal's page answered", async () => {
    proxy.setFault('portal');
    try {
      const { store } = station(undefined, proxy.url);
      await store.getState().resetPassword(email);
      const message = store.getState().error ?? '';
      expect(message).toMatch(/^Password reset failed: The server could not be reached properly/);
      expect(loginAlertKind(message)).toBe('error');
      expect(proxy.faulted.some((request) => request.includes('request-password-reset'))).toBe(true);
    } finally {
      proxy.setFault(null);
    }
  });

  it('stores the reset confirmation once mail is set up', async () => {
    const admin = await superuserClient(server);
    await admin.settings.update({ smtp: { enabled: true, host: '127.0.0.1', port: await freePort() } });
    const { store } = station();
    await store.getState().resetPassword(email);
    expect(store.getState().error).toBe('Password reset email sent');
  });
});
