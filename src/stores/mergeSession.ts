import { createStore, type StoreApi } from 'zustand/vanilla';
import type { RecordOutcome } from '../db/orderLines';
import type { MergeRecording } from '../db/mergeRecording';
import { localDateKey, orderDateProblem, orderLineDrafts, type OrderLineDraft } from '../domain/orders/orderLines';
import type { MergeBatchDetails } from '../domain/orders/mergeBatch';
import { causeMessage } from '../domain/errors';
import { stockNotTakenMessage, type StockShortfall } from '../domain/inventory/orderStock';
import type { Catalogue } from '../domain/records';
import type { MergeSummary } from '../domain/labels/mergeSummary';
import { MERGE_FAILED, readFailedMessage } from '../domain/labels/messages';
import { DEFAULT_SORT_CONFIG, isSortDirection, isSortKey, type LabelSortConfig } from '../domain/labels/sortConfig';
import type { MergeBatchFile, Platform } from '../domain/records';
import type { LabelMerge } from '../../workers/labelsClient';
import type { LabelFileInput, MergeProgress } from '../../workers/labels/mergeLabels';
import { createLongJob } from './longJob';

/** What the user chose for the next merge, remembered across visits. */
export interface MergeOptions {
  sort: LabelSortConfig;
  keepDuplicates: boolean;
  pickList: boolean;
}

export const DEFAULT_MERGE_OPTIONS: MergeOptions = { sort: { ...DEFAULT_SORT_CONFIG }, keepDuplicates: false, pickList: false };
export const MERGE_OPTIONS_KEY = 'labelMergeOptions';

interface RecordedOrders extends Omit<RecordOutcome, 'recorded'> {
  date: string;
  recorded: number;
  /** The merge batch the lines were recorded with. */
  batchId: string;
}

/** SPEC section 3's merge state, plus what the screen shows around it. */
export interface MergeSessionState {
  amazonFiles: File[];
  flipkartFiles: File[];
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
  /** Who merges (the signed-in user's e-mail) and on which station, for the batch. */
  mergedBy?: () => string;
  station?: string;
  /** Where the options are remembered; null keeps them for this session only. */
  storage: Storage | null;
  objectUrls?: ObjectUrls;
  now?: () => Date;
}

const BROWSER_URLS: ObjectUrls = { create: (blob) => URL.createObjectURL(blob), revoke: (url) => URL.revokeObjectURL(url) };

const filesKey = (platform: Platform) => (platform === 'amazon' ? 'amazonFiles' : 'flipkartFiles');

function readOptions(storage: Storage | null): MergeOptions {
  let saved: unknown;
  try {
    saved = JSON.parse(storage?.getItem(MERGE_OPTIONS_KEY) ?? 'null');
  } catch {
    saved = null;
  }
  if (!saved || typeof saved !== 'object') return DEFAULT_MERGE_OPTIONS;
  const {
    sort = {},
    keepDuplicates,
    pickList,
  } = saved as { sort?: Record<string, unknown>; keepDuplicates?: unknown; pickList?: unknown };
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
  const defaults = DEFAULT_MERGE_OPTIONS.sort;
  const primary = text(sort.primarySort);
  const secondary = text(sort.secondarySort);
  const order = text(sort.sortOrder);
  const categoryOrder = Array.isArray(sort.categoryOrder) ? sort.categoryOrder.filter((name) => typeof name === 'string') : [];
  return {
    sort: {
      primarySort: isSortKey(primary) ? primary : defaults.primarySort,
      secondarySort: isSortKey(secondary) ? secondary : defaults.secondarySort,
      sortOrder: isSortDirection(order) ? order : defaults.sortOrder,
      groupByCategory: flag(sort.groupByCategory, defaults.groupByCategory),
      prioritizeActiveCategories: flag(sort.prioritizeActiveCategories, defaults.prioritizeActiveCategories),
      sortCategoriesAlphabetically: flag(sort.sortCategoriesAlphabetically, defaults.sortCategoriesAlphabetically),
      ...(categoryOrder.length ? { categoryOrder } : {}),
    },
    keepDuplicates: flag(keepDuplicates, DEFAULT_MERGE_OPTIONS.keepDuplicates),
    pickList: flag(pickList, DEFAULT_MERGE_OPTIONS.pickList),
  };
}

function writeOptions(storage: Storage | null, options: MergeOptions): void {
  try {
    storage?.setItem(MERGE_OPTIONS_KEY, JSON.stringify(options));
  } catch {
    // A full or blocked storage only means the choice is not remembered next time.
  }
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

    /**
     * Records the merge's batch, order lines and stock in one local transaction, before the PDF
     * is offered: a tab closed at any moment leaves all of it or none of it (issue 12).
     */
    const recordOrders = async (summary: MergeSummary, catalogue: Catalogue, files: MergeBatchFile[]): Promise<boolean> => {
      const today = localDateKey(now());
      const date = get().orderDate ?? today;
      const problem = orderDateProblem(date, today);
      if (problem) {
        set({ recordError: problem });
        return true;
      }
      const details: MergeBatchDetails = { date, createdBy: mergedBy(), station, files };
      const outcome = await job.start(() => recordMerge(details, orderLineDrafts(summary.lines, catalogue, date)));
      if (outcome.status === 'failed') set({ recordError: `Order lines were not recorded: ${causeMessage(outcome.error)}` });
      if (outcome.status === 'dropped') return false;
      if (outcome.status === 'failed') return true;
      const { batch, recorded, alreadyRecorded, withoutOrderId, stock } = outcome.value;
      set({
        recordedOrders: { date, recorded: recorded.length, alreadyRecorded, withoutOrderId, batchId: batch.id },
        stockShortfalls: stock.shortfalls,
        stockFailures: stock.failed.map(stockNotTakenMessage),
      });
      return true;
    };

    return {
      amazonFiles: [],
      flipkartFiles: [],
      finalPdf: null,
      summary: null,
      loading: false,
      error: null,
      progress: null,
      options: readOptions(storage),
      orderDate: null,
      recordedOrders: null,
      recordError: null,
      stockShortfalls: [],
      stockFailures: [],

      addFiles(platform, files) {
        if (!files.length) return;
        const key = filesKey(platform);
        set({ [key]: [...get()[key], ...files] });
      },

      removeFile(platform, position) {
        const key = filesKey(platform);
        set({ [key]: get()[key].filter((_, at) => at !== position) });
      },

      clearFiles(platform) {
        set({ [filesKey(platform)]: [] });
      },

      clearAll() {
        job.cancel();
        set({
          amazonFiles: [],
          flipkartFiles: [],
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
        set({
          loading: true,
          error: null,
          progress: null,
          recordedOrders: null,
          recordError: null,
          stockShortfalls: [],
          stockFailures: [],
        });
        const { amazonFiles, flipkartFiles, options } = get();
        const outcome = await job.start(async (control) =>
          merge(
            {
              amazon: await readInputs(amazonFiles),
              flipkart: await readInputs(flipkartFiles),
              catalogue,
              sort: options.sort,
              keepDuplicates: options.keepDuplicates,
              pickList: options.pickList,
            },
            control,
          ),
        );
        if (outcome.status === 'failed') {
          const { error } = outcome;
          set({ loading: false, progress: null, error: error instanceof Error && error.message ? error.message : MERGE_FAILED });
        }
        if (outcome.status !== 'done') return;
        const { pdf, summary } = outcome.value;
        // Pages per file are not reported by the merge yet: 0 until it does.
        const files: MergeBatchFile[] = [
          ...amazonFiles.map((file) => ({ name: file.name, platform: 'amazon' as const, pages: 0 })),
          ...flipkartFiles.map((file) => ({ name: file.name, platform: 'flipkart' as const, pages: 0 })),
        ];
        // A merge cleared or replaced while its orders were recorded offers nothing.
        if (!(await recordOrders(summary, catalogue, files))) return;
        const url = objectUrls.create(new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
        set({ finalPdf: replacePdf(url), summary, loading: false, progress: null });
      },

      cancelMerge() {
        if (job.cancel()) set({ loading: false, progress: null });
      },
    };
  });
}
