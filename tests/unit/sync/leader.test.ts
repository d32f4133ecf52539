import { describe, expect, it } from 'vitest';
import { createLeaderElection, HEARTBEAT_KEY, type LeaderElection, type LockManagerLike } from '../../../src/sync/leader';
import { MemoryStorage } from '../../support/memoryStorage';

/**
 * An exclusive Web Lock of one name, as browsers grant it: in request order, `signal` withdraws a
 * queued request, `steal` takes the lock at once and rejects the former holder's request.
 */
class OneLock implements LockManagerLike {
  private holder: { steal: () => void } | null = null;
  private readonly waiting: { grant: () => void }[] = [];

  request(_name: string, options: { steal?: boolean; signal?: AbortSignal }, callback: (lock: unknown) => Promise<unknown>) {
    return new Promise<unknown>((resolve, reject) => {
      const grant = () => {
        let stolen = false;
        const held = {
          steal: () => {
            stolen = true;
            reject(new DOMException('The lock was stolen', 'AbortError'));
          },
        };
        this.holder = held;
        callback({}).then((value) => {
          if (this.holder === held) {
            this.holder = null;
            this.grantNext();
          }
          if (!stolen) resolve(value);
        }, reject);
      };
      if (options.steal) {
        const former = this.holder;
        this.holder = null;
        former?.steal();
        grant();
        return;
      }
      const entry = { grant };
      options.signal?.addEventListener('abort', () => {
        const index = this.waiting.indexOf(entry);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(new DOMException('Withdrawn', 'AbortError'));
      });
      this.waiting.push(entry);
      this.grantNext();
    });
  }

  private grantNext(): void {
    if (this.holder) return;
    this.waiting.shift()?.grant();
  }
}

const HEARTBEAT_MS = 1000;
const STALE_MS = 5000;

/** Tabs sharing one lock, one localStorage and one clock; a frozen tab runs none of its timers. */
function browser() {
  const locks = new OneLock();
  const storage = new MemoryStorage();
  let clock = 1_000_000;
  const tabs: { election: LeaderElection; frozen: boolean; tasks: Set<() => void> }[] = [];

  const openTab = (id: string) => {
    const tab = { election: null as unknown as LeaderElection, frozen: false, tasks: new Set<() => void>() };
    tab.election = createLeaderElection({
      locks,
      storage,
      id,
      heartbeatMs: HEARTBEAT_MS,
      staleMs: STALE_MS,
      now: () => clock,
      timers: {
        setInterval: (task) => {
          tab.tasks.add(task);
          return task;
        },
        clearInterval: (handle) => tab.tasks.delete(handle as () => void),
      },
    });
    tabs.push(tab);
    return tab;
  };

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  /** Moves the clock on, beat by beat, running the timers of every tab that is not frozen. */
  const elapse = async (ms: number) => {
    for (let passed = 0; passed < ms; passed += HEARTBEAT_MS) {
      clock += HEARTBEAT_MS;
      for (const tab of tabs) if (!tab.frozen) for (const task of [...tab.tasks]) task();
      await settle();
    }
  };

  const leaders = () => tabs.filter((tab) => tab.election.isLeader()).map((tab) => tab.election.id);

  return { openTab, elapse, settle, leaders, storage };
}

describe('leader election', () => {
  it('lets one tab lead and hands the lead to a waiting tab when the leader stops', async () => {
    const { openTab, settle, leaders, elapse } = browser();
    const first = openTab('first');
    const second = openTab('second');
    first.election.start();
    await settle();
    second.election.start();
    await settle();
    expect(leaders()).toEqual(['first']);

    await elapse(3 * STALE_MS);
    expect(leaders()).toEqual(['first']);

    first.election.stop();
    await settle();
    expect(leaders()).toEqual(['second']);
  });

  it('takes the lead from a frozen tab, which steps down when it wakes', async () => {
    const { openTab, settle, leaders, elapse, storage } = browser();
    const frozen = openTab('frozen');
    const waiting = openTab('waiting');
    const changes: boolean[] = [];
    frozen.election.subscribe((leader) => changes.push(leader));
    frozen.election.start();
    await settle();
    waiting.election.start();
    await settle();

    frozen.frozen = true;
    await elapse(STALE_MS - HEARTBEAT_MS);
    expect(leaders()).toEqual(['frozen']);
    await elapse(2 * HEARTBEAT_MS);
    expect(leaders()).toEqual(['waiting']);
    expect(JSON.parse(storage.getItem(HEARTBEAT_KEY) ?? 'null')).toMatchObject({ id: 'waiting' });

    frozen.frozen = false;
    await elapse(HEARTBEAT_MS);
    expect(leaders()).toEqual(['waiting']);
    expect(changes).toEqual([true, false]);

    waiting.election.stop();
    await settle();
    expect(leaders()).toEqual(['frozen']);
  });

  it('leads alone when no other tab is open, and leads no more once stopped', async () => {
    const { openTab, settle, leaders, storage } = browser();
    const only = openTab('only');
    only.election.start();
    await settle();
    expect(leaders()).toEqual(['only']);
    only.election.stop();
    await settle();
    expect(leaders()).toEqual([]);
    expect(storage.getItem(HEARTBEAT_KEY)).toBeNull();
  });
});
