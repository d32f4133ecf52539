import { resolveObjectURL } from 'node:buffer';
import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoreApi } from 'zustand/vanilla';
import type { AppDatabase } from '../../../src/db/database';
import { localDatabase } from '../../../src/db/localDatabase';
import { recordMerge } from '../../../src/db/mergeRecording';
import { createMergeSessionStore } from '../../../src/stores/mergeSession';
import { createServerClock } from '../../../src/stores/serverClock';
import type { MergeSessionState } from '../../../src/stores/mergeSessionState';
import { DEFAULT_MERGE_OPTIONS, MERGE_OPTIONS_KEY } from '../../../src/stores/mergeOptions';
import type { LabelMerge } from '../../../workers/labelsClient';
import { mergeLabels, type MergeProgress } from '../../../workers/labels/mergeLabels';
import { nodeFooterFonts } from '../../../workers/labels/nodeFonts';
import { loadNodePdfJs } from '../../../workers/labels/pdfjsNode';
import { inlineReaderPool } from '../../../workers/labels/readerPool';
import { labelFixture, type LabelFixtureName } from '../../fixtures/labelFixtures';
import { FIXTURE_CATALOGUE } from '../../fixtures/labelFixtureData';
import { MemoryStorage } from '../../support/memoryStorage';
import { freshDatabase } from '../db/fixtures';

/** The real engine, in this thread, as the worker runs it. */
const engine: LabelMerge = (request, control) =>
  mergeLabels(request, { pool: inlineReaderPool(loadNodePdfJs), fonts: nodeFooterFonts }, control);

const TODAY = new Date(2025, 0, 2, 10, 0);

let db: AppDatabase;
let storage: MemoryStorage;

beforeEach(() => {
  db = freshDatabase();
  storage = new MemoryStorage();
});

afterEach(async () => {
  await db.delete();
});

function sessionWith(merge: LabelMerge = engine): StoreApi<MergeSessionState> {
  return createMergeSessionStore({
    merge,
    recordMerge: (details, drafts, now) => recordMerge(db, details, drafts, now),
    storage,
    now: () => TODAY,
  });
}

async function fixture(name: LabelFixtureName, fileName: string = name): Promise<File> {
  return new File([(await labelFixture(name)) as Uint8Array<ArrayBuffer>], fileName, { type: 'application/pdf' });
}

async function pdfAt(url: string | null): Promise<PDFDocument> {
  const blob = url ? resolveObjectURL(url) : undefined;
  if (!blob) throw new Error(`No PDF behind ${url}`);
  return PDFDocument.load(await blob.arrayBuffer());
}

describe('the merge session', () => {
  it('starts empty: no files, no PDF, no summary, not loading, no error', () => {
    const state = sessionWith().getState();
    expect([state.files.amazon, state.files.flipkart, state.finalPdf, state.summary, state.loading, state.error]).toEqual([
      [],
      [],
      null,
      null,
      false,
      null,
    ]);
    expect(state.options).toEqual(DEFAULT_MERGE_OPTIONS);
  });

  it('adds files per marketplace, removes one by position and clears one marketplace', async () => {
    const session = sessionWith();
    const [a, b, c, f] = await Promise.all([
      fixture('amazon-basic.pdf', 'a.pdf'),
      fixture('amazon-basic.pdf', 'b.pdf'),
      fixture('amazon-basic.pdf', 'c.pdf'),
      fixture('flipkart-basic.pdf'),
    ]);
    session.getState().addFiles('amazon', [a, b]);
    session.getState().addFiles('amazon', [c]);
    session.getState().addFiles('flipkart', [f]);
    session.getState().removeFile('amazon', 1);
    expect(session.getState().files.amazon.map((file) => file.name)).toEqual(['a.pdf', 'c.pdf']);

    session.getState().clearFiles('amazon');
    expect(session.getState().files.amazon).toEqual([]);
    expect(session.getState().files.flipkart.map((file) => file.name)).toEqual(['flipkart-basic.pdf']);
  });

  it('merges Amazon then Flipkart files in the engine, with progress, a PDF link and the summary', async () => {
    const session = sessionWith();
    session.getState().addFiles('amazon', [await fixture('amazon-basic.pdf')]);
    session.getState().addFiles('flipkart', [await fixture('flipkart-basic.pdf')]);
    const progress: MergeProgress[] = [];
    session.subscribe((state) => state.progress && progress.push(state.progress));

    const merging = session.getState().startMerge(FIXTURE_CATALOGUE);
    expect(session.getState()).toMatchObject({ loading: true, error: null });
    await merging;

    const state = session.getState();
    expect(state).toMatchObject({ loading: false, error: null, progress: null });
    expect(state.finalPdf).toMatch(/^blob:/);
    const summary = state.summary;
    expect(summary?.pages).toBe(13);
    // The merge is an analytics event (docs/SPEC.md §16) with its pages, files and seconds.
    await expect
      .poll(async () => (await localDatabase().monitoringEvents.toArray()).find((event) => event.event === 'merge'))
      .toMatchObject({
        properties: { pages: 13, files: 2, seconds: expect.any(Number) },
      });
    expect((await pdfAt(state.finalPdf)).getPageCount()).toBe(13);
    const platforms = summary?.lines.map((line) => line.platform) ?? [];
    expect(platforms.lastIndexOf('amazon')).toBeLessThan(platforms.indexOf('flipkart'));
    expect(summary?.lines.filter((line) => line.category === 'Uncategorized').map((line) => line.sku)).toEqual([
      'RM-108 BEADS',
      'FK UNKNOWN/7',
    ]);
    const last = progress[progress.length - 1];
    expect(last && last.done === last.total && last.total > 0).toBe(true);
  });

  it('records the merged orders for today, once, even when the same files are merged again', async () => {
    const session = sessionWith();
    session.getState().addFiles('amazon', [await fixture('amazon-basic.pdf')]);
    session.getState().addFiles('flipkart', [await fixture('flipkart-basic.pdf')]);
    await session.getState().startMerge(FIXTURE_CATALOGUE);
    // 13 pages, 15 order lines: one Amazon and one Flipkart order each hold two SKUs.
    expect(session.getState().recordedOrders).toEqual({
      date: '2025-01-02',
      recorded: 15,
      alreadyRecorded: 0,
      withoutOrderId: 0,
      batchId: (await db.mergeBatches.toArray())[0]?.id,
    });
    const lines = await db.orderLines.toArray();
    expect(lines).toHaveLength(15);
    expect(
      lines
        .filter((line) => line.orderId === '403-1111111-0000002')
        .map((line) => line.sku)
        .sort(),
    ).toEqual(['KAUDI_25+PACK', 'SSGN006001']);
    expect(lines.find((line) => line.orderId === '403-1111111-0000001')).toMatchObject({
      type: 'amazon',
      sku: 'KK-X2KQ-2DRV',
      quantity: '2',
      categoryId: 'catchandan00001',
      category: 'Chandan',
      date: '2025-01-02',
    });

    const firstPdf = session.getState().finalPdf;
    await session.getState().startMerge(FIXTURE_CATALOGUE);
    expect(session.getState().recordedOrders).toMatchObject({
      date: '2025-01-02',
      recorded: 0,
      alreadyRecorded: 15,
      withoutOrderId: 0,
    });
    expect(await db.orderLines.count()).toBe(15);
    expect(session.getState().finalPdf).not.toBe(firstPdf);
    expect(resolveObjectURL(firstPdf ?? '')).toBeUndefined();
  });

  it('records the orders for a chosen later day, and refuses a past one', async () => {
    const session = sessionWith();
    session.getState().addFiles('flipkart', [await fixture('flipkart-basic.pdf')]);
    session.getState().setOrderDate('2025-01-04');
    await session.getState().startMerge(FIXTURE_CATALOGUE);
    expect(session.getState().recordedOrders?.date).toBe('2025-01-04');
    expect(new Set((await db.orderLines.toArray()).map((line) => line.date))).toEqual(new Set(['2025-01-04']));

    session.getState().setOrderDate('2025-01-01');
    session.getState().addFiles('amazon', [await fixture('amazon-basic.pdf')]);
    await session.getState().startMerge(FIXTURE_CATALOGUE);
    expect(session.getState().finalPdf).toMatch(/^blob:/);
    expect(session.getState().recordedOrders).toBeNull();
    expect(session.getState().recordError).toBe('Order date must be today (2025-01-02) or later');
    expect(await db.orderLines.count()).toBe(7);
  });

  it("records the orders on the server's day, stamped with the server's time, when the station's clock is a day ahead", async () => {
    const day = 24 * 60 * 60_000;
    const clock = createServerClock({
      storage: null,
      measure: async () => ({ offsetMs: -day, measuredAt: TODAY.toISOString() }),
      now: () => TODAY.getTime() + day,
      isOnline: () => true,
    });
    await clock.check();
    const session = createMergeSessionStore({
      merge: engine,
      recordMerge: (details, drafts, now) => recordMerge(db, details, drafts, now),
      storage,
      now: clock.now,
    });
    session.getState().addFiles('flipkart', [await fixture('flipkart-basic.pdf')]);
    await session.getState().startMerge(FIXTURE_CATALOGUE);
    expect(session.getState().recordedOrders?.date).toBe('2025-01-02');
    const lines = await db.orderLines.toArray();
    expect(lines.length).toBeGreaterThan(0);
    expect(new Set(lines.map((line) => line.date))).toEqual(new Set(['2025-01-02']));
    expect(new Set(lines.map((line) => line.createdAt))).toEqual(new Set([TODAY.toISOString()]));
    expect((await db.mergeBatches.toArray()).map((batch) => batch.createdAt)).toEqual([TODAY.toISOString()]);
  });

  it('dates the merge by the clock checked beside it: a station clock set right since the last check records on its day', async () => {
    const day = 24 * 60 * 60_000;
    let stationClock = TODAY.getTime() + day;
    const clock = createServerClock({
      storage: null,
      measure: async () => ({ offsetMs: TODAY.getTime() - stationClock, measuredAt: TODAY.toISOString() }),
      now: () => stationClock,
      isOnline: () => true,
    });
    await clock.check();
    // The packer sets the computer's clock right, and merges before the next check.
    stationClock = TODAY.getTime();
    const session = createMergeSessionStore({
      merge: engine,
      recordMerge: (details, drafts, now) => recordMerge(db, details, drafts, now),
      storage,
      now: clock.now,
      checkClock: clock.check,
    });
    session.getState().addFiles('flipkart', [await fixture('flipkart-basic.pdf')]);
    await session.getState().startMerge(FIXTURE_CATALOGUE);
    expect(clock.store.getState().offset?.offsetMs).toBe(0);
    expect(session.getState().recordedOrders?.date).toBe('2025-01-02');
  });

  it("stores the engine's message when a merge fails, and start clears it", async () => {
    const session = sessionWith();
    await session.getState().startMerge(FIXTURE_CATALOGUE);
    expect(session.getState()).toMatchObject({ loading: false, error: 'No files provided', finalPdf: null, summary: null });

    session.getState().addFiles('amazon', [await fixture('amazon-basic.pdf'), await fixture('corrupt.pdf')]);
    const merging = session.getState().startMerge(FIXTURE_CATALOGUE);
    expect(session.getState().error).toBeNull();
    await merging;
    expect(session.getState()).toMatchObject({ loading: false, error: 'Failed to read file: corrupt.pdf' });
    expect(await db.orderLines.count()).toBe(0);
  });

  it("names a file whose bytes cannot be read, and falls back to 'Failed to merge PDFs'", async () => {
    class VanishedFile extends File {
      override arrayBuffer(): Promise<ArrayBuffer> {
        return Promise.reject(new DOMException('The file was moved', 'NotReadableError'));
      }
    }
    const session = sessionWith();
    session.getState().addFiles('flipkart', [new VanishedFile(['%PDF'], 'moved.pdf')]);
    await session.getState().startMerge(FIXTURE_CATALOGUE);
    expect(session.getState().error).toBe('Failed to read file: moved.pdf');

    const silent = sessionWith(async () => Promise.reject(new Error('')));
    silent.getState().addFiles('flipkart', [await fixture('flipkart-basic.pdf')]);
    await silent.getState().startMerge(FIXTURE_CATALOGUE);
    expect(silent.getState()).toMatchObject({ loading: false, error: 'Failed to merge PDFs' });
  });

  it('clear all resets the files, the final PDF and the summary, and releases the PDF', async () => {
    const session = sessionWith();
    session.getState().addFiles('flipkart', [await fixture('flipkart-basic.pdf')]);
    await session.getState().startMerge(FIXTURE_CATALOGUE);
    const pdf = session.getState().finalPdf;
    expect(pdf).not.toBeNull();

    session.getState().clearAll();
    const state = session.getState();
    expect([state.files.amazon, state.files.flipkart, state.finalPdf, state.summary, state.recordedOrders]).toEqual([
      [],
      [],
      null,
      null,
      null,
    ]);
    expect(resolveObjectURL(pdf ?? '')).toBeUndefined();
  });

  it('cancels a running merge in the engine: no result, no error, nothing recorded', async () => {
    let signal: AbortSignal | undefined;
    let engineOutcome: Promise<unknown> = Promise.resolve();
    // The user cancels while the engine is at work: when it reports its first progress.
    const session = sessionWith((request, control) => {
      signal = control?.signal;
      const running = engine(request, {
        ...control,
        onProgress: (progress) => {
          control?.onProgress?.(progress);
          if (!signal?.aborted) session.getState().cancelMerge();
        },
      });
      engineOutcome = running.then(
        () => 'finished',
        (error: unknown) => (error === signal?.reason ? 'aborted' : error),
      );
      return running;
    });
    session.getState().addFiles('amazon', [await fixture('amazon-basic.pdf')]);
    session.getState().addFiles('flipkart', [await fixture('flipkart-basic.pdf')]);
    await session.getState().startMerge(FIXTURE_CATALOGUE);

    expect(signal?.aborted).toBe(true);
    expect(await engineOutcome).toBe('aborted');
    expect(session.getState()).toMatchObject({ loading: false, progress: null, error: null, finalPdf: null, summary: null });
    expect(await db.orderLines.count()).toBe(0);
  });
});

describe('the merge options', () => {
  it('remembers the sort configuration and merge options, the output layout among them, across sessions', () => {
    const first = sessionWith();
    first.getState().setOptions({ sort: { primarySort: 'sku', sortOrder: 'desc', categoryOrder: ['Yantra', 'Kaudi'] } });
    expect(first.getState().options.layout).toBe('a4');
    first.getState().setOptions({
      keepDuplicates: true,
      pickList: true,
      layout: 'thermal-4x6',
      keepInputs: true,
      sort: { groupByCategory: false, groupByCourier: true },
    });

    const expected = {
      sort: {
        ...DEFAULT_MERGE_OPTIONS.sort,
        primarySort: 'sku',
        sortOrder: 'desc',
        groupByCategory: false,
        groupByCourier: true,
        categoryOrder: ['Yantra', 'Kaudi'],
      },
      keepDuplicates: true,
      pickList: true,
      layout: 'thermal-4x6',
      keepInputs: true,
    };
    expect(first.getState().options).toEqual(expected);
    expect(sessionWith().getState().options).toEqual(expected);
  });

  it('keeps the options folded until unfolded, and remembers the fold on this station', () => {
    const first = sessionWith();
    expect(first.getState().optionsShown).toBe(false);
    first.getState().showOptions(true);
    expect(sessionWith().getState().optionsShown).toBe(true);
    first.getState().showOptions(false);
    expect(sessionWith().getState().optionsShown).toBe(false);
  });

  it('falls back to the defaults for anything unreadable in storage', () => {
    storage.setItem(MERGE_OPTIONS_KEY, '{not json');
    expect(sessionWith().getState().options).toEqual(DEFAULT_MERGE_OPTIONS);

    storage.setItem(
      MERGE_OPTIONS_KEY,
      JSON.stringify({
        sort: { primarySort: 'weight', secondarySort: 'name', sortOrder: 'up', groupByCategory: 'yes' },
        pickList: true,
        layout: 'letter',
      }),
    );
    expect(sessionWith().getState().options).toEqual({
      ...DEFAULT_MERGE_OPTIONS,
      sort: { ...DEFAULT_MERGE_OPTIONS.sort, secondarySort: 'name' },
      pickList: true,
    });
  });

  it('sends the chosen options to the engine', async () => {
    const session = sessionWith();
    session.getState().setOptions({ pickList: true, keepDuplicates: true, sort: { primarySort: 'sku', secondarySort: 'name' } });
    session.getState().addFiles('amazon', [await fixture('amazon-basic.pdf'), await fixture('amazon-redownload.pdf')]);
    await session.getState().startMerge(FIXTURE_CATALOGUE);

    const summary = session.getState().summary;
    expect(summary?.duplicates.map((duplicate) => duplicate.orderId).sort()).toEqual([
      '403-1111111-0000001',
      '403-1111111-0000003',
    ]);
    expect(summary?.lines).toHaveLength(10);
    const pickListPages = (summary?.pages ?? 0) - (summary?.lines.length ?? 0);
    expect(pickListPages).toBeGreaterThan(0);
    expect(summary?.lines[0]?.page).toBe(pickListPages + 1);
  });
});
