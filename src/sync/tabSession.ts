import type { AuthRecord } from 'pocketbase';
import { newId } from '../domain/ids';

/**
 * Sharing the session between the tabs of one browser session. Without 'Remember me' the session
 * is kept in sessionStorage, which a new tab does not get: offline, it could not sign in again,
 * although the station is signed in next door. A new tab therefore asks the others, and a
 * signed-in tab answers with its session, which the new tab keeps in its own sessionStorage.
 *
 * A BroadcastChannel reaches only this origin's tabs of this browser profile; the session never
 * leaves the browser and is never written to localStorage by this. A tab takes only an answer to
 * its own question (a random nonce), only while it waits on page load, and only in the shape of
 * a session, so an unasked message cannot sign a tab in or replace its session.
 *
 * Signing out goes the other way: a tab that signs out tells the others, which sign out too, so a
 * packer who leaves the station does not leave a signed-in tab behind. That message can only end
 * sessions, never start one. A tab that was frozen in the background, discarded or kept in the
 * back-forward cache may never get it: it looks at the sign-out mark (stationAuthStore.ts) when
 * it wakes, is shown again or hears of a change of localStorage (`watchWakes`).
 */

export interface SharedSession {
  token: string;
  record: NonNullable<AuthRecord>;
  /** The user's author key (src/domain/authorship.ts), when the answering tab has it. */
  authorKey?: string;
}

export interface TabSessionSharing {
  /** Asks the other tabs for their session; null when none answered in time. */
  ask(): Promise<SharedSession | null>;
  /** Answers the other tabs' questions with `current()` (nothing while it is null) until stopped. */
  answer(current: () => SharedSession | null): () => void;
  /** Tells the other tabs that this one signed out. */
  tellSignedOut(): void;
  /** Calls `signOut` whenever another tab signed out, until stopped. */
  onSignedOut(signOut: () => void): () => void;
}

const CHANNEL_NAME = 'flipkart-amazon-tools-session';
/** Long enough for a busy tab to answer; only a tab with no session of its own waits this long. */
const ANSWER_TIMEOUT_MS = 400;

interface Question {
  kind: 'ask';
  nonce: string;
}

interface Answer extends SharedSession {
  kind: 'session';
  nonce: string;
}

interface SignedOut {
  kind: 'signed-out';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isQuestion(data: unknown): data is Question {
  return isObject(data) && data.kind === 'ask' && typeof data.nonce === 'string';
}

function answerTo(data: unknown, nonce: string): SharedSession | null {
  if (!isObject(data) || data.kind !== 'session' || data.nonce !== nonce) return null;
  const { token, record } = data;
  if (typeof token !== 'string' || token === '' || !isObject(record)) return null;
  if (typeof record.id !== 'string' || typeof record.collectionName !== 'string') return null;
  const session: SharedSession = { token, record: record as SharedSession['record'] };
  if (typeof data.authorKey === 'string' && data.authorKey !== '') session.authorKey = data.authorKey;
  return session;
}

/**
 * Calls `check` whenever this tab may have missed a sign-out in another: when it is resumed after
 * being frozen, shown again, restored from the back-forward cache or focused, and when another tab
 * writes to localStorage (where the sign-out mark is). Returns the stop.
 */
export function watchWakes(check: () => void): () => void {
  const events: [EventTarget, string][] = [
    [document, 'resume'],
    [document, 'visibilitychange'],
    [window, 'pageshow'],
    [window, 'focus'],
    [window, 'storage'],
  ];
  for (const [target, name] of events) target.addEventListener(name, check);
  return () => {
    for (const [target, name] of events) target.removeEventListener(name, check);
  };
}

/** The sharing of this browser, or null where there is no BroadcastChannel. */
export function tabSessionSharing(options: { channelName?: string; timeoutMs?: number } = {}): TabSessionSharing | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const name = options.channelName ?? CHANNEL_NAME;
  const timeoutMs = options.timeoutMs ?? ANSWER_TIMEOUT_MS;

  return {
    ask() {
      const channel = new BroadcastChannel(name);
      const nonce = newId();
      return new Promise<SharedSession | null>((resolve) => {
        const finish = (session: SharedSession | null) => {
          clearTimeout(timer);
          channel.close();
          resolve(session);
        };
        const timer = setTimeout(() => finish(null), timeoutMs);
        channel.onmessage = (event: MessageEvent<unknown>) => {
          const session = answerTo(event.data, nonce);
          if (session) finish(session);
        };
        channel.postMessage({ kind: 'ask', nonce } satisfies Question);
      });
    },

    answer(current) {
      const channel = new BroadcastChannel(name);
      channel.onmessage = (event: MessageEvent<unknown>) => {
        if (!isQuestion(event.data)) return;
        const session = current();
        if (session) channel.postMessage({ kind: 'session', nonce: event.data.nonce, ...session } satisfies Answer);
      };
      return () => channel.close();
    },

    tellSignedOut() {
      const channel = new BroadcastChannel(name);
      channel.postMessage({ kind: 'signed-out' } satisfies SignedOut);
      channel.close();
    },

    onSignedOut(signOut) {
      const channel = new BroadcastChannel(name);
      channel.onmessage = (event: MessageEvent<unknown>) => {
        if (isObject(event.data) && event.data.kind === 'signed-out') signOut();
      };
      return () => channel.close();
    },
  };
}
