import PocketBase from 'pocketbase';
import { afterEach, describe, expect, it } from 'vitest';
import { createAuthStore } from '../../../src/stores/authStore';
import { AUTH_STORAGE_KEY, StationAuthStore } from '../../../src/sync/stationAuthStore';
import { tabSessionSharing, type SharedSession, type TabSessionSharing } from '../../../src/sync/tabSession';
import { MemoryStorage } from '../../support/memoryStorage';

/** Nothing listens on port 1 of loopback: the station is offline. */
const OFFLINE_SERVER = 'http://127.0.0.1:1';

const record = {
  id: 'abcdefghij12345',
  collectionId: 'users',
  collectionName: 'users',
  email: 'packer@example.com',
  role: 'user',
  created: '2026-11-01 10:00:00.000Z',
  lastLoginAt: '',
};
const token = `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ id: record.id, exp: 4102444800, type: 'auth' })).toString('base64url')}.c2ln`;
const session: SharedSession = { token, record };

let channel = 0;
const stops: (() => void)[] = [];

/** Two tabs of one browser session: each has its own channel object on one channel name. */
function tabs(timeoutMs = 200): [TabSessionSharing, TabSessionSharing] {
  channel += 1;
  const name = `station-session-test-${channel}`;
  return [tabSessionSharing({ channelName: name, timeoutMs })!, tabSessionSharing({ channelName: name, timeoutMs })!];
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('sharing the session between tabs', () => {
  it('gives a new tab the session of a signed-in tab that answers', async () => {
    const [signedIn, opened] = tabs();
    stops.push(signedIn.answer(() => session));
    expect(await opened.ask()).toEqual(session);
  });

  it('answers nothing when no tab is signed in, once the wait is over', async () => {
    const [signedOut, opened] = tabs(50);
    stops.push(signedOut.answer(() => null));
    const started = Date.now();
    expect(await opened.ask()).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('stops answering once stopped', async () => {
    const [signedIn, opened] = tabs(50);
    signedIn.answer(() => session)();
    expect(await opened.ask()).toBeNull();
  });

  it('takes only an answer to its own question, in the right shape', async () => {
    channel += 1;
    const name = `station-session-test-${channel}`;
    const opened = tabSessionSharing({ channelName: name, timeoutMs: 100 })!;
    const stranger = new BroadcastChannel(name);
    stranger.onmessage = (event: MessageEvent<{ nonce?: string }>) => {
      // An answer to another question, and answers of the wrong shape, are ignored.
      stranger.postMessage({ kind: 'session', nonce: 'not-the-question', token, record });
      stranger.postMessage({ kind: 'session', nonce: event.data.nonce, token: '', record });
      stranger.postMessage({ kind: 'session', nonce: event.data.nonce, token, record: {} });
      stranger.postMessage({ kind: 'session', nonce: event.data.nonce, token: 42, record });
    };
    try {
      expect(await opened.ask()).toBeNull();
    } finally {
      stranger.close();
    }
  });

  it('signs a new tab in offline without Remember me, keeping the session out of persistent storage', async () => {
    const [first, second] = tabs();
    const firstStorages = { persistent: new MemoryStorage(), session: new MemoryStorage() };
    const firstPb = new PocketBase(OFFLINE_SERVER, new StationAuthStore(firstStorages));
    const firstTab = createAuthStore({ pb: firstPb, otherTabs: first });
    firstPb.authStore.save(token, record);
    stops.push(first.answer(() => ({ token: firstPb.authStore.token, record: firstPb.authStore.record! })));
    await firstTab.getState().initialize();
    expect(firstTab.getState().isAuthenticated).toBe(true);

    const secondStorages = { persistent: new MemoryStorage(), session: new MemoryStorage() };
    const secondTab = createAuthStore({
      pb: new PocketBase(OFFLINE_SERVER, new StationAuthStore(secondStorages)),
      otherTabs: second,
    });
    await secondTab.getState().initialize();

    expect(secondTab.getState()).toMatchObject({
      isAuthenticated: true,
      authStateLoaded: true,
      serverSession: 'unknown',
      user: { id: record.id, email: record.email },
    });
    expect(secondStorages.persistent.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(JSON.parse(secondStorages.session.getItem(AUTH_STORAGE_KEY) ?? '{}')).toMatchObject({ token });
  });

  it('leaves a new tab signed out when no other tab is signed in', async () => {
    const [, second] = tabs(50);
    const secondTab = createAuthStore({
      pb: new PocketBase(OFFLINE_SERVER, new StationAuthStore({ persistent: new MemoryStorage(), session: new MemoryStorage() })),
      otherTabs: second,
    });
    await secondTab.getState().initialize();
    expect(secondTab.getState()).toMatchObject({ isAuthenticated: false, authStateLoaded: true, user: null });
  });

  it('signs the other tabs out when one signs out, and a sign-out message signs nobody in', async () => {
    const [first, second] = tabs();
    const tab = () => {
      const storages = { persistent: new MemoryStorage(), session: new MemoryStorage() };
      const pb = new PocketBase(OFFLINE_SERVER, new StationAuthStore(storages));
      pb.authStore.save(token, record);
      return { storages, pb };
    };
    const [one, two] = [tab(), tab()];
    const firstTab = createAuthStore({ pb: one.pb, otherTabs: first });
    const secondTab = createAuthStore({ pb: two.pb, otherTabs: second });
    await Promise.all([firstTab.getState().initialize(), secondTab.getState().initialize()]);
    const signedOut = new Promise<void>((resolve) => {
      stops.push(
        second.onSignedOut(() => {
          secondTab.getState().signedOutElsewhere();
          resolve();
        }),
      );
    });

    await firstTab.getState().signOut();
    await signedOut;

    expect(secondTab.getState()).toMatchObject({ isAuthenticated: false, user: null });
    expect(two.pb.authStore.token).toBe('');
    expect(two.storages.session.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });
});
