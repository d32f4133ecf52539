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
  /** The courier the label names; absent or empty when it names none. */
  courier?: string;
  /** Tells the parcels of one order apart (OrderOccurrence.parcel): the same order id and parcel twice is the same page twice. */
  parcel: string;
  sku: string;
  name: string;
  quantity: number;
  category: string;
  /** The order's items one by one; the line's sku and name join them with ' && '. */
  items: SummaryItem[];
}

/** A SKU the catalogue does not know, once, with every page it was found on; '' for items without a SKU. */
export interface UnknownSku {
  sku: string;
  /** 'file.pdf page 7', in reading order. */
  where: string[];
}

/** The unknown SKU as one warning line, for the command line. */
export const unknownSkuWarning = ({ sku, where }: UnknownSku): string =>
  sku ? `SKU ${sku} is not in the catalogue (Uncategorized): ${where.join(', ')}` : `No SKU found: ${where.join(', ')}`;

export interface MergeSummary {
  pages: number;
  /** Every file merged, with its page count, in the order given: the batch remembers them. */
  files: MergeBatchFile[];
  lines: SummaryLine[];
  duplicates: DuplicateOrder[];
  /** Each SKU the catalogue does not know, once: its labels sort as Uncategorized. */
  unknownSkus: UnknownSku[];
  /** What else the merge noticed (skipped files, footers cut short). */
  warnings: string[];
}
