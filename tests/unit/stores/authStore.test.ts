import PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { createAuthStore } from '../../../src/stores/authStore';
import { AUTH_STORAGE_KEY, StationAuthStore } from '../../../src/sync/stationAuthStore';
import { MemoryStorage } from '../../support/memoryStorage';

/** Nothing listens on port 1 of loopback: every request fails as it does on a station without network. */
const UNREACHABLE_SERVER = 'http://127.0.0.1:1';

const record = {
  id: 'abcdefghij12345',
  collectionId: 'users',
  collectionName: 'users',
  email: 'packer@example.com',
  role: 'user',
  created: '2026-11-01 10:00:00.000Z',
  lastLoginAt: '',
};

/** Unexpired by its own claims, so that only the server could refuse it. */
const SAVED_TOKEN = `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ id: record.id, exp: 4102444800, type: 'auth' })).toString('base64url')}.c2ln`;

function station(saved?: { where: 'persistent' | 'session' }) {
  const storages = { persistent: new MemoryStorage(), session: new MemoryStorage() };
  if (saved) storages[saved.where].setItem(AUTH_STORAGE_KEY, JSON.stringify({ token: SAVED_TOKEN, record }));
  const pb = new PocketBase(UNREACHABLE_SERVER, new StationAuthStore(storages));
  return { storages, store: createAuthStore({ pb }) };
}

describe('auth store', () => {
  it('starts unknown and signed out', () => {
    const { store } = station();
    expect(store.getState()).toMatchObject({
      user: null,
      isAuthenticated: false,
      authStateLoaded: false,
      loading: false,
      error: null,
    });
  });

  it('restores a remembered session when the server cannot be reached', async () => {
    const { store } = station({ where: 'persistent' });
    await store.getState().initialize();
    const state = store.getState();
    expect(state.authStateLoaded).toBe(true);
    expect(state.isAuthenticated).toBe(true);
    expect(state.user).toEqual({
      id: record.id,
      email: record.email,
      role: 'user',
      created: record.created,
      lastLoginAt: '',
    });
    expect(state.serverSession).toBe('unknown');
  });

  it('restores a same-session sign-in without Remember me', async () => {
    const { store } = station({ where: 'session' });
    await store.getState().initialize();
    expect(store.getState().isAuthenticated).toBe(true);
  });

  it('is loaded and signed out when nothing was saved', async () => {
    const { store } = station();
    await store.getState().initialize();
    expect(store.getState()).toMatchObject({ authStateLoaded: true, isAuthenticated: false, user: null });
  });

  it('reports a failed sign-in with the spec prefix and stays signed out', async () => {
    const { store, storages } = station();
    const ok = await store.getState().signIn('packer@example.com', 'secret-password', true);
    expect(ok).toBe(false);
    expect(store.getState()).toMatchObject({
      isAuthenticated: false,
      loading: false,
      error: 'Sign in failed: The server cannot be reached',
    });
    expect(storages.persistent.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('signs out locally even without a server, forgetting the saved session', async () => {
    const { store, storages } = station({ where: 'persistent' });
    await store.getState().initialize();
    await store.getState().signOut();
    expect(store.getState()).toMatchObject({ isAuthenticated: false, user: null });
    expect(storages.persistent.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('ends the session as soon as the user signs out, marked as theirs, before the server is asked to end the token', async () => {
    const { store } = station({ where: 'persistent' });
    await store.getState().initialize();
    const signingOut = store.getState().signOut();
    expect(store.getState()).toMatchObject({ isAuthenticated: false, signedOutByUser: true });
    await signingOut;

    const other = station({ where: 'persistent' });
    await other.store.getState().initialize();
    other.store.getState().signedOutElsewhere();
    expect(other.store.getState()).toMatchObject({ isAuthenticated: false, signedOutByUser: false });
  });

  it('reports a failed password reset with the spec prefix', async () => {
    const { store } = station();
    await store.getState().resetPassword('packer@example.com');
    expect(store.getState().error).toBe('Password reset failed: The server cannot be reached');
    expect(store.getState().error).not.toContain('sent');
  });

  it('clears the alert text', async () => {
    const { store } = station();
    await store.getState().resetPassword('x@example.com');
    store.getState().clearError();
    expect(store.getState().error).toBeNull();
  });
});
