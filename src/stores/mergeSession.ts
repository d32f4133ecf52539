import { createStore, type StoreApi } from 'zustand/vanilla';
import type { RecordOutcome } from '../db/orderLines';
import type { MergeRecording } from '../db/mergeRecording';
import { localDateKey, orderDateProblem, orderLineDrafts, type OrderLineDraft } from '../domain/orders/orderLines';
import type { MergeBatchDetails } from '../domain/orders/mergeBatch';
import { causeMessage } from '../domain/errors';
import { planShortfalls, stockNotTakenMessage, type StockPlanEntry, type StockShortfall } from '../domain/inventory/orderStock';
import type { Catalogue } from '../domain/records';
import type { MergeSummary } from '../domain/labels/mergeSummary';
import { MERGE_FAILED, readFailedMessage } from '../domain/labels/messages';
import { perFormat } from '../domain/labels/formats/registry';
import type { LabelSortConfig } from '../domain/labels/sortConfig';
import type { Platform } from '../domain/records';
import type { LabelMerge } from '../../workers/labelsClient';
import type { LabelFileInput, MergeProgress } from '../../workers/labels/mergeLabels';
import { recordEvent } from './analytics';
import { createLongJob } from './longJob';
import { type MergeOptions, readOptions, writeOptions } from './mergeOptions';

interface RecordedOrders extends Omit<RecordOutcome, 'recorded'> {
  date: string;
  recorded: number;
  /** The merge batch the lines were recorded with. */
  batchId: string;
}

/** SPEC section 3's merge state, plus what the screen shows around it. */
export interface MergeSessionState {
  /** Each marketplace's files, in the order they will be read. */
  files: Record<Platform, File[]>;
  /** Object URL of the merged PDF. */
  finalPdf: string | null;
  summary: MergeSummary | null;
  loading: boolean;
  error: string | null;
  progress: MergeProgress | null;
  options: MergeOptions;
  /** yyyy-MM-dd of the day the orders are recorded for; null is today, whenever the merge runs. */
  orderDate: string | null;
  recordedOrders: RecordedOrders | null;
  recordError: string | null;
  /**
   * A merge read but not recorded yet because its lines would take categories below 0: shown
   * above the merge button, to be merged anyway or given up. Null when nothing waits.
   */
  stockPlan: StockPlanEntry[] | null;
  /** Categories the recorded lines took below 0: shown as a warning before the user prints. */
  stockShortfalls: StockShortfall[];
  /** Why some recorded lines' stock was not taken: the merge stands, and the user should know. */
  stockFailures: string[];
  addFiles: (platform: Platform, files: readonly File[]) => void;
  removeFile: (platform: Platform, position: number) => void;
  clearFiles: (platform: Platform) => void;
  clearAll: () => void;
  setOptions: (changes: Partial<Omit<MergeOptions, 'sort'>> & { sort?: Partial<LabelSortConfig> }) => void;
  setOrderDate: (date: string | null) => void;
  startMerge: (catalogue: Catalogue) => Promise<void>;
  /** Records the merge waiting on its stock plan, and offers its PDF. */
  mergeAnyway: () => Promise<void>;
  /** Cancels a running merge, or gives up the one waiting on its stock plan: nothing is recorded. */
  cancelMerge: () => void;
}

interface ObjectUrls {
  create: (blob: Blob) => string;
  revoke: (url: string) => void;
}

export interface MergeSessionDependencies {
  merge: LabelMerge;
  /**
   * Records the merge as one batch with its new order lines and their stock, all or nothing
   * (db/mergeRecording.ts), before the merged PDF is offered.
   */
  recordMerge: (details: MergeBatchDetails, drafts: readonly OrderLineDraft[]) => Promise<MergeRecording>;
  /** What the lines not recorded yet would take from each category (db/mergeRecording.ts); none checks nothing. */
  stockPlan?: (drafts: readonly OrderLineDraft[]) => Promise<StockPlanEntry[]>;
  /** Who merges (the signed-in user's e-mail) and on which station, for the batch. */
  mergedBy?: () => string;
  station?: string;
  /** Where the options are remembered; null keeps them for this session only. */
  storage: Storage | null;
  objectUrls?: ObjectUrls;
  now?: () => Date;
}

const BROWSER_URLS: ObjectUrls = { create: (blob) => URL.createObjectURL(blob), revoke: (url) => URL.revokeObjectURL(url) };

const noFiles = () => perFormat((): File[] => []);

/** Every marketplace's files, counted. */
export const countFiles = (files: Record<Platform, File[]>) => Object.values(files).reduce((sum, list) => sum + list.length, 0);

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
    mergedBy = () => '',
    station = '',
    storage,
    objectUrls = BROWSER_URLS,
    now = () => new Date(),
  } = dependencies;

  return createStore<MergeSessionState>()((set, get) => {
    /** The merge, then the recording of its orders and stock: clearing or a new merge drops what is left of it. */
    const job = createLongJob<MergeProgress>((progress) => set({ progress }));
    const replacePdf = (url: string | null) => {
      const old = get().finalPdf;
      if (old) objectUrls.revoke(old);
      return url;
    };

    /** A merge read and waiting on its stock plan; it is recorded only by mergeAnyway. */
    let waiting: { pdf: Uint8Array; summary: MergeSummary; date: string; drafts: OrderLineDraft[] } | null = null;

    /**
     * Records the merge's batch, order lines and stock in one local transaction, before the PDF
     * is offered: a tab closed at any moment leaves all of it or none of it (issue 12).
     * Returns false when the merge was cleared or replaced meanwhile.
     */
    const recordOrders = async (summary: MergeSummary, date: string, drafts: OrderLineDraft[]): Promise<boolean> => {
      const details: MergeBatchDetails = { date, createdBy: mergedBy(), station, files: summary.files };
      const outcome = await job.start(() => recordMerge(details, drafts));
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

    const offer = (pdf: Uint8Array, summary: MergeSummary) => {
      const url = objectUrls.create(new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
      set({ finalPdf: replacePdf(url), summary, loading: false, progress: null, stockPlan: null });
    };

    const recordAndOffer = async (pdf: Uint8Array, summary: MergeSummary, date: string, drafts: OrderLineDraft[]) => {
      if (await recordOrders(summary, date, drafts)) offer(pdf, summary);
    };

    /**
     * The stock check runs before anything is recorded: a merge whose lines would take a category
     * below 0 waits, with its plan shown, until the user merges anyway or gives it up.
     */
    const checkStockThenRecord = async (pdf: Uint8Array, summary: MergeSummary, catalogue: Catalogue) => {
      const today = localDateKey(now());
      const date = get().orderDate ?? today;
      const problem = orderDateProblem(date, today);
      if (problem) {
        set({ recordError: problem });
        offer(pdf, summary);
        return;
      }
      const drafts = orderLineDrafts(summary.lines, catalogue, date);
      if (stockPlan) {
        const planned = await job.start(() => stockPlan(drafts));
        if (planned.status === 'dropped') return;
        if (planned.status === 'done' && planShortfalls(planned.value).length) {
          waiting = { pdf, summary, date, drafts };
          set({ stockPlan: planned.value, loading: false, progress: null });
          return;
        }
      }
      await recordAndOffer(pdf, summary, date, drafts);
    };

    return {
      files: noFiles(),
      finalPdf: null,
      summary: null,
      loading: false,
      error: null,
      progress: null,
      options: readOptions(storage),
      orderDate: null,
      recordedOrders: null,
      recordError: null,
      stockPlan: null,
      stockShortfalls: [],
      stockFailures: [],

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

      async startMerge(catalogue) {
        waiting = null;
        set({
          stockPlan: null,
          loading: true,
          error: null,
          progress: null,
          recordedOrders: null,
          recordError: null,
          stockShortfalls: [],
          stockFailures: [],
        });
        const { files, options } = get();
        const started = Date.now();
        const outcome = await job.start(async (control) =>
          merge(
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
          ),
        );
        if (outcome.status === 'failed') {
          const { error } = outcome;
          set({ loading: false, progress: null, error: error instanceof Error && error.message ? error.message : MERGE_FAILED });
        }
        if (outcome.status !== 'done') return;
        const { pages, files: merged } = outcome.value.summary;
        recordEvent('merge', { pages, files: merged.length, seconds: (Date.now() - started) / 1000 });
        await checkStockThenRecord(outcome.value.pdf, outcome.value.summary, catalogue);
      },

      async mergeAnyway() {
        if (!waiting) return;
        const { pdf, summary, date, drafts } = waiting;
        waiting = null;
        set({ loading: true, stockPlan: null });
        await recordAndOffer(pdf, summary, date, drafts);
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
