import type PocketBase from 'pocketbase';
import { ClientResponseError } from 'pocketbase';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { prefixedMessage } from '../domain/errors';
import type { UserRecord } from '../domain/records';
import { stationAuthStore } from '../sync/pocketbaseClient';
import { authAnswer, expectNoContent, isPocketBaseError, NotPocketBaseAnswer } from '../sync/serverAnswers';
import { AuthExpiredError, confirmToken } from '../sync/session';
import { endSignedOutTokens, fetchAuthorKey } from '../sync/stationSession';
import type { TabSessionSharing } from '../sync/tabSession';
import { toUserRecord, updateLastLogin, USERS_COLLECTION } from '../sync/users';

export const PASSWORD_RESET_SENT = 'Password reset email sent';
const SERVER_NOT_REACHED =
  'The server could not be reached properly: something on the network (a Wi-Fi sign-in page or a proxy) answered in its place';
/** Kept free of the word 'sent': the login alert would style it as a success (docs/SPEC.md §2). */
export const PASSWORD_RESET_NO_MAIL =
  'Password reset failed: the reset email could not go out because the server has no mail settings. An admin must set up mail (SMTP) in the server settings.';

/**
 * Whether the server accepted the saved token: 'unknown' until it was asked (or while it cannot be
 * reached), 'expired' when it refused it; sync waits for 'valid'.
 */
type ServerSession = 'unknown' | 'valid' | 'expired';

export interface AuthState {
  user: UserRecord | null;
  isAuthenticated: boolean;
  authStateLoaded: boolean;
  loading: boolean;
  /** The login alert's text; also carries the reset confirmation, as the specification has it. */
  error: string | null;
  serverSession: ServerSession;
  /** The signed-in user's author key, which signs the changes queued (src/domain/authorship.ts). */
  authorKey: string | null;
  /**
   * The user signed out in this tab: the next to sign in starts on the Dashboard, not on the screen
   * the last one left (the sign-in guard remembers a screen only for a session that ended by itself).
   */
  signedOutByUser: boolean;
  initialize: () => Promise<void>;
  signIn: (email: string, password: string, rememberMe: boolean) => Promise<boolean>;
  signOut: () => Promise<void>;
  /**
   * Another tab signed out: this one forgets the session too, without telling the others again.
   * Its token is ended too (a no-op when it is the same user's, already ended).
   */
  signedOutElsewhere: () => void;
  resetPassword: (email: string) => Promise<void>;
  clearError: () => void;
}

function describe(error: unknown): unknown {
  // The server's rate limit (pb_migrations/*rate_limits*) allows 20 sign-ins a minute from one address.
  if (error instanceof ClientResponseError && error.status === 429) {
    return new Error('Too many attempts. Wait a minute, then try again.');
  }
  if (error instanceof ClientResponseError && error.status === 0) {
    return new Error('The server cannot be reached');
  }
  if (error instanceof NotPocketBaseAnswer || (error instanceof ClientResponseError && !isPocketBaseError(error.response))) {
    return new Error(SERVER_NOT_REACHED);
  }
  return error;
}

/** PocketBase itself answers 204 without mail settings; pocketbase/pb_hooks/password_reset_mail.pb.js refuses instead. */
function isMailNotConfigured(error: unknown): boolean {
  return error instanceof ClientResponseError && error.response?.data?.mail?.code === 'mail_not_configured';
}

interface AuthStoreOptions {
  pb: PocketBase;
  /** Called with the signed-in user, e.g. to keep a local copy of the record. */
  onUser?: (user: UserRecord) => Promise<void> | void;
  /** Asked for the session when this tab has none saved (a new tab without 'Remember me'). */
  otherTabs?: TabSessionSharing | null;
}

export function createAuthStore({ pb, onUser, otherTabs }: AuthStoreOptions): StoreApi<AuthState> {
  const authStore = stationAuthStore(pb);

  const store = createStore<AuthState>()((set, get) => ({
    user: null,
    isAuthenticated: false,
    authStateLoaded: false,
    loading: false,
    error: null,
    serverSession: 'unknown',
    signedOutByUser: false,
    authorKey: null,

    async initialize() {
      void endSignedOutTokens(pb, authStore);
      if (!authStore.token || !authStore.record) {
        const shared = await otherTabs?.ask();
        if (shared) {
          // Kept in this tab's sessionStorage only: a remembered session would have been found saved.
          authStore.setRememberMe(false);
          authStore.beginSession();
          authStore.save(shared.token, shared.record);
          if (shared.authorKey) authStore.saveAuthorKey(shared.authorKey);
        }
      }
      const record = authStore.record;
      if (!authStore.token || !record) {
        set({ user: null, isAuthenticated: false, authStateLoaded: true });
        return;
      }
      // The saved session counts at once: a station without network keeps working on local data.
      set({ user: toUserRecord(record), isAuthenticated: true, authStateLoaded: true, authorKey: authStore.authorKey });
      try {
        const user = toUserRecord(await confirmToken(pb));
        set({ user, serverSession: 'valid' });
        if (get().authorKey === null) await keepAuthorKey();
        await onUser?.(user);
      } catch (error) {
        // Anything but PocketBase's refusal (no network, a Wi-Fi sign-in page) leaves it unknown.
        if (error instanceof AuthExpiredError) set({ serverSession: 'expired' });
      }
    },

    async signIn(email, password, rememberMe) {
      set({ loading: true, error: null, authorKey: null });
      void endSignedOutTokens(pb, authStore);
      authStore.setRememberMe(rememberMe);
      authStore.beginSession();
      try {
        // authAnswer refuses a portal's page, which the SDK would take as a sign-in without a user.
        const result = authAnswer(await pb.collection(USERS_COLLECTION).authWithPassword(email, password));
        const user = toUserRecord(result.record);
        set({
          user,
          isAuthenticated: true,
          loading: false,
          serverSession: 'valid',
          authStateLoaded: true,
          signedOutByUser: false,
        });
        await keepAuthorKey();
        void updateLastLogin(pb, user.id);
        await onUser?.(user);
        return true;
      } catch (error) {
        set({
          user: null,
          isAuthenticated: false,
          loading: false,
          error: prefixedMessage('Sign in failed', describe(error)),
        });
        return false;
      }
    },

    async signOut() {
      try {
        authStore.markSignedOut();
      } catch {
        // Sign-out errors are ignored (docs/SPEC.md §2): the user leaves either way.
      }
      otherTabs?.tellSignedOut();
      set({ signedOutByUser: true });
      await endSession();
    },

    signedOutElsewhere() {
      void endSession();
    },

    async resetPassword(email) {
      set({ loading: true, error: null });
      try {
        const answer = expectNoContent('a password reset');
        await pb.collection(USERS_COLLECTION).requestPasswordReset(email, { fetch: answer.fetch });
        answer.confirm();
        set({ loading: false, error: PASSWORD_RESET_SENT });
      } catch (error) {
        const message = isMailNotConfigured(error)
          ? PASSWORD_RESET_NO_MAIL
          : prefixedMessage('Password reset failed', describe(error));
        set({ loading: false, error: message });
      }
    },

    clearError() {
      if (get().error !== null) set({ error: null });
    },
  }));

  /** Kept with the session, so that a station reopened offline still signs its changes. */
  async function keepAuthorKey(): Promise<void> {
    const key = await fetchAuthorKey(pb);
    if (key === null || !authStore.token) return;
    authStore.saveAuthorKey(key);
    store.setState({ authorKey: key });
  }

  /**
   * Forgets this tab's session and ends its token on the server, now or, offline, once the server
   * can be reached (by any tab: the token waits in localStorage until then).
   */
  async function endSession(): Promise<void> {
    const token = authStore.token;
    try {
      if (token) authStore.queueTokenToEnd(token);
      authStore.clear();
    } catch {
      // Sign-out errors are ignored (docs/SPEC.md §2): the user leaves either way.
    }
    store.setState({ user: null, isAuthenticated: false, serverSession: 'unknown', error: null, authorKey: null });
    await endSignedOutTokens(pb, authStore);
  }

  return store;
}
