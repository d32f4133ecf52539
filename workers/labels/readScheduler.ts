import type { Platform } from '../../src/domain/records';
import type { PageReading } from '../../src/domain/labels/formats/labelFormat';
import type { PageReaderApi, ReadSource } from './pageReader';
import type { ReaderPool } from './readerPool';

interface ReadTask {
  key: string;
  /** The file's name, for a reader's message that refuses it. */
  name: string;
  source: ReadSource;
  platform: Platform;
  /** 1-based pages to read. */
  pages: number[];
}

type ReadOutcome = { ok: true; readings: PageReading[] } | { ok: false; error: unknown };

export interface ReadControl {
  onPagesRead?: (count: number) => void;
  signal?: AbortSignal;
}

/** Tasks go in while files are still being parsed elsewhere; `finish()` waits for all of them. */
export interface ReadQueue {
  add(task: ReadTask): void;
  finish(): Promise<Map<string, ReadOutcome>>;
}

/** A task as queued: its bytes are kept in its state, and only until every chunk is taken. */
type QueuedTask = Omit<ReadTask, 'source'>;

interface Chunk {
  task: QueuedTask;
  pages: number[];
}

interface TaskState {
  source: ReadSource | null;
  openedBy: Map<PageReaderApi, Promise<number>>;
  chunksUntaken: number;
  chunksLeft: number;
  readings: PageReading[];
  error?: unknown;
}

const MIN_CHUNK = 4;
const MAX_CHUNK = 32;

function chunksOf(task: QueuedTask, readers: number): Chunk[] {
  const size = Math.min(MAX_CHUNK, Math.max(MIN_CHUNK, Math.ceil(task.pages.length / (readers * 2))));
  const chunks: Chunk[] = [];
  for (let at = 0; at < task.pages.length; at += size) chunks.push({ task, pages: task.pages.slice(at, at + size) });
  return chunks;
}

/**
 * Spreads page reading over the pool. A reader keeps taking chunks of a file it has already
 * opened (its fonts are parsed there), then starts a file nobody has opened, and only then helps
 * with another reader's file. A file that fails is abandoned; the others go on.
 */
export function startReading(pool: ReaderPool, control: ReadControl = {}): ReadQueue {
  const readers = pool.readers;
  const queue: Chunk[] = [];
  const states = new Map<QueuedTask, TaskState>();
  let finished = false;
  let wake: (() => void) | undefined;
  let arrival = new Promise<void>((resolve) => (wake = resolve));
  const signalArrival = () => {
    wake?.();
    arrival = new Promise<void>((resolve) => (wake = resolve));
  };
  const stateOf = (task: QueuedTask) => states.get(task) as TaskState;

  const take = (reader: PageReaderApi): Chunk | undefined => {
    const score = (chunk: Chunk) => {
      const state = stateOf(chunk.task);
      if (state.openedBy.has(reader)) return 0;
      return state.openedBy.size === 0 ? 1 : 2;
    };
    let best = -1;
    queue.forEach((chunk, at) => {
      const current = queue[best];
      if (!current || score(chunk) < score(current)) best = at;
    });
    const chunk = best === -1 ? undefined : queue.splice(best, 1)[0];
    if (chunk) stateOf(chunk.task).chunksUntaken -= 1;
    return chunk;
  };

  const release = async (task: QueuedTask) => {
    const state = stateOf(task);
    const opened = [...state.openedBy.keys()];
    state.openedBy.clear();
    await Promise.all(opened.map((reader) => reader.close(task.key).catch(() => undefined)));
  };

  const readChunk = async (reader: PageReaderApi, chunk: Chunk) => {
    const state = stateOf(chunk.task);
    if (state.error !== undefined) return;
    try {
      let opening = state.openedBy.get(reader);
      if (!opening) {
        const { source } = state;
        opening = source
          ? reader.open(chunk.task.key, source, chunk.task.name)
          : Promise.reject(new Error(`${chunk.task.key} was let go`));
        state.openedBy.set(reader, opening);
      }
      // Each reader has its own copy of the bytes once it has opened them: with no chunk left to
      // hand out, this thread lets them go.
      if (state.chunksUntaken === 0) state.source = null;
      // The read is sent with the open, not after its answer: a reader takes its calls in order, and
      // it need not wait for this thread, which may be busy copying pages, to ask for the pages.
      const [, readings] = await Promise.all([opening, reader.read(chunk.task.key, chunk.task.platform, chunk.pages)]);
      state.readings.push(...readings);
      control.onPagesRead?.(chunk.pages.length);
      state.chunksLeft -= 1;
      if (state.chunksLeft === 0) await release(chunk.task);
    } catch (error) {
      state.error = error;
      await release(chunk.task);
    }
  };

  /**
   * `ahead`: the reader's second chunk, asked for while it reads its first, so that it need not
   * wait for this thread (busy copying pages or writing) to hand it the next one. Taken only while
   * more chunks wait than there are readers, so that the last ones are shared out evenly.
   */
  const work = async (reader: PageReaderApi, ahead: boolean) => {
    for (;;) {
      control.signal?.throwIfAborted();
      const chunk = ahead && queue.length <= readers.length ? undefined : take(reader);
      if (chunk) await readChunk(reader, chunk);
      else if (finished) return;
      else await arrival;
    }
  };

  control.signal?.addEventListener('abort', signalArrival, { once: true });
  const working = Promise.all(readers.flatMap((reader) => [work(reader, false), work(reader, true)]));
  working.catch(() => undefined);

  return {
    add({ source, ...task }) {
      const chunks = chunksOf(task, readers.length);
      states.set(task, { source, openedBy: new Map(), chunksUntaken: chunks.length, chunksLeft: chunks.length, readings: [] });
      queue.push(...chunks);
      signalArrival();
    },
    async finish() {
      finished = true;
      signalArrival();
      try {
        await working;
      } finally {
        await Promise.all([...states.keys()].map(release));
      }
      return new Map(
        [...states].map(([task, state]): [string, ReadOutcome] => [
          task.key,
          state.error === undefined
            ? { ok: true, readings: state.readings.sort((a, b) => a.page - b.page) }
            : { ok: false, error: state.error },
        ]),
      );
    },
  };
}
