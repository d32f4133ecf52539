import { expose } from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { abortion, throttledProgress, workerHandle } from '../../../workers/workerHandle';

const api = { double: (value: number) => value * 2 };
type Api = typeof api;

/** A worker as the handle sees one: a message port whose other end runs `api` through Comlink. */
interface FakeWorker extends MessagePort {
  terminated: boolean;
  terminate: () => void;
}

const opened: MessagePort[] = [];

function spawnFake(spawned: FakeWorker[]) {
  return () => {
    const { port1, port2 } = new MessageChannel();
    expose(api, port2);
    opened.push(port1, port2);
    const worker = Object.assign(port1, {
      terminated: false,
      terminate() {
        worker.terminated = true;
        port1.close();
      },
    });
    spawned.push(worker);
    return worker as unknown as Worker;
  };
}

const crash = (worker: FakeWorker, message?: string) => worker.dispatchEvent(Object.assign(new Event('error'), { message }));

afterEach(() => {
  for (const port of opened.splice(0)) port.close();
});

describe('a worker handle', () => {
  it('starts the worker on the first call and keeps it for the next', async () => {
    const spawned: FakeWorker[] = [];
    const running = workerHandle<Api>(spawnFake(spawned), 'test');

    expect(spawned).toHaveLength(0);
    expect(await running().remote.double(2)).toBe(4);
    expect(await running().remote.double(5)).toBe(10);
    expect(spawned).toHaveLength(1);
  });

  it("rejects `died` with the worker's error, terminates it, and starts a fresh one for the next call", async () => {
    const spawned: FakeWorker[] = [];
    const running = workerHandle<Api>(spawnFake(spawned), 'test');
    const first = running();

    crash(spawned[0]!, 'Out of memory');
    await expect(first.died).rejects.toThrow('Out of memory');
    expect(spawned[0]!.terminated).toBe(true);

    expect(await running().remote.double(3)).toBe(6);
    expect(spawned).toHaveLength(2);
  });

  it('names the worker when its error has no message', async () => {
    const spawned: FakeWorker[] = [];
    const running = workerHandle<Api>(spawnFake(spawned), 'test');
    const { died } = running();
    crash(spawned[0]!);
    await expect(died).rejects.toThrow('The test worker stopped');
  });

  it('stops only the worker still in use: a stale stop leaves the newer one running', async () => {
    const spawned: FakeWorker[] = [];
    const running = workerHandle<Api>(spawnFake(spawned), 'test');
    const first = running();
    first.stop();
    expect(spawned[0]!.terminated).toBe(true);

    const second = running();
    first.stop();
    expect(spawned[1]!.terminated).toBe(false);
    expect(await second.remote.double(4)).toBe(8);
  });
});

describe('progress from a worker', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('passes at most one report per 100 ms, and always the last one', () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    const report = throttledProgress<{ done: number; total: number }>((progress) => seen.push(progress.done));
    report({ done: 1, total: 10 });
    report({ done: 2, total: 10 });
    vi.advanceTimersByTime(100);
    report({ done: 3, total: 10 });
    report({ done: 4, total: 10 });
    report({ done: 10, total: 10 });
    expect(seen).toEqual([1, 3, 10]);
  });
});

describe('aborting worker work', () => {
  it("stops the work, then rejects with the signal's reason", async () => {
    const controller = new AbortController();
    const stopped = vi.fn();
    const aborted = abortion(controller.signal, stopped);
    controller.abort(new Error('Cancelled by the user'));
    await expect(aborted).rejects.toThrow('Cancelled by the user');
    expect(stopped).toHaveBeenCalledTimes(1);
  });

  it('never settles without a signal', async () => {
    const settled = vi.fn();
    abortion(undefined, () => undefined).then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).not.toHaveBeenCalled();
  });
});
