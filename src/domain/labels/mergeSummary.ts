import type { MergeBatchFile, Platform } from '../records';
import type { DuplicateOrder } from './orderChecks';

/** One item of an order, with the category the catalogue gives its SKU. */
export interface SummaryItem {
  sku: string;
  name: string;
  quantity: number;
  category: string;
}

/** One output page of the merge, as the summary list and the day's order lines need it. */
export interface SummaryLine {
  /** 1-based page of the output PDF; pick-list pages, when asked for, come first. */
  page: number;
  platform: Platform;
  /** Empty for a page that belongs to no order (a trailing label without its invoice). */
  orderId: string;
  /** Flipkart's air waybill number of this parcel; empty when none is printed (and for Amazon). */
  awb: string;
  sku: string;
  name: string;
  quantity: number;
  category: string;
  /** The order's items one by one; the line's sku and name join them with ' && '. */
  items: SummaryItem[];
}

export interface MergeSummary {
  pages: number;
  /** Every file merged, with its page count, in the order given: the batch remembers them. */
  files: MergeBatchFile[];
  lines: SummaryLine[];
  duplicates: DuplicateOrder[];
  warnings: string[];
}
