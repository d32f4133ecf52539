import { createStore, type StoreApi } from 'zustand/vanilla';
import type { MergeRecording } from '../db/mergeRecording';
import { localDateKey, orderDateProblem, orderLineDrafts, type OrderLineDraft } from '../domain/orders/orderLines';
import type { MergeBatchDetails } from '../domain/orders/mergeBatch';
import { causeMessage } from '../domain/errors';
import { planShortfalls, stockNotTakenMessage, type StockPlanEntry } from '../domain/inventory/orderStock';
import type { Catalogue } from '../domain/records';
import type { MergeSummary } from '../domain/labels/mergeSummary';
import { MERGE_FAILED, readFailedMessage } from '../domain/labels/messages';
import { labelFormats, perFormat } from '../domain/labels/formats/registry';
import type { Platform } from '../domain/records';
import type { LabelMerge } from '../../workers/labelsClient';
import type { LabelFileInput, MergeProgress } from '../../workers/labels/mergeLabels';
import { recordEvent } from './analytics';
import { createLongJob } from './longJob';
import { type DayMergedLabels, type KeepFiles, type KeptFiles, keepMergeFiles } from './mergeFiles';
import { readOptions, readOptionsShown, writeOptions, writeOptionsShown } from './mergeOptions';
import type { MergeSessionState } from './mergeSessionState';

interface ObjectUrls {
  create: (blob: Blob) => string;
  revoke: (url: string) => void;
}

export interface MergeSessionDependencies {
  merge: LabelMerge;
  /**
   * Records the merge as one batch with its new order lines and their stock, all or nothing
   * (db/mergeRecording.ts), before the merged PDF is offered; stamped at `now`.
   */
  recordMerge: (details: MergeBatchDetails, drafts: readonly OrderLineDraft[], now: Date) => Promise<MergeRecording>;
  /** What the lines not recorded yet would take from each category (db/mergeRecording.ts); none checks nothing. */
  stockPlan?: (drafts: readonly OrderLineDraft[]) => Promise<StockPlanEntry[]>;
  /** Stores a recorded merge's files as the day's files of its batch; none keeps nothing. */
  keepFiles?: KeepFiles;
  /**
   * The day's merged labels in Files: a re-merge that records nothing new adds none when the day
   * has one (plain users can neither replace a stored file's bytes nor delete it). None stores every merge.
   */
  dayMergedLabels?: DayMergedLabels;
  /** Who merges (the signed-in user's e-mail) and on which station, for the batch. */
  mergedBy?: () => string;
  station?: string;
  /** Where the options are remembered; null keeps them for this session only. */
  storage: Storage | null;
  objectUrls?: ObjectUrls;
  /** The clock that dates what the merge records: the server's when the station knows it (stores/serverClock.ts). */
  now?: () => Date;
  /**
   * Brings that clock up to date (measures the server's when online); it runs beside the merge,
   * which dates nothing before it ends: a clock set right since the last check dates this merge.
   */
  checkClock?: () => Promise<void>;
}

const BROWSER_URLS: ObjectUrls = { create: (blob) => URL.createObjectURL(blob), revoke: (url) => URL.revokeObjectURL(url) };

const noFiles = () => perFormat((): File[] => []);

/** Every marketplace's files, counted. */
export const countFiles = (files: Record<Platform, File[]>) => Object.values(files).reduce((sum, list) => sum + list.length, 0);

/** A merge read, with the downloads to keep beside it in Files (none unless the user asked). */
interface Merged {
  /** The PDF in parts, in order. */
  pdf: Uint8Array[];
  summary: MergeSummary;
  inputs: File[];
}

async function readInputs(files: readonly File[]): Promise<LabelFileInput[]> {
  return Promise.all(
    files.map(async (file) => {
      try {
        // The File itself goes along: the page readers read it there, not from a copy of its bytes.
        return { name: file.name, data: await file.arrayBuffer(), source: file };
      } catch (error) {
        throw new Error(readFailedMessage([file.name]), { cause: error });
      }
    }),
  );
}

export function createMergeSessionStore(dependencies: MergeSessionDependencies): StoreApi<MergeSessionState> {
  const {
    merge,
    recordMerge,
    stockPlan,
    keepFiles,
    dayMergedLabels,
    mergedBy = () => '',
    station = '',
    storage,
    objectUrls = BROWSER_URLS,
    now = () => new Date(),
    checkClock = () => Promise.resolve(),
  } = dependencies;

  return createStore<MergeSessionState>()((set, get) => {
    /** The merge, then the recording of its orders and stock: clearing or a new merge drops what is left of it. */
    const job = createLongJob<MergeProgress>((progress) => set({ progress }));
    const replacePdf = (url: string | null) => {
      const old = get().finalPdf;
      if (old) objectUrls.revoke(old);
      return url;
    };

    /** Storing a recorded merge's files: a new merge or clearing drops what it would show. */
    const keeping = createLongJob();

    /** A merge read and waiting on its stock plan; it is recorded only by mergeAnyway. */
    let waiting: { merged: Merged; date: string; drafts: OrderLineDraft[] } | null = null;

    /**
     * Records the merge's batch, order lines and stock in one local transaction, before the PDF
     * is offered: a tab closed at any moment leaves all of it or none of it (docs/SPEC.md §13).
     * Returns false when the merge was cleared or replaced meanwhile.
     */
    const recordOrders = async (summary: MergeSummary, date: string, drafts: OrderLineDraft[]): Promise<boolean> => {
      const details: MergeBatchDetails = { date, createdBy: mergedBy(), station, files: summary.files };
      const outcome = await job.start(() => recordMerge(details, drafts, now()));
      if (outcome.status === 'dropped') return false;
      if (outcome.status === 'failed') {
        set({ recordError: `Order lines were not recorded: ${causeMessage(outcome.error)}` });
        return true;
      }
      const { batch, recorded, alreadyRecorded, withoutOrderId, stock } = outcome.value;
      set({
        recordedOrders: { date, recorded: recorded.length, alreadyRecorded, withoutOrderId, batchId: batch.id },
        stockShortfalls: stock.shortfalls,
        stockFailures: stock.failed.map(stockNotTakenMessage),
      });
      return true;
    };

    /** The result takes the options' place: they fold. */
    const offer = ({ pdf, summary }: Merged): Blob => {
      const blob = new Blob(pdf as Uint8Array<ArrayBuffer>[], { type: 'application/pdf' });
      set({
        finalPdf: replacePdf(objectUrls.create(blob)),
        summary,
        loading: false,
        progress: null,
        stockPlan: null,
        optionsShown: false,
      });
      return blob;
    };

    /** After the PDF is offered: a failure to store is shown and the PDF stays usable. */
    const keep = async (merged: Merged, pdf: Blob, date: string) => {
      const recorded = get().recordedOrders;
      if (!keepFiles || !recorded?.batchId) return;
      const { batchId } = recorded;
      // The same labels merged again (another sort, a retry) would otherwise store another copy each time.
      const nothingNew = recorded.recorded === 0 && recorded.alreadyRecorded > 0;
      set({ keptFiles: { status: 'saving' } });
      const files = { pdf, inputs: merged.inputs, date, batchId, pages: merged.summary.pages, mergedAt: now() };
      const outcome = await keeping.start(async (): Promise<KeptFiles> => {
        // A station that cannot read its files stores the merge, as it always did.
        const stored = nothingNew && dayMergedLabels ? await dayMergedLabels(date).catch(() => []) : [];
        if (stored.length) return { status: 'already' };
        return keepMergeFiles(keepFiles, files);
      });
      if (outcome.status === 'done') set({ keptFiles: outcome.value });
    };

    const recordAndOffer = async (merged: Merged, date: string, drafts: OrderLineDraft[]) => {
      if (!(await recordOrders(merged.summary, date, drafts))) return;
      await keep(merged, offer(merged), date);
    };

    /**
     * The stock check runs before anything is recorded: a merge whose lines would take a category
     * below 0 waits, with its plan shown, until the user merges anyway or gives it up.
     */
    const checkStockThenRecord = async (merged: Merged, catalogue: Catalogue) => {
      const today = localDateKey(now());
      const date = get().orderDate ?? today;
      const problem = orderDateProblem(date, today);
      if (problem) {
        set({ recordError: problem });
        offer(merged);
        return;
      }
      const drafts = orderLineDrafts(merged.summary.lines, catalogue, date);
      if (stockPlan) {
        const planned = await job.start(() => stockPlan(drafts));
        if (planned.status === 'dropped') return;
        if (planned.status === 'done' && planShortfalls(planned.value).length) {
          waiting = { merged, date, drafts };
          set({ stockPlan: planned.value, loading: false, progress: null });
          return;
        }
      }
      await recordAndOffer(merged, date, drafts);
    };

    return {
      files: noFiles(),
      finalPdf: null,
      summary: null,
      loading: false,
      error: null,
      progress: null,
      options: readOptions(storage),
      optionsShown: readOptionsShown(storage),
      orderDate: null,
      recordedOrders: null,
      recordError: null,
      stockPlan: null,
      stockShortfalls: [],
      stockFailures: [],
      keptFiles: null,

      addFiles(platform, added) {
        if (!added.length) return;
        const { files } = get();
        set({ files: { ...files, [platform]: [...files[platform], ...added] } });
      },

      removeFile(platform, position) {
        const { files } = get();
        set({ files: { ...files, [platform]: files[platform].filter((_, at) => at !== position) } });
      },

      clearFiles(platform) {
        set({ files: { ...get().files, [platform]: [] } });
      },

      clearAll() {
        job.cancel();
        keeping.cancel();
        waiting = null;
        set({
          stockPlan: null,
          files: noFiles(),
          finalPdf: replacePdf(null),
          summary: null,
          loading: false,
          error: null,
          progress: null,
          recordedOrders: null,
          recordError: null,
          stockShortfalls: [],
          stockFailures: [],
          keptFiles: null,
        });
      },

      setOptions(changes) {
        const current = get().options;
        const options = { ...current, ...changes, sort: { ...current.sort, ...changes.sort } };
        writeOptions(storage, options);
        set({ options });
      },

      setOrderDate(date) {
        set({ orderDate: date });
      },

      showOptions(shown) {
        writeOptionsShown(storage, shown);
        set({ optionsShown: shown });
      },

      async startMerge(catalogue) {
        waiting = null;
        keeping.cancel();
        set({
          stockPlan: null,
          loading: true,
          error: null,
          progress: null,
          recordedOrders: null,
          recordError: null,
          stockShortfalls: [],
          stockFailures: [],
          keptFiles: null,
        });
        const { files, options } = get();
        const inputs = options.keepInputs ? labelFormats().flatMap((format) => files[format.platform]) : [];
        const started = Date.now();
        const clockChecked = checkClock();
        const outcome = await job.start(async (control) => {
          const merged = await merge(
            {
              ...Object.fromEntries(
                await Promise.all(Object.entries(files).map(async ([platform, list]) => [platform, await readInputs(list)])),
              ),
              catalogue,
              sort: options.sort,
              keepDuplicates: options.keepDuplicates,
              pickList: options.pickList,
              layout: options.layout,
            },
            control,
          );
          await clockChecked;
          return merged;
        });
        if (outcome.status === 'failed') {
          const { error } = outcome;
          set({ loading: false, progress: null, error: error instanceof Error && error.message ? error.message : MERGE_FAILED });
        }
        if (outcome.status !== 'done') return;
        const { pages, files: merged } = outcome.value.summary;
        recordEvent('merge', { pages, files: merged.length, seconds: (Date.now() - started) / 1000 });
        await checkStockThenRecord({ ...outcome.value, inputs }, catalogue);
      },

      async mergeAnyway() {
        if (!waiting) return;
        const { merged, date, drafts } = waiting;
        waiting = null;
        set({ loading: true, stockPlan: null });
        await recordAndOffer(merged, date, drafts);
      },

      cancelMerge() {
        if (job.cancel()) set({ loading: false, progress: null });
        if (waiting) {
          waiting = null;
          set({ stockPlan: null });
        }
      },
    };
  });
}
