import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, SIGN_OUT_MARK_KEY, StationAuthStore } from '../../../src/sync/stationAuthStore';
import { MemoryStorage } from '../../support/memoryStorage';

const record = { id: 'abcdefghij12345', collectionId: 'users', collectionName: 'users', email: 'a@example.com' };

function storages() {
  return { persistent: new MemoryStorage(), session: new MemoryStorage() };
}

describe('StationAuthStore and Remember me', () => {
  it('keeps a remembered session in persistent storage only', () => {
    const kept = storages();
    const store = new StationAuthStore(kept);
    store.setRememberMe(true);
    store.save('token-1', record);
    expect(JSON.parse(kept.persistent.getItem(AUTH_STORAGE_KEY) ?? '{}')).toMatchObject({ token: 'token-1' });
    expect(kept.session.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('keeps a session without Remember me in session storage only', () => {
    const kept = storages();
    const store = new StationAuthStore(kept);
    store.setRememberMe(false);
    store.save('token-2', record);
    expect(kept.persistent.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(JSON.parse(kept.session.getItem(AUTH_STORAGE_KEY) ?? '{}')).toMatchObject({ token: 'token-2' });
  });

  it('survives a browser restart with Remember me and not without it', () => {
    const remembered = storages();
    const first = new StationAuthStore(remembered);
    first.setRememberMe(true);
    first.save('kept', record);
    // A restart keeps localStorage and starts with an empty sessionStorage.
    const afterRestart = new StationAuthStore({ persistent: remembered.persistent, session: new MemoryStorage() });
    expect(afterRestart.token).toBe('kept');
    expect(afterRestart.record?.id).toBe(record.id);
    expect(afterRestart.remembers).toBe(true);

    const forgotten = storages();
    const second = new StationAuthStore(forgotten);
    second.save('session-only', record);
    const sameSession = new StationAuthStore(forgotten);
    expect(sameSession.token).toBe('session-only');
    const restarted = new StationAuthStore({ persistent: forgotten.persistent, session: new MemoryStorage() });
    expect(restarted.token).toBe('');
    expect(restarted.record).toBeNull();
  });

  it('moves the session when the next sign-in chooses differently', () => {
    const kept = storages();
    const store = new StationAuthStore(kept);
    store.setRememberMe(true);
    store.save('remembered', record);
    store.setRememberMe(false);
    store.save('not-remembered', record);
    expect(kept.persistent.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(kept.session.getItem(AUTH_STORAGE_KEY)).toContain('not-remembered');
  });

  it('forgets the session everywhere on clear', () => {
    const kept = storages();
    kept.session.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token: 'old', record }));
    const store = new StationAuthStore(kept);
    store.setRememberMe(true);
    store.save('new', record);
    store.clear();
    expect(kept.persistent.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(kept.session.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(store.token).toBe('');
  });

  it('ignores a damaged saved session', () => {
    const kept = storages();
    kept.persistent.setItem(AUTH_STORAGE_KEY, '{not json');
    const store = new StationAuthStore(kept);
    expect(store.token).toBe('');
  });
});

describe('StationAuthStore and sign-outs in other tabs', () => {
  it('does not restore a session saved before a tab signed out, and restores one saved after', () => {
    const shared = new MemoryStorage();
    const away = { persistent: shared, session: new MemoryStorage() };
    const before = new StationAuthStore(away);
    before.save('before', record);

    const other = new StationAuthStore({ persistent: shared, session: new MemoryStorage() });
    other.markSignedOut();
    expect(shared.getItem(SIGN_OUT_MARK_KEY)).not.toBeNull();
    expect(before.endedElsewhere).toBe(true);
    const reopened = new StationAuthStore(away);
    expect(reopened.token).toBe('');
    expect(away.session.getItem(AUTH_STORAGE_KEY)).toBeNull();

    reopened.beginSession();
    reopened.save('after', record);
    expect(reopened.endedElsewhere).toBe(false);
    expect(new StationAuthStore(away).token).toBe('after');
  });

  it('keeps the tokens still to be ended in localStorage until they are', () => {
    const kept = storages();
    const store = new StationAuthStore(kept);
    store.queueTokenToEnd('one');
    store.queueTokenToEnd('two');
    store.queueTokenToEnd('one');
    expect(new StationAuthStore({ persistent: kept.persistent, session: new MemoryStorage() }).tokensToEnd).toEqual([
      'one',
      'two',
    ]);
    store.forgetEndedTokens(['one']);
    expect(store.tokensToEnd).toEqual(['two']);
    store.forgetEndedTokens(['two']);
    expect(kept.persistent.length).toBe(0);
  });
});
