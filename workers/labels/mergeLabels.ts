import { EMPTY_CATALOGUE, indexCatalogue } from '../../src/domain/labels/catalogue';
import type { Catalogue } from '../../src/domain/records';
import type { MergeSummary, SummaryLine } from '../../src/domain/labels/mergeSummary';
import { integrityFailedMessage, MERGE_FAILED, NO_FILES, readFailedMessage } from '../../src/domain/labels/messages';
import { buildPickList, type PickItem } from '../../src/domain/labels/pickList';
import { DEFAULT_OUTPUT_LAYOUT, type OutputLayout } from '../../src/domain/labels/outputLayout';
import { labelFormats } from '../../src/domain/labels/formats/registry';
import type { Platform } from '../../src/domain/records';
import { DEFAULT_SORT_CONFIG, type LabelSortConfig } from '../../src/domain/labels/sortConfig';
import type { FooterFontBytes, FooterFonts, FooterFontSource } from './footerFonts';
import { type LabelFile, LabelFileReader, type LabelPage } from './labelFileReader';
import { type LabelPlan, planLabels } from './labelPlan';
import { type Deflate, type Output, OutputDocument, writeOutput } from './outputPdf';
import { portableInflate } from './pdfText/portableInflate';
import { type ReadQueue, startReading } from './readScheduler';
import type { ReaderPool } from './readerPool';

export interface LabelFileInput {
  name: string;
  /** An entry without bytes is skipped (docs/SPEC.md §5). */
  data: ArrayBuffer | Uint8Array | null;
  /**
   * Where a reader can read the same bytes itself: the File in a browser. The readers are then
   * not sent the bytes, and this thread holds each file only while it parses it. (The command
   * line shares its bytes with its reader threads instead: a SharedArrayBuffer is not copied.)
   */
  source?: Blob;
}

/** Each marketplace's files, keyed by platform (`amazon`, `flipkart`, ...); a missing key is none. */
export type MergeFiles = Partial<Record<Platform, LabelFileInput[]>>;

export interface MergeRequest extends MergeFiles {
  catalogue?: Catalogue;
  sort?: Partial<LabelSortConfig>;
  keepDuplicates?: boolean;
  pickList?: boolean;
  /** 'a4' (as downloaded) unless asked. */
  layout?: OutputLayout;
}

/**
 * How far a merge got, in the pages of its stage: the input pages to read (every page of a file
 * whose pages are all checked), then the output pages to write. A day of 301 labels reads 301 pages
 * and writes 301, not 602 of one count.
 */
export interface MergeProgress {
  stage: 'reading' | 'writing';
  done: number;
  total: number;
}

export interface MergeControl {
  onProgress?: (progress: MergeProgress) => void;
  signal?: AbortSignal;
}

export interface MergeEnvironment {
  pool: ReaderPool;
  fonts: FooterFontSource;
  /**
   * Close the pool as soon as every page is read: a one-merge command has no more use for its
   * threads, and their memory is freed while the output, the largest part, is put together.
   */
  closePoolAfterReading?: boolean;
  /**
   * The caller hands the files over: each input's `data` is set to null as the merge takes it,
   * so that its bytes are let go once the file is copied and read rather than held to the end.
   */
  takeInputs?: boolean;
  /**
   * The platform's zlib deflate for what pdf-lib compresses itself (the footer fonts' subsets):
   * Node's native one in the command line, where pdf-lib's own (pako, in JavaScript) took ten
   * times as long at the end of every merge. pako when not given.
   */
  deflate?: Deflate;
}

export interface MergeResult {
  /**
   * The merged PDF in parts, in order (PdfParts): its image and font streams are the input files'
   * own bytes, not copied. `joinBytes` makes them one array.
   */
  pdf: Uint8Array[];
  summary: MergeSummary;
}

/** Names stay unique within a marketplace so that reports point at one file. */
function usableFiles(inputs: readonly LabelFileInput[], warnings: string[], take: boolean): LabelFile[] {
  const seen = new Map<string, number>();
  const files: LabelFile[] = [];
  for (const input of inputs) {
    if (!input.data || input.data.byteLength === 0) {
      warnings.push(`${input.name || 'A file'} is empty and was skipped`);
      continue;
    }
    const count = (seen.get(input.name) ?? 0) + 1;
    seen.set(input.name, count);
    const data = input.data instanceof Uint8Array ? input.data : new Uint8Array(input.data);
    if (take) input.data = null;
    files.push({ name: count > 1 ? `${input.name} (${count})` : input.name, data, source: input.source });
  }
  return files;
}

function pickItems(plan: LabelPlan): PickItem[] {
  return plan.pages.flatMap((planned) => planned.items);
}

function summaryLines(plan: LabelPlan, firstPage: number): SummaryLine[] {
  return plan.pages.map((planned, at) => ({
    page: firstPage + at,
    platform: planned.label.platform,
    orderId: planned.label.order?.orderId ?? '',
    awb: planned.label.awb,
    courier: planned.label.courier ?? '',
    parcel: planned.label.parcel,
    sku: planned.label.order?.sku ?? '',
    name: planned.label.order?.name ?? '',
    quantity: planned.label.order?.quantity ?? 0,
    category: planned.category,
    items: planned.items,
  }));
}

const isAbort = (error: unknown, signal: AbortSignal | undefined) => signal?.aborted && error === signal.reason;

/** Why each file could not be used: a refusal that says why ('is password-protected'), or null. */
type Unreadable = Map<LabelFileReader, string | null>;

/**
 * Errors whose message says why, known by their names: errors from a reader thread come back as
 * plain errors, and decryptPdf.ts's FileRefusedError is known without loading that module.
 */
const REFUSALS = new Set(['PasswordException', 'InflateLimitError', 'FileRefusedError']);

const refusal = (error: unknown) => (error instanceof Error && REFUSALS.has(error.name) ? error.message : null);

function queueForReading(file: LabelFileReader, reading: ReadQueue): void {
  reading.add({
    key: keyOf(file),
    name: file.file.name,
    source: file.readSource,
    platform: file.platform,
    pages: file.textPages(),
  });
}

/**
 * Every file the own parser opens goes to the readers at once, before the output is even made;
 * one it refuses (a stream inflating past the limit) goes nowhere.
 */
/**
 * A turn of the event loop, in which what the readers sent is taken in: a reader done with its
 * chunks is then handed its next. Awaiting a settled promise lets none of it in, and a timer waits
 * 1-4 ms.
 */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}

async function readOpenedAhead(files: readonly LabelFileReader[], reading: ReadQueue, unreadable: Unreadable): Promise<void> {
  for (const file of files) {
    try {
      if (file.openAhead(portableInflate) !== null) queueForReading(file, reading);
    } catch (error) {
      unreadable.set(file, refusal(error));
      file.release();
    }
    // The readers are sent what is queued now, not once every file is opened (~20 ms for a day's).
    await nextTurn();
  }
}

/**
 * Copies each file's pages that may go out into the output while the readers read (parsing with
 * pdf-lib, and only then handing over, the files not opened ahead); then lets the file go.
 */
async function initializeAll(
  files: readonly LabelFileReader[],
  reading: ReadQueue,
  output: OutputDocument,
  unreadable: Unreadable,
  signal?: AbortSignal,
) {
  for (const file of files) {
    // Between files: copying a day's pages took ~90 ms in one go, while a reader thread that had
    // read its chunks waited for this thread to hand it more.
    await nextTurn();
    signal?.throwIfAborted();
    if (unreadable.has(file)) continue;
    try {
      if (!file.openedAhead) {
        await file.initialize();
        queueForReading(file, reading);
      }
      await output.copyFrom(file);
    } catch (error) {
      unreadable.set(file, refusal(error));
    } finally {
      file.release();
    }
  }
}

/**
 * The footer fonts, made once every file is with the readers: fontkit and its data tables take
 * a tenth of a second to load, better spent while the pages are read than before. Laying out
 * each character the first time takes as long again: for a day's pages that is done now too
 * (`warm`), rather than in the footers, which run alone; for a few pages it would only add to them.
 */
async function footerFontsFor(output: OutputDocument, bytes: Promise<FooterFontBytes>, warm: boolean): Promise<FooterFonts> {
  const [{ FooterFonts }, loaded] = await Promise.all([import('./footerFonts'), bytes]);
  const fonts = new FooterFonts(output.document, loaded);
  if (warm) fonts.measure(FOOTER_CHARACTERS, 1);
  return fonts;
}

/** Files refused for a known reason say it; the others are named after 'Failed to read file'. */
function unreadableMessage(files: readonly LabelFileReader[], unreadable: Unreadable): string {
  const listed = files.filter((file) => unreadable.has(file));
  const reasons = listed.map((file) => unreadable.get(file)).filter((reason): reason is string => Boolean(reason));
  const unknown = listed.filter((file) => !unreadable.get(file)).map((file) => file.file.name);
  return [...reasons, ...(unknown.length ? [readFailedMessage(unknown)] : [])].join('; ');
}

/** Pages to read from which the footer fonts are warmed up while they are read (footerFontsFor). */
const WARM_UP_FROM = 50;

/** What footers are mostly made of: printable ASCII and the rupee sign. */
const FOOTER_CHARACTERS = `${Array.from({ length: 0x5f }, (_, at) => String.fromCharCode(0x20 + at)).join('')}₹`;

const keyOf = (file: LabelFileReader) => `${file.platform}:${file.fileIndex}`;

/** Every input of the request, each marketplace's in the registry's order. */
export function requestFiles(request: MergeFiles): LabelFileInput[] {
  return labelFormats().flatMap((format) => request[format.platform] ?? []);
}

/**
 * docs/SPEC.md §4's merge pipeline: each marketplace's files in the registry's order, read in the reader pool
 * while the files are parsed and their pages copied into the output here, then sorted, checked
 * and written as one PDF.
 */
export async function mergeLabels(
  request: MergeRequest,
  environment: MergeEnvironment,
  control: MergeControl = {},
): Promise<MergeResult> {
  const warnings: string[] = [];
  const take = environment.takeInputs ?? false;
  const all = labelFormats().flatMap((format) =>
    usableFiles(request[format.platform] ?? [], warnings, take).map((file, at) => new LabelFileReader(format, file, at)),
  );
  if (!all.length) throw new Error(NO_FILES);
  const { signal } = control;
  const fontBytes = environment.fonts();
  fontBytes.catch(() => undefined);

  let read = 0;
  let toRead = 0;
  const advanceReading = (count: number) => {
    read += count;
    if (toRead) control.onProgress?.({ stage: 'reading', done: Math.min(read, toRead), total: toRead });
  };
  const reading = startReading(environment.pool, { signal, onPagesRead: advanceReading });
  const unreadable: Unreadable = new Map();
  let stopped: unknown;
  await readOpenedAhead(all, reading, unreadable);
  const outputDocument = await OutputDocument.create(environment.deflate);
  await initializeAll(all, reading, outputDocument, unreadable, signal).catch((error: unknown) => {
    stopped = error;
  });
  const readable = all.filter((file) => !unreadable.has(file));
  if (stopped === undefined) {
    toRead = readable.reduce((sum, file) => sum + file.textPages().length, 0);
    advanceReading(0);
  }
  const fonts = footerFontsFor(outputDocument, fontBytes, toRead >= WARM_UP_FROM);
  fonts.catch(() => undefined);
  const outcomes = await reading.finish();
  // Not waited for: the threads' memory goes as they stop, and nothing here needs them stopped
  // (waiting took up to 40 ms, at the end of a one-page merge as of a day's).
  if (environment.closePoolAfterReading) environment.pool.close().catch(() => undefined);
  if (stopped !== undefined) throw stopped;

  const index = indexCatalogue(request.catalogue ?? EMPTY_CATALOGUE);
  const pages: LabelPage[] = [];
  const problems: string[] = [];
  for (const file of readable) {
    const outcome = outcomes.get(keyOf(file));
    if (!outcome?.ok) {
      unreadable.set(file, outcome ? refusal(outcome.error) : null);
      continue;
    }
    const read = file.toPages(outcome.readings, index);
    pages.push(...read.pages);
    warnings.push(...read.warnings);
    problems.push(...read.problems);
  }
  if (unreadable.size) throw new Error(unreadableMessage(all, unreadable));
  if (problems.length) throw new Error(problems.join('; '));

  const config = { ...DEFAULT_SORT_CONFIG, ...request.sort };
  const plan = planLabels(pages, index, config, request.keepDuplicates ?? false);
  const toWrite = plan.pages.length;
  let written = 0;
  let output: Output;
  try {
    output = await writeOutput({
      pages: plan.pages,
      output: outputDocument,
      fonts: await fonts,
      pickList: request.pickList ? buildPickList(pickItems(plan)) : null,
      layout: request.layout ?? DEFAULT_OUTPUT_LAYOUT,
      onPageWritten: () => control.onProgress?.({ stage: 'writing', done: ++written, total: toWrite }),
      signal,
    });
  } catch (error) {
    if (isAbort(error, signal)) throw error;
    throw new Error(MERGE_FAILED, { cause: error });
  }
  const expected = output.pickListPages + plan.pages.length;
  if (output.pageCount !== expected) {
    throw new Error(integrityFailedMessage([`the output has ${output.pageCount} pages instead of ${expected}`]));
  }
  if (output.cutFooters.length) {
    warnings.push(
      `Footers cut short for want of room on the label (see the summary for every item): pages ${output.cutFooters.join(', ')}`,
    );
  }
  if (output.unfooted.length) {
    warnings.push(
      `Footers left off, not printed over the label, as no clear space on it holds one (see the summary for every item): pages ${output.unfooted.join(', ')}`,
    );
  }
  if (output.unsupportedCharacters.length) {
    warnings.push(`Footer characters without a glyph were drawn as '?': ${output.unsupportedCharacters.join(' ')}`);
  }
  control.onProgress?.({ stage: 'writing', done: toWrite, total: toWrite });
  return {
    pdf: output.parts,
    summary: {
      pages: output.pageCount,
      files: readable.map((file) => ({ name: file.file.name, platform: file.platform, pages: file.pageCount })),
      lines: summaryLines(plan, output.pickListPages + 1),
      duplicates: plan.duplicates,
      unknownSkus: plan.unknownSkus,
      warnings,
    },
  };
}
