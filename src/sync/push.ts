import type PocketBase from 'pocketbase';
import type { BatchRequestResult } from 'pocketbase';
import { tableOfCollection } from '../db/collections';
import type { AppDatabase } from '../db/database';
import type { OutboxEntry, RefusedChange } from '../domain/records';
import { sleep as realSleep, type Sleep } from '../domain/retry';
import { adoptServerRecords, type Adoption } from './adoptServerRecord';
import { MAX_BATCH_REQUESTS, batchOf, isStockMovement, nextChanges, type OutgoingChange } from './batchRequests';
import { pushStockMovements, type StockPushAnswer } from './stockPush';
import { takeServerFigures, takeServerQuantities } from '../db/serverQuantities';
import { markUploaded } from '../db/storedFiles';
import { batchResults } from './serverAnswers';
import { forgetUploadAttempts, progressFetch } from './uploadProgress';
import { watchRetryAfter } from './retryAfter';
import { SERVICE_UNAVAILABLE, SIGN_IN_AGAIN, classifyBatchError, type BatchFailure } from './syncErrors';

/** docs/SPEC.md §9: up to 3 retries of an unavailable batch write, waiting 1, 2 and 4 seconds. */
const PUSH_RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 4000];
/**
 * A push the server's rate limit turned away waits before it tries again, as long as the answer
 * says (`Retry-After`, which PocketBase does not send) or else the window of the rules a signed-in
 * station meets (1 s, pb_migrations 1767225800), doubled at each refusal in a row up to
 * PocketBase's default window of 10 s: PocketBase lets an address in again once a rule's window
 * has passed since its last accepted request.
 */
const BUSY_WAIT_MS = 1000;
const BUSY_WAIT_MAX_MS = 10_000;
/** A rate limit still met after this much waiting for one batch stops the push until later. */
const BUSY_WAIT_LIMIT_MS = 180_000;
const REQUEST_TIMEOUT_MS = 60_000;

export interface PushOptions {
  /** Waits between retries; tests pass one that does not wait. */
  sleep?: Sleep;
  retryDelaysMs?: readonly number[];
  /** The first wait after a busy answer without `Retry-After`, and the most a batch waits in all. */
  busyWaitMs?: number;
  busyWaitLimitMs?: number;
  /** Requests per batch, at most (and by default) the server's limit of 50. */
  batchSize?: number;
  /** A request that has not been answered in this time counts as unavailable. */
  requestTimeoutMs?: number;
  /** Called after every acknowledged batch and every refusal. */
  onProgress?: (progress: PushProgress) => void;
}

interface PushProgress {
  pushed: number;
  refused: number;
}

type PushErrorKind = 'unavailable' | 'auth';

interface PushError {
  /** 'unavailable': try again later; 'auth': ask the user to sign in again. */
  kind: PushErrorKind;
  message: string;
}

export interface PushResult {
  /** Outbox entries the server acknowledged (and that were removed from the outbox). */
  pushed: number;
  refused: RefusedChange[];
  /** Why the push stopped with entries left in the outbox; null when the outbox was emptied. */
  error: PushError | null;
}

type SendOutcome = { ok: true; results: BatchRequestResult[]; stock: StockPushAnswer } | { ok: false; failure: BatchFailure };

const NO_STOCK: StockPushAnswer = { quantities: [], figures: [] };

/**
 * Sends the outbox to the server in write order, in batches of up to 50 idempotent requests, and
 * removes each entry only once the server has acknowledged it. Stock movements go to the server's
 * stock route only (stockPush.ts), in runs of their own, which it takes as /api/batch would, in
 * one transaction, at a fraction of the cost per movement; the station then shows the server's
 * figures and quantities. A duplicate of a stored record is
 * acknowledged by the server and adopted locally; a refused record is taken out of the batch,
 * reported in `refused` and dropped, so that it does not hold up the queue; only a 4xx answer
 * other than 429 that names the record refuses it. An unavailable server is retried (1, 2, 4 s)
 * and a busy one (429, for the batch or any request in it) waited out for up to three minutes,
 * then the push stops with 'Service temporarily unavailable'; a refused sign-in stops it at once.
 * In both cases the remaining entries stay for the next push. An answer is only taken as an
 * acknowledgement when it is PocketBase's and covers every request sent: a Wi-Fi sign-in
 * page, a proxy's page or a cut-short answer acknowledges nothing and is retried like an
 * unavailable server.
 *
 * The next batch is read past the last acknowledged entry and sent while the acknowledged ones
 * are still being removed, unless their acknowledgement changes later entries (an adopted id)
 * or the files they refer to (an upload): the push then waits for it before reading on.
 */
export async function pushOutbox(db: AppDatabase, pb: PocketBase, options: PushOptions = {}): Promise<PushResult> {
  const batchSize = Math.max(1, Math.min(options.batchSize ?? MAX_BATCH_REQUESTS, MAX_BATCH_REQUESTS));
  const result: PushResult = { pushed: 0, refused: [], error: null };
  const report = () => options.onProgress?.({ pushed: result.pushed, refused: result.refused.length });
  let limit = batchSize;
  let acknowledged: number | undefined;
  let removing: Promise<void> = Promise.resolve();

  try {
    for (;;) {
      const changes = await nextChanges(db, limit, acknowledged);
      if (changes.length === 0) return result;
      if (!pb.authStore.isValid) return { ...result, error: { kind: 'auth', message: SIGN_IN_AGAIN } };

      const outcome = await sendWithRetries(pb, changes, options);
      if (outcome.ok) {
        const adoptions = adoptionsOf(changes, outcome.results);
        await removing;
        removing = acknowledge(db, changes, adoptions, outcome.stock);
        // Awaited before the push ends or reads what it changed; until then a failure must not
        // count as unhandled.
        removing.catch(() => undefined);
        if (adoptions.length > 0 || changes.some(({ upload }) => upload !== null)) await removing;
        acknowledged = changes[changes.length - 1]?.entry.seq ?? acknowledged;
        result.pushed += changes.length;
        limit = Math.min(batchSize, limit * 2);
        report();
        continue;
      }

      const { failure } = outcome;
      const [first] = changes;
      if (failure.kind === 'refused' && changes.length === 1 && first) {
        setAside(first.entry, failure.status, failure.message, result);
        forgetUploadAttempts(first.entry.recordId);
        await db.outbox.delete(first.entry.seq ?? -1);
        limit = batchSize;
        report();
      } else if ((failure.kind === 'refused' || failure.kind === 'unattributed') && changes.length > 1) {
        limit = narrowedLimit(failure, changes.length);
      } else if (failure.kind === 'auth') {
        return { ...result, error: { kind: 'auth', message: failure.message } };
      } else {
        const message = failure.kind === 'unavailable' ? failure.message : SERVICE_UNAVAILABLE;
        return { ...result, error: { kind: 'unavailable', message } };
      }
    }
  } finally {
    await removing;
  }
}

/**
 * The size of the next batch after a failed one: the requests before a named refusal went through
 * inside the rolled-back transaction and will again, and the refused one then comes first in a
 * batch of its own; a failure nobody is named for halves the batch until it is found.
 */
function narrowedLimit(failure: BatchFailure, size: number): number {
  if (failure.kind === 'refused') return failure.index > 0 ? Math.min(failure.index, size - 1) : 1;
  return Math.max(1, Math.floor(size / 2));
}

/** A deletion of a record the server never had is done; any other refusal is reported. */
function setAside(entry: OutboxEntry, status: number, message: string, result: PushResult): void {
  if (entry.op === 'delete' && status === 404) {
    result.pushed += 1;
    return;
  }
  result.refused.push({
    collection: entry.collection,
    recordId: entry.recordId,
    op: entry.op,
    payload: entry.payload,
    status,
    message,
    refusedAt: new Date().toISOString(),
  });
}

/**
 * Sends one batch, trying again while the server is unavailable (1, 2, 4 s) or busy. A batch of
 * one that fails without the server naming a refused request is retried the same way: it may be
 * a transaction timeout under load, and dropping a change needs the server to say what is wrong.
 * A busy server (its rate limit) is waited out for as long as it keeps saying so, up to
 * `busyWaitLimitMs`: a large push goes on at the pace the server allows. A `Retry-After` header
 * of a busy or failing server sets the wait.
 */
async function sendWithRetries(pb: PocketBase, changes: readonly OutgoingChange[], options: PushOptions): Promise<SendOutcome> {
  const delays = options.retryDelaysMs ?? PUSH_RETRY_DELAYS_MS;
  const wait = options.sleep ?? realSleep;
  const busyWaitMs = options.busyWaitMs ?? BUSY_WAIT_MS;
  const busyWaitLimitMs = options.busyWaitLimitMs ?? BUSY_WAIT_LIMIT_MS;
  let busyWaited = 0;
  let busyTries = 0;
  for (let attempt = 0; ;) {
    let failure: BatchFailure;
    const upload = changes.find((change) => change.upload !== null);
    // A file's batch reports its upload progress (uploadProgress.ts).
    const answers = watchRetryAfter(upload ? progressFetch(upload.entry.recordId) : undefined);
    try {
      const timeout = (options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS) + uploadAllowanceMs(upload?.upload ?? null);
      const signal = AbortSignal.timeout(timeout);
      if (changes[0] && isStockMovement(changes[0].entry)) {
        return { ok: true, results: [], stock: await pushStockMovements(pb, changes, signal, answers.fetch) };
      }
      const answer: unknown = await batchOf(pb, changes).send({ requestKey: null, signal, fetch: answers.fetch });
      return { ok: true, results: batchResults(answer, changes.length), stock: NO_STOCK };
    } catch (error) {
      failure = classifyBatchError(error);
    }
    const retryAfter = answers.retryAfterMs();
    if (failure.kind === 'busy') {
      const delay = retryAfter ?? Math.min(busyWaitMs * 2 ** busyTries, Math.max(busyWaitMs, BUSY_WAIT_MAX_MS));
      busyTries += 1;
      if (busyWaited + delay > busyWaitLimitMs)
        return { ok: false, failure: { kind: 'unavailable', message: SERVICE_UNAVAILABLE } };
      busyWaited += delay;
      await wait(delay);
      continue;
    }
    const transient =
      failure.kind === 'unavailable' ||
      failure.kind === 'not-pocketbase' ||
      (failure.kind === 'unattributed' && changes.length === 1);
    if (!transient) return { ok: false, failure };
    const delay = delays[attempt];
    attempt += 1;
    if (delay === undefined) {
      // The last answer names the trouble: a stranger answering is worth telling the user apart.
      const message = failure.kind === 'not-pocketbase' ? failure.message : SERVICE_UNAVAILABLE;
      return { ok: false, failure: { kind: 'unavailable', message } };
    }
    await wait(Math.min(retryAfter ?? delay, busyWaitLimitMs));
  }
}

/** A large file on a slow line (100 KB/s) is not cut off by the request timeout. */
function uploadAllowanceMs(upload: File | null): number {
  return upload ? Math.ceil(upload.size / 100) : 0;
}

/**
 * Records this station made under its own id that the server acknowledged as ones it already had
 * under another id (see adoptServerRecord.ts).
 */
function adoptionsOf(changes: readonly OutgoingChange[], results: readonly BatchRequestResult[]): Adoption[] {
  const adoptions: Adoption[] = [];
  changes.forEach(({ entry }, index) => {
    const body = results[index]?.body as Record<string, unknown> | undefined;
    if (entry.op === 'upsert' && typeof body?.id === 'string' && body.id !== entry.recordId) {
      adoptions.push({ entry, serverRecord: body });
    }
  });
  return adoptions;
}

/**
 * Removes the acknowledged entries and applies what the server answered to the local records.
 * Pushed movements stop counting as pending in the same transaction that takes the categories'
 * new quantities and the movements' figures, so a station never shows a quantity without them or
 * with them twice.
 */
async function acknowledge(
  db: AppDatabase,
  changes: readonly OutgoingChange[],
  adoptions: readonly Adoption[],
  stock: StockPushAnswer,
): Promise<void> {
  const uploaded = changes.filter((change) => change.upload !== null).map((change) => change.entry.recordId);
  const seqs = changes.map((change) => change.entry.seq).filter((seq): seq is number => seq !== undefined);
  const tables = [
    db.outbox,
    db.files,
    db.categories,
    db.stockMovements,
    ...adoptions.map(({ entry }) => db.table(tableOfCollection(entry.collection))),
  ];

  await db.transaction('rw', tables, async () => {
    await db.outbox.bulkDelete(seqs);
    for (const id of uploaded) await markUploaded(db, id);
    await adoptServerRecords(db, adoptions);
    await takeServerQuantities(db, stock.quantities);
    await takeServerFigures(db, stock.figures);
  });
  for (const id of uploaded) forgetUploadAttempts(id);
}
