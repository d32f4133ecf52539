import { BaseAuthStore, type AuthRecord } from 'pocketbase';
import { newId } from '../domain/ids';

export const AUTH_STORAGE_KEY = 'pocketbase_auth';
/**
 * Changed (in localStorage, which every tab shares) whenever a tab signs out. A tab that was away
 * (frozen in the background, discarded, in the back-forward cache) missed the other tabs' message;
 * its session was saved under an older mark, which is how it learns that it ended.
 */
export const SIGN_OUT_MARK_KEY = 'pocketbase_signed_out';
/** Tokens of sign-outs that could not reach the server yet (stationSession.ts ends them). */
const TOKENS_TO_END_KEY = 'pocketbase_tokens_to_end';

export interface AuthStorages {
  /** Survives a browser restart: used with 'Remember me'. */
  persistent: Storage;
  /** Ends with the browser session: used without 'Remember me'. */
  session: Storage;
}

interface SavedAuth {
  token: string;
  record: AuthRecord;
  /** The sign-out mark when the session began; null before any sign-out. */
  signOutMark: string | null;
  /** The user's author key (src/domain/authorship.ts), once the server gave it. */
  authorKey: string | null;
}

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function readSaved(storage: Storage): SavedAuth | null {
  const raw = storage.getItem(AUTH_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    if (typeof parsed.token !== 'string' || !parsed.record) return null;
    const { token, signOutMark, authorKey } = parsed;
    return {
      token,
      record: parsed.record as AuthRecord,
      signOutMark: textOrNull(signOutMark),
      authorKey: textOrNull(authorKey),
    };
  } catch {
    return null;
  }
}

function readList(storage: Storage, key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * PocketBase's auth store, kept in localStorage with 'Remember me' and in sessionStorage without
 * it. The saved session is restored as is, without asking the server, so that a station that
 * lost the network keeps its signed-in state; but not once a tab has signed out since it began.
 */
export class StationAuthStore extends BaseAuthStore {
  private rememberMe: boolean;
  private signOutMark: string | null;
  private key: string | null = null;

  constructor(private readonly storages: AuthStorages) {
    super();
    const persistent = readSaved(storages.persistent);
    const saved = persistent ?? readSaved(storages.session);
    this.rememberMe = persistent !== null;
    this.signOutMark = this.currentSignOutMark();
    if (saved && saved.signOutMark !== this.signOutMark) {
      storages.persistent.removeItem(AUTH_STORAGE_KEY);
      storages.session.removeItem(AUTH_STORAGE_KEY);
    } else if (saved) {
      this.key = saved.authorKey;
      super.save(saved.token, saved.record);
    }
  }

  private currentSignOutMark(): string | null {
    return this.storages.persistent.getItem(SIGN_OUT_MARK_KEY);
  }

  /** A new session (a sign-in, or one shared by a signed-in tab) begins after every past sign-out. */
  beginSession(): void {
    this.signOutMark = this.currentSignOutMark();
    this.key = null;
  }

  /** Whether a tab signed out since this session began. */
  get endedElsewhere(): boolean {
    return this.signOutMark !== this.currentSignOutMark();
  }

  /** Tells every tab, now or when it wakes, that the sessions they hold have ended. */
  markSignedOut(): void {
    this.storages.persistent.setItem(SIGN_OUT_MARK_KEY, newId());
  }

  get authorKey(): string | null {
    return this.key;
  }

  saveAuthorKey(key: string): void {
    this.key = key;
    if (this.token && this.record) this.save(this.token, this.record);
  }

  /** Kept in localStorage, the one storage every tab and a later visit share. */
  queueTokenToEnd(token: string): void {
    const tokens = readList(this.storages.persistent, TOKENS_TO_END_KEY);
    if (!tokens.includes(token)) this.storages.persistent.setItem(TOKENS_TO_END_KEY, JSON.stringify([...tokens, token]));
  }

  get tokensToEnd(): string[] {
    return readList(this.storages.persistent, TOKENS_TO_END_KEY);
  }

  forgetEndedTokens(ended: readonly string[]): void {
    const left = this.tokensToEnd.filter((token) => !ended.includes(token));
    if (left.length > 0) this.storages.persistent.setItem(TOKENS_TO_END_KEY, JSON.stringify(left));
    else this.storages.persistent.removeItem(TOKENS_TO_END_KEY);
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
    const saved: SavedAuth = { token, record, signOutMark: this.signOutMark, authorKey: this.key };
    keep.setItem(AUTH_STORAGE_KEY, JSON.stringify(saved));
  }

  clear(): void {
    this.key = null;
    super.clear();
    this.storages.persistent.removeItem(AUTH_STORAGE_KEY);
    this.storages.session.removeItem(AUTH_STORAGE_KEY);
  }
}
