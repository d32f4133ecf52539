import { newId } from '../domain/ids';

/** The part of the Web Locks API (`navigator.locks`) the election uses; Node has none, tests bring one. */
export interface LockManagerLike {
  request(
    name: string,
    options: { steal?: boolean; signal?: AbortSignal },
    callback: (lock: unknown) => Promise<unknown>,
  ): Promise<unknown>;
}

type HeartbeatStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface LeaderTimers {
  setInterval(task: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface LeaderElectionOptions {
  locks: LockManagerLike;
  /** Shared by the tabs (localStorage): the leader's heartbeat lives there. */
  storage: HeartbeatStorage;
  id?: string;
  lockName?: string;
  heartbeatMs?: number;
  /** A heartbeat older than this means the leader is frozen: another tab takes the lead. */
  staleMs?: number;
  now?: () => number;
  timers?: LeaderTimers;
}

export interface LeaderElection {
  readonly id: string;
  isLeader(): boolean;
  start(): void;
  stop(): void;
  /** Called with every change of this tab's leadership. */
  subscribe(listener: (leader: boolean) => void): () => void;
}

interface Heartbeat {
  id: string;
  at: number;
}

const SYNC_LOCK_NAME = 'flipkart-amazon-tools-sync-leader';
export const HEARTBEAT_KEY = 'flipkart-amazon-tools-sync-heartbeat';
const HEARTBEAT_MS = 2000;
const STALE_MS = 10_000;

const defaultTimers: LeaderTimers = {
  setInterval: (task, ms) => setInterval(task, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

/**
 * One tab syncs at a time. Tabs queue for an exclusive Web Lock; the holder leads and writes a
 * heartbeat every `heartbeatMs`. A frozen tab keeps its lock but stops beating, so a waiting tab
 * that sees a stale heartbeat steals the lock; the frozen tab, when it wakes, finds another owner
 * in the heartbeat (or its lock request rejected) and steps down.
 */
export function createLeaderElection(options: LeaderElectionOptions): LeaderElection {
  const id = options.id ?? newId();
  const lockName = options.lockName ?? SYNC_LOCK_NAME;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const staleMs = options.staleMs ?? STALE_MS;
  const now = options.now ?? Date.now;
  const timers = options.timers ?? defaultTimers;
  const { locks, storage } = options;
  const listeners = new Set<(leader: boolean) => void>();

  let running = false;
  let leader = false;
  let waitingSince = 0;
  let queued: AbortController | null = null;
  let release: (() => void) | null = null;
  let ticker: unknown = null;

  const readHeartbeat = (): Heartbeat | null => {
    try {
      const parsed = JSON.parse(storage.getItem(HEARTBEAT_KEY) ?? 'null') as Heartbeat | null;
      return parsed && typeof parsed.id === 'string' && typeof parsed.at === 'number' ? parsed : null;
    } catch {
      return null;
    }
  };
  const beat = () => storage.setItem(HEARTBEAT_KEY, JSON.stringify({ id, at: now() }));

  const setLeader = (value: boolean) => {
    if (leader === value) return;
    leader = value;
    for (const listener of listeners) listener(value);
  };

  /** Holds the lock until `release` is called; the returned promise ends when the lock is gone. */
  const holdLock = (): Promise<unknown> =>
    new Promise<void>((resolve) => {
      release = resolve;
      beat();
      setLeader(true);
    });

  const stepDown = (held: () => void) => {
    if (release !== held) return;
    release = null;
    held();
    setLeader(false);
    if (running) queue();
  };

  const requestLock = (steal: boolean) => {
    const controller = steal ? null : new AbortController();
    queued = controller;
    let held: (() => void) | null = null;
    const granted = async () => {
      if (queued === controller) queued = null;
      const holding = holdLock();
      held = release;
      return holding;
    };
    const options = controller ? { signal: controller.signal } : { steal: true };
    locks.request(lockName, options, granted).then(
      () => held && stepDown(held),
      // Stolen by another tab, or our own queued request withdrawn.
      () => held && stepDown(held),
    );
  };

  const queue = () => {
    waitingSince = now();
    requestLock(false);
  };

  const tick = () => {
    const heartbeat = readHeartbeat();
    if (leader) {
      if (heartbeat && heartbeat.id !== id && release) stepDown(release);
      else beat();
      return;
    }
    // No heartbeat at all: a leader that has not beaten yet gets as long as a frozen one would.
    const stale = heartbeat ? now() - heartbeat.at > staleMs : now() - waitingSince > staleMs;
    if (stale) {
      queued?.abort();
      queued = null;
      requestLock(true);
    }
  };

  return {
    id,
    isLeader: () => leader,
    start() {
      if (running) return;
      running = true;
      ticker = timers.setInterval(tick, heartbeatMs);
      queue();
    },
    stop() {
      if (!running) return;
      running = false;
      timers.clearInterval(ticker);
      queued?.abort();
      queued = null;
      if (release) {
        if (readHeartbeat()?.id === id) storage.removeItem(HEARTBEAT_KEY);
        stepDown(release);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** For a runtime with one tab only (Node, a browser without Web Locks): it always leads. */
export function soleLeader(): LeaderElection {
  const listeners = new Set<(leader: boolean) => void>();
  let leader = false;
  const set = (value: boolean) => {
    leader = value;
    for (const listener of listeners) listener(value);
  };
  return {
    id: 'sole',
    isLeader: () => leader,
    start: () => set(true),
    stop: () => set(false),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The browser's election over `navigator.locks` and localStorage. */
export function browserLeaderElection(): LeaderElection {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  if (!locks) return soleLeader();
  return createLeaderElection({ locks, storage: globalThis.localStorage });
}
