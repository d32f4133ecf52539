import type PocketBase from 'pocketbase';
import { ClientResponseError } from 'pocketbase';
import type { AppDatabase } from '../db/database';
import { forgetRefusedChanges, keepRefusedChanges } from '../db/refusedChanges';
import { soleLeader, type LeaderElection } from './leader';
import { PULLED_COLLECTIONS, pullAll, type PullOptions, type PullProgress } from './pull';
import { pushOutbox, type PushResult } from './push';
import { isPocketBaseError, NotPocketBaseAnswer } from './serverAnswers';
import { AuthExpiredError, confirmToken } from './session';
import { SERVER_NOT_REACHED_PROPERLY, SERVICE_UNAVAILABLE } from './syncErrors';
import { createSyncStatusStore, type SyncStatusStore } from './syncStatus';
import {
  debounce,
  steadyEnvironment,
  subscribeRealtime,
  watchLastSynced,
  watchRefused,
  watchOutbox,
  type Debounced,
  type SyncEnvironment,
} from './triggers';

type ServerSession = 'unknown' | 'valid' | 'expired';

interface RealtimeHandle {
  unsubscribe: (() => Promise<void>) | null;
  cancelled: boolean;
}

/**
 * The auth state the engine follows and reports to; the app's Zustand auth store fits as it is.
 * Sync runs only while a user is signed in and the server has accepted the token.
 */
export interface SyncAuth {
  getState(): { isAuthenticated: boolean; serverSession: ServerSession };
  setState(partial: { serverSession: ServerSession }): void;
  subscribe(listener: () => void): () => void;
}

export type PushFn = (db: AppDatabase, pb: PocketBase) => Promise<PushResult>;

export interface SyncEngineOptions {
  db: AppDatabase;
  pb: PocketBase;
  auth: SyncAuth;
  /** Default: this runtime is the only tab (tests, Node); the app passes `browserLeaderElection()`. */
  leader?: LeaderElection;
  /** Default: always online; the app passes `browserEnvironment()`. */
  environment?: SyncEnvironment;
  status?: SyncStatusStore;
  push?: PushFn;
  pull?: Omit<PullOptions, 'onProgress'>;
  /** The timer trigger. */
  intervalMs?: number;
  /** After `online`, the waits before asking a server not reached again (RECONNECT_RETRY_MS). */
  reconnectRetryMs?: readonly number[];
  /** Quiet time after the last local write before it is pushed. */
  writeDebounceMs?: number;
  /** Subscribe to realtime events as pull triggers; default when the runtime has EventSource. */
  realtime?: boolean;
  realtimeDebounceMs?: number;
}

const INTERVAL_MS = 60_000;
/**
 * The network often carries nothing for a few seconds after the browser says `online`: a server
 * not reached then is asked again soon, instead of on the next timer a minute later.
 */
const RECONNECT_RETRY_MS = [1_000, 2_000, 4_000, 8_000];
const WRITE_DEBOUNCE_MS = 1000;
const REALTIME_DEBOUNCE_MS = 250;

function describe(error: unknown): string {
  if (error instanceof NotPocketBaseAnswer) return SERVER_NOT_REACHED_PROPERLY;
  if (error instanceof ClientResponseError && (error.status === 0 || error.status >= 500)) return SERVICE_UNAVAILABLE;
  if (error instanceof ClientResponseError && !isPocketBaseError(error.response)) return SERVER_NOT_REACHED_PROPERLY;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Reconciles one station's database with the server: each sync pushes the outbox, then pulls
 * every collection. Syncs run one at a time; a trigger that fires during a sync asks for one
 * more after it. Triggers: start, leadership won, sign-in, `online`, the tab becoming visible, a
 * timer, local writes (debounced), realtime events (debounced) and every realtime reconnect.
 */
export class SyncEngine {
  readonly status: SyncStatusStore;
  private readonly options: SyncEngineOptions;
  private readonly leader: LeaderElection;
  private readonly environment: SyncEnvironment;
  private readonly push: PushFn;
  private readonly afterWrites: Debounced;
  private readonly afterRealtime: Debounced;
  private started = false;
  private running: Promise<void> | null = null;
  private again = false;
  private lastSeq: number | null = null;
  private stops: (() => void)[] = [];
  private realtime: RealtimeHandle | null = null;
  /** Whether this tab is the signed-in leader, as last seen. */
  private active = false;
  private reconnectRetry: ReturnType<typeof setTimeout> | null = null;

  constructor(options: SyncEngineOptions) {
    this.options = options;
    this.status = options.status ?? createSyncStatusStore();
    this.leader = options.leader ?? soleLeader();
    this.environment = options.environment ?? steadyEnvironment;
    this.push = options.push ?? ((db, pb) => pushOutbox(db, pb));
    this.afterWrites = debounce(() => void this.sync(), options.writeDebounceMs ?? WRITE_DEBOUNCE_MS);
    this.afterRealtime = debounce(() => void this.sync(), options.realtimeDebounceMs ?? REALTIME_DEBOUNCE_MS);
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    const { db, auth } = this.options;
    this.status.setState({ online: this.environment.isOnline(), authExpired: auth.getState().serverSession === 'expired' });
    const interval = setInterval(() => void this.sync(), this.options.intervalMs ?? INTERVAL_MS);
    this.stops = [
      () => clearInterval(interval),
      this.afterWrites.cancel,
      this.afterRealtime.cancel,
      this.leader.subscribe((leader) => {
        this.status.setState({ leader });
        this.followLeadership();
      }),
      watchOutbox(db, ({ pending, lastSeq }) => {
        this.status.setState({ pending });
        if (this.lastSeq !== null && lastSeq > this.lastSeq) this.afterWrites();
        this.lastSeq = Math.max(this.lastSeq ?? 0, lastSeq);
      }),
      watchLastSynced(db, PULLED_COLLECTIONS, (lastSyncedAt) => this.status.setState({ lastSyncedAt })),
      watchRefused(db, (refused) => this.status.setState({ refused })),
      this.environment.onOnlineChange((online) => {
        this.status.setState({ online });
        this.cancelReconnectRetry();
        if (online) void this.syncAfterReconnect(0);
      }),
      () => this.cancelReconnectRetry(),
      this.environment.onVisible(() => void this.sync()),
      auth.subscribe(() => {
        this.status.setState({ authExpired: auth.getState().serverSession === 'expired' });
        this.followLeadership();
      }),
    ];
    this.leader.start();
    this.status.setState({ leader: this.leader.isLeader() });
    this.followLeadership();
  }

  /** Stops every trigger and the realtime subscriptions, and waits for a running sync to end. */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    for (const stop of this.stops) stop();
    this.stops = [];
    this.leader.stop();
    this.active = false;
    await Promise.all([this.disconnectRealtime(), this.running]);
  }

  /** The user has seen the refused changes: the list starts again empty, in every tab. */
  async dismissRefused(): Promise<void> {
    await forgetRefusedChanges(this.options.db);
  }

  /** Asks for a sync; resolves once a sync that started after this call has ended (or was not due). */
  sync(): Promise<void> {
    this.again = true;
    this.running ??= this.loop();
    return this.running;
  }

  private async loop(): Promise<void> {
    try {
      while (this.again) {
        this.again = false;
        await this.cycle();
      }
    } finally {
      // Cleared in the same turn as the last check of `again`, so that no request falls between.
      this.running = null;
    }
  }

  private async syncAfterReconnect(attempt: number): Promise<void> {
    this.reconnectRetry = null;
    await this.sync();
    const wait = (this.options.reconnectRetryMs ?? RECONNECT_RETRY_MS)[attempt];
    const notReached = this.status.getState().error?.startsWith(SERVICE_UNAVAILABLE) === true;
    if (wait === undefined || !notReached || !this.started || !this.environment.isOnline()) return;
    this.cancelReconnectRetry();
    this.reconnectRetry = setTimeout(() => void this.syncAfterReconnect(attempt + 1), wait);
  }

  private cancelReconnectRetry(): void {
    if (this.reconnectRetry !== null) clearTimeout(this.reconnectRetry);
    this.reconnectRetry = null;
  }

  private signedIn(): boolean {
    const { isAuthenticated, serverSession } = this.options.auth.getState();
    return isAuthenticated && serverSession !== 'expired';
  }

  private due(): boolean {
    return this.started && this.leader.isLeader() && this.environment.isOnline() && this.signedIn();
  }

  /**
   * Realtime runs while this tab leads a signed-in station; becoming the signed-in leader (start,
   * sign-in, lead taken over) syncs at once.
   */
  private followLeadership(): void {
    const active = this.started && this.leader.isLeader() && this.signedIn();
    if (active === this.active) return;
    this.active = active;
    if (active) {
      this.connectRealtime();
      void this.sync();
    } else {
      void this.disconnectRealtime();
    }
  }

  private async cycle(): Promise<void> {
    if (!this.due() || !(await this.sessionConfirmed())) return;
    const { db, pb } = this.options;
    this.status.setState({ syncing: true });
    try {
      const pushed = await this.push(db, pb);
      // The status's list follows the stored one (watchRefused), in this tab and the others.
      await keepRefusedChanges(db, pushed.refused);
      if (pushed.error?.kind === 'auth') throw new AuthExpiredError(pushed.error.message);
      if (pushed.error) {
        // Nothing can be pulled from a server that cannot take the push either.
        this.status.setState({ error: pushed.error.message });
        return;
      }
      await pullAll(db, pb, { ...this.options.pull, onProgress: (progress) => this.showProgress(progress) });
      this.status.setState({ error: null });
      if (this.active) this.connectRealtime();
    } catch (error) {
      if (error instanceof AuthExpiredError) this.expire();
      else this.status.setState({ error: describe(error) });
    } finally {
      this.status.setState({ syncing: false, firstSync: null });
    }
  }

  /** A saved session is trusted for local work, but sync waits until the server has accepted it. */
  private async sessionConfirmed(): Promise<boolean> {
    const { auth, pb } = this.options;
    if (auth.getState().serverSession === 'valid') return true;
    try {
      await confirmToken(pb);
      auth.setState({ serverSession: 'valid' });
      return true;
    } catch (error) {
      if (error instanceof AuthExpiredError) this.expire();
      else this.status.setState({ error: describe(error) });
      return false;
    }
  }

  private expire(): void {
    this.options.auth.setState({ serverSession: 'expired' });
    this.status.setState({ authExpired: true, error: null });
    this.followLeadership();
  }

  private showProgress(progress: PullProgress): void {
    const { collection, done, total } = progress;
    this.status.setState((state) => ({ firstSync: { ...state.firstSync, [collection]: { done, total } } }));
  }

  private connectRealtime(): void {
    const enabled = this.options.realtime ?? typeof globalThis.EventSource !== 'undefined';
    if (!enabled || this.realtime) return;
    const handle: RealtimeHandle = { unsubscribe: null, cancelled: false };
    this.realtime = handle;
    subscribeRealtime(
      this.options.pb,
      PULLED_COLLECTIONS,
      () => this.afterRealtime(),
      () => void this.sync(),
    ).then(
      (unsubscribe) => {
        if (handle.cancelled) void unsubscribe();
        else handle.unsubscribe = unsubscribe;
      },
      () => {
        // The next good sync subscribes again.
        if (this.realtime === handle) this.realtime = null;
      },
    );
  }

  /** Never waits for a connection still being made: it is dropped as soon as it is made. */
  private async disconnectRealtime(): Promise<void> {
    const handle = this.realtime;
    this.realtime = null;
    if (!handle) return;
    handle.cancelled = true;
    await handle.unsubscribe?.();
  }
}
