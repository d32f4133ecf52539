import { BaseAuthStore, type AuthRecord } from 'pocketbase';

export const AUTH_STORAGE_KEY = 'pocketbase_auth';

export interface AuthStorages {
  /** Survives a browser restart: used with 'Remember me'. */
  persistent: Storage;
  /** Ends with the browser session: used without 'Remember me'. */
  session: Storage;
}

interface SavedAuth {
  token: string;
  record: AuthRecord;
}

function readSaved(storage: Storage): SavedAuth | null {
  const raw = storage.getItem(AUTH_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<SavedAuth>;
    return typeof parsed.token === 'string' && parsed.record ? { token: parsed.token, record: parsed.record } : null;
  } catch {
    return null;
  }
}

/**
 * PocketBase's auth store, kept in localStorage with 'Remember me' and in sessionStorage without
 * it. The saved session is restored as is, without asking the server, so that a station that
 * lost the network keeps its signed-in state.
 */
export class StationAuthStore extends BaseAuthStore {
  private rememberMe: boolean;

  constructor(private readonly storages: AuthStorages) {
    super();
    const persistent = readSaved(storages.persistent);
    const saved = persistent ?? readSaved(storages.session);
    this.rememberMe = persistent !== null;
    if (saved) super.save(saved.token, saved.record);
  }

  /** Chooses where the next `save` (the sign-in) keeps the session. */
  setRememberMe(rememberMe: boolean): void {
    this.rememberMe = rememberMe;
  }

  get remembers(): boolean {
    return this.rememberMe;
  }

  save(token: string, record?: AuthRecord): void {
    // The SDK saves whatever an auth request was answered with; a Wi-Fi sign-in page or a proxy's
    // page arrives as `{}`, and must not replace the session (clear() is how a session ends).
    if (!token || !record?.id) return;
    super.save(token, record);
    const [keep, drop] = this.rememberMe
      ? [this.storages.persistent, this.storages.session]
      : [this.storages.session, this.storages.persistent];
    drop.removeItem(AUTH_STORAGE_KEY);
    keep.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token, record: record ?? null }));
  }

  clear(): void {
    super.clear();
    this.storages.persistent.removeItem(AUTH_STORAGE_KEY);
    this.storages.session.removeItem(AUTH_STORAGE_KEY);
  }
}
