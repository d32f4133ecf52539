import type { RecordOutcome } from '../db/orderLines';
import type { StockPlanEntry, StockShortfall } from '../domain/inventory/orderStock';
import type { MergeSummary } from '../domain/labels/mergeSummary';
import type { LabelSortConfig } from '../domain/labels/sortConfig';
import type { Catalogue, Platform } from '../domain/records';
import type { MergeProgress } from '../../workers/labels/mergeLabels';
import type { KeptFiles } from './mergeFiles';
import type { MergeOptions } from './mergeOptions';

interface RecordedOrders extends Omit<RecordOutcome, 'recorded' | 'filled'> {
  date: string;
  recorded: number;
  /** The merge batch the lines were recorded with. */
  batchId: string;
}

/** docs/SPEC.md §3's merge state, plus what the screen shows around it. */
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
  /** Whether the options are unfolded; a result folds them, its place is theirs. */
  optionsShown: boolean;
  /** yyyy-MM-dd of the day the orders are recorded for; null is today, whenever the merge runs. */
  orderDate: string | null;
  recordedOrders: RecordedOrders | null;
  recordError: string | null;
  /**
   * A merge read but not recorded yet because its lines would take categories below 0: shown
   * under the merge button, to be merged anyway or given up. Null when nothing waits.
   */
  stockPlan: StockPlanEntry[] | null;
  /** Categories the recorded lines took below 0: shown as a warning before the user prints. */
  stockShortfalls: StockShortfall[];
  /** Why some recorded lines' stock was not taken: the merge stands, and the user should know. */
  stockFailures: string[];
  /** The merged PDF (and the downloads, when asked) in Files, once the merge is recorded. */
  keptFiles: KeptFiles | null;
  addFiles: (platform: Platform, files: readonly File[]) => void;
  removeFile: (platform: Platform, position: number) => void;
  clearFiles: (platform: Platform) => void;
  clearAll: () => void;
  setOptions: (changes: Partial<Omit<MergeOptions, 'sort'>> & { sort?: Partial<LabelSortConfig> }) => void;
  setOrderDate: (date: string | null) => void;
  /** Unfolds or folds the options, remembered on this station. */
  showOptions: (shown: boolean) => void;
  startMerge: (catalogue: Catalogue) => Promise<void>;
  /** Records the merge waiting on its stock plan, and offers its PDF. */
  mergeAnyway: () => Promise<void>;
  /** Cancels a running merge, or gives up the one waiting on its stock plan: nothing is recorded. */
  cancelMerge: () => void;
}
