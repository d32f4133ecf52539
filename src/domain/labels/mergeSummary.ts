import type { Platform } from '../records';
import type { DuplicateOrder } from './orderChecks';

/** One output page of the merge, as the summary list and the day's order lines need it. */
export interface SummaryLine {
  /** 1-based, counted after the pick list pages. */
  page: number;
  platform: Platform;
  orderId: string;
  sku: string;
  name: string;
  quantity: number;
  category: string;
}

export interface MergeSummary {
  pages: number;
  lines: SummaryLine[];
  duplicates: DuplicateOrder[];
  warnings: string[];
}
