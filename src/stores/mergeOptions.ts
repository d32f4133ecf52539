import { DEFAULT_OUTPUT_LAYOUT, isOutputLayout, type OutputLayout } from '../domain/labels/outputLayout';
import { DEFAULT_SORT_CONFIG, isSortDirection, isSortKey, type LabelSortConfig } from '../domain/labels/sortConfig';

/** What the user chose for the next merge, remembered across visits. */
export interface MergeOptions {
  sort: LabelSortConfig;
  keepDuplicates: boolean;
  pickList: boolean;
  /** As downloaded (A4) or thermal 4x6: a station's printer decides, so each station remembers its own. */
  layout: OutputLayout;
  /** Also store the marketplaces' downloads with the merged PDF in Files (docs/SPEC.md §15). */
  keepInputs: boolean;
}

export const DEFAULT_MERGE_OPTIONS: MergeOptions = {
  sort: { ...DEFAULT_SORT_CONFIG },
  keepDuplicates: false,
  pickList: false,
  layout: DEFAULT_OUTPUT_LAYOUT,
  keepInputs: false,
};
export const MERGE_OPTIONS_KEY = 'labelMergeOptions';
/** Whether the options panel is unfolded: a screen's arrangement, kept apart from what the merge does. */
const OPTIONS_SHOWN_KEY = 'labelMergeOptionsShown';

export function readOptions(storage: Storage | null): MergeOptions {
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
    layout,
    keepInputs,
  } = saved as {
    sort?: Record<string, unknown>;
    keepDuplicates?: unknown;
    pickList?: unknown;
    layout?: unknown;
    keepInputs?: unknown;
  };
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
      // Off unless asked (docs/SPEC.md §19), so that the stored options of the specification stay as they were.
      ...(flag(sort.groupByCourier, false) ? { groupByCourier: true } : {}),
    },
    keepDuplicates: flag(keepDuplicates, DEFAULT_MERGE_OPTIONS.keepDuplicates),
    pickList: flag(pickList, DEFAULT_MERGE_OPTIONS.pickList),
    layout: isOutputLayout(text(layout)) ? (layout as OutputLayout) : DEFAULT_MERGE_OPTIONS.layout,
    keepInputs: flag(keepInputs, DEFAULT_MERGE_OPTIONS.keepInputs),
  };
}

export function writeOptions(storage: Storage | null, options: MergeOptions): void {
  try {
    storage?.setItem(MERGE_OPTIONS_KEY, JSON.stringify(options));
  } catch {
    // A full or blocked storage only means the choice is not remembered next time.
  }
}

/** Folded unless this station last left the options unfolded. */
export function readOptionsShown(storage: Storage | null): boolean {
  try {
    return storage?.getItem(OPTIONS_SHOWN_KEY) === 'true';
  } catch {
    return false;
  }
}

export function writeOptionsShown(storage: Storage | null, shown: boolean): void {
  try {
    storage?.setItem(OPTIONS_SHOWN_KEY, String(shown));
  } catch {
    // As with the options: only not remembered next time.
  }
}
