import type { LabelPlatform } from '../../marketplaces';
import type { CatalogueIndex } from '../catalogue';
import type { ClearSpace, InkBoxes } from '../clearSpace';
import type { Box } from '../flipkartCrop';
import type { FooterArea } from '../footerArea';
import type { FooterRegions } from '../footerPlacement';
import type { RawItem } from '../labelItems';
import type { PageKind } from '../pageKind';
import type { ParsedOrder } from '../parsedOrder';
import type { TextLine } from '../textLines';

/** What one page's text layer says about its order, as its marketplace's format reads it. */
interface PageText {
  orderId: string;
  items: RawItem[];
  /** An invoice's printed total quantity (Flipkart's 'TOTAL QTY'), checked against the items. */
  totalQuantity: number | null;
  /** The air waybill number; empty when none is printed. */
  awb: string;
  /** The courier the label names (Flipkart's); absent or empty when it names none. */
  courier?: string;
  /** The y of the label's lowest text line, which a footer inside the label stays below. */
  lowestLabelText: number | null;
  /** Where the shown part of the page is blank, measured on what it draws; null when the format does not measure it. */
  clear: ClearSpace | null;
}

/** A page's reading as a reader thread hands it back: catalogue-free, plain data. */
export interface PageReading extends PageText {
  /** 1-based page of the input file. */
  page: number;
  kind: PageKind;
}

/** One output page of a file, before it is told which file it came from. */
export interface OrderPage {
  /** 0-based page of the input file that goes to the output. */
  sourcePage: number;
  /** Null for a page that belongs to no order (a trailing label without its invoice). */
  order: ParsedOrder | null;
  /** Tells the parcels of one order apart: the AWB, else the items read. */
  parcel: string;
  awb: string;
  /** The courier the label names; absent or empty when it names none. */
  courier?: string;
  lowestLabelText: number | null;
  /** The output page's own blank space (PageText). */
  clear: ClearSpace | null;
}

export interface FileOrders<Page = OrderPage> {
  pages: Page[];
  warnings: string[];
  /** Pages that are not what this marketplace's file must hold: the merge stops on any. */
  problems: string[];
}

/** A read file as the format sees it. */
export interface FileReadings {
  name: string;
  pageCount: number;
  readings: readonly PageReading[];
}

/**
 * Where a label image's AWB barcode is, and what it looks like: only the pages of `reads` are
 * decoded, first in the band of the image's height `band` gives (fractions from its top), and the
 * first Code 128 that `isAwb` accepts is the AWB.
 */
export interface LabelBarcode {
  reads(kind: PageKind): boolean;
  band: { top: number; bottom: number };
  isAwb(code: string): boolean;
}

/**
 * Everything the merge needs to know about one marketplace's label files (docs/LABELS.md). Pure: the
 * reader threads, the merge, the output, the command line and the screen ask this and nothing else.
 */
export interface LabelFormat {
  /** Its row in the marketplace table, which names it. */
  platform: LabelPlatform;
  /**
   * Whether a page's text (pageText: its lines joined, without spaces) is one of this
   * marketplace's pages, by marks no other marketplace prints; null when it is not.
   */
  recognisePage(text: string): PageKind | null;
  /** docs/SPEC.md §5: the quantity used when none can be read at all. */
  defaultQuantity: number;
  /** 1-based pages whose text layer is read. */
  textPages(pageCount: number): number[];
  /** 0-based pages that may go to the output. */
  outputPages(pageCount: number): number[];
  /**
   * Whether the footer that the 1-based page's reading places is placed by what the page draws:
   * only those pages have their ink measured, the costliest part of reading a page after its text.
   */
  measuresInk(page: number): boolean;
  /**
   * Reads one page's lines; `media` is the page's media box, `ink` what the page draws (null when
   * `measuresInk` says the page is not measured).
   */
  readPage(lines: readonly TextLine[], media: Box, ink: InkBoxes | null): PageText;
  /** For a format whose label pages are images (Amazon): where its AWB barcode is read (LabelBarcode). */
  labelBarcode?: LabelBarcode;
  /** The file's output pages and their orders, or the problems that stop the merge. */
  toOrders(file: FileReadings, catalogue: CatalogueIndex): FileOrders;
  /**
   * The part of the page that is the label, or null to output the page whole; `lowestLabelText`
   * is the page's reading's, for a format whose label ends where its text does (Meesho).
   */
  crop(media: Box, lowestLabelText: number | null): Box | null;
  /**
   * Where the footer goes on the shown part of the page (the crop, else the media box): fixed
   * lines (none when there is no clear room for one), or clear regions it fills at the largest
   * size that holds it.
   */
  footerArea(shown: Box, lowestLabelText: number | null, clear: ClearSpace | null): FooterArea | FooterRegions;
}

/** The items as read, in order: the parcel key of a page that has no AWB. */
export function itemsSignature(order: ParsedOrder): string {
  return order.items.map((item) => `${item.sku}\u0001${item.quantity}\u0001${item.name}`).join('\u0002');
}

/** Every page of a file, 1-based. */
export const everyPage = (pageCount: number) => Array.from({ length: pageCount }, (_, at) => at + 1);

/** A reading for each listed page, even one the reader did not return (then empty). */
export function readingsByPage(readings: readonly PageReading[]): (page: number) => PageReading | undefined {
  const byPage = new Map(readings.map((reading) => [reading.page, reading]));
  return (page) => byPage.get(page);
}
