import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoreApi } from 'zustand/vanilla';
import type { AppDatabase } from '../../../src/db/database';
import { mergedLabelsOfDay } from '../../../src/db/batchFiles';
import { recordMerge } from '../../../src/db/mergeRecording';
import { addStoredFiles, type NewStoredFile } from '../../../src/db/storedFiles';
import type { StoredFile } from '../../../src/domain/records';
import { createMergeSessionStore } from '../../../src/stores/mergeSession';
import type { MergeSessionState } from '../../../src/stores/mergeSessionState';
import type { KeepFiles } from '../../../src/stores/mergeFiles';
import type { LabelMerge } from '../../../workers/labelsClient';
import { FIXTURE_CATALOGUE } from '../../fixtures/labelFixtureData';
import { labelFixture } from '../../fixtures/labelFixtures';
import { inlineEnvironment } from '../../support/labelTestKit';
import { MemoryStorage } from '../../support/memoryStorage';
import { freshDatabase } from '../db/fixtures';
import { mergeLabels } from '../../../workers/labels/mergeLabels';

const engine: LabelMerge = (request, control) => mergeLabels(request, inlineEnvironment(), control);

const TODAY = new Date(2025, 0, 2, 10, 5);

let db: AppDatabase;
let storage: MemoryStorage;

beforeEach(() => {
  db = freshDatabase();
  storage = new MemoryStorage();
});

afterEach(async () => {
  await db.delete();
});

const storeInDatabase: KeepFiles = (files) => addStoredFiles(db, files, 'station-one', TODAY);

function sessionWith(keepFiles: KeepFiles = storeInDatabase): StoreApi<MergeSessionState> {
  return createMergeSessionStore({
    merge: engine,
    recordMerge: (details, drafts) => recordMerge(db, details, drafts, TODAY),
    keepFiles,
    dayMergedLabels: (day) => mergedLabelsOfDay(db, day),
    storage,
    objectUrls: { create: () => 'blob:merged', revoke: () => undefined },
    now: () => TODAY,
  });
}

async function withBasicFiles(session: StoreApi<MergeSessionState>): Promise<void> {
  const file = async (name: 'amazon-basic.pdf' | 'flipkart-basic.pdf') =>
    new File([(await labelFixture(name)) as Uint8Array<ArrayBuffer>], name, { type: 'application/pdf' });
  session.getState().addFiles('amazon', [await file('amazon-basic.pdf')]);
  session.getState().addFiles('flipkart', [await file('flipkart-basic.pdf')]);
}

const stored = () => db.files.toArray();

describe("a merge's files in Files (docs/SPEC.md §15)", { timeout: 20_000 }, () => {
  it('stores the merged PDF as the merge day’s merged labels, linked to its batch, queued for upload', async () => {
    const session = sessionWith();
    await withBasicFiles(session);
    await session.getState().startMerge(FIXTURE_CATALOGUE);

    const { recordedOrders, keptFiles } = session.getState();
    const batchId = recordedOrders?.batchId;
    expect(batchId).toBeTruthy();
    const files = await stored();
    expect(files).toHaveLength(1);
    const [pdf] = files as [StoredFile];
    expect(pdf).toMatchObject({
      name: 'labels-2025-01-02.pdf',
      kind: 'merged-labels',
      day: '2025-01-02',
      batchId,
      contentType: 'application/pdf',
      station: 'station-one',
      uploaded: false,
      description: '13 pages, merged at 10:05',
    });
    expect(pdf.blob?.size).toBe(pdf.size);
    expect(pdf.expiresAt).not.toBe('');
    const outbox = await db.outbox.toArray();
    expect(outbox.filter((entry) => entry.collection === 'files').map((entry) => entry.recordId)).toEqual([pdf.id]);
    expect(keptFiles).toEqual({ status: 'saved', merged: { id: pdf.id, name: pdf.name }, inputs: 0 });
  });

  it('also stores each input PDF as a marketplace download of the same batch when asked, and remembers the choice', async () => {
    const session = sessionWith();
    session.getState().setOptions({ keepInputs: true });
    expect(sessionWith().getState().options.keepInputs).toBe(true);
    await withBasicFiles(session);
    await session.getState().startMerge(FIXTURE_CATALOGUE);

    const batchId = session.getState().recordedOrders?.batchId;
    const files = await stored();
    expect(files.map((file) => [file.kind, file.name, file.batchId, file.day]).sort()).toEqual([
      ['marketplace-download', 'amazon-basic.pdf', batchId, '2025-01-02'],
      ['marketplace-download', 'flipkart-basic.pdf', batchId, '2025-01-02'],
      ['merged-labels', 'labels-2025-01-02.pdf', batchId, '2025-01-02'],
    ]);
    const amazon = files.find((file) => file.name === 'amazon-basic.pdf');
    expect(amazon?.size).toBe((await labelFixture('amazon-basic.pdf')).byteLength);
    expect(session.getState().keptFiles).toMatchObject({ status: 'saved', inputs: 2 });
  });

  it('keeps the merge when storing fails: the PDF and summary stay, the orders stay recorded, and the failure is said', async () => {
    const refused: NewStoredFile[][] = [];
    const session = sessionWith(async (files) => {
      refused.push([...files]);
      throw new Error('QuotaExceededError: the station is out of space');
    });
    await withBasicFiles(session);
    await session.getState().startMerge(FIXTURE_CATALOGUE);

    const state = session.getState();
    expect(refused).toHaveLength(1);
    expect(state).toMatchObject({ finalPdf: 'blob:merged', loading: false, error: null, recordError: null });
    expect(state.summary?.pages).toBe(13);
    expect(state.recordedOrders?.recorded).toBe(15);
    expect(state.keptFiles).toEqual({
      status: 'failed',
      message:
        'The merged labels were not saved to Files: QuotaExceededError: the station is out of space. Open, download or print them here.',
    });
    expect(await db.orderLines.count()).toBe(15);
  });

  it('stores nothing for a merge that is not recorded, and clearing forgets what was kept', async () => {
    const session = sessionWith();
    await withBasicFiles(session);
    session.getState().setOrderDate('2024-12-31');
    await session.getState().startMerge(FIXTURE_CATALOGUE);
    expect(session.getState().recordError).toMatch(/^Order date must be today/);
    expect(session.getState().keptFiles).toBeNull();
    expect(await stored()).toEqual([]);

    session.getState().setOrderDate(null);
    await session.getState().startMerge(FIXTURE_CATALOGUE);
    expect(session.getState().keptFiles?.status).toBe('saved');
    session.getState().clearAll();
    expect(session.getState().keptFiles).toBeNull();
    expect(await stored()).toHaveLength(1);
  });

  it('folds the options when the result arrives: the result takes their place', async () => {
    const session = sessionWith();
    session.getState().showOptions(true);
    await withBasicFiles(session);
    await session.getState().startMerge(FIXTURE_CATALOGUE);
    expect(session.getState().optionsShown).toBe(false);
    // The station's choice stands for the next visit.
    expect(sessionWith().getState().optionsShown).toBe(true);
  });

  it('keeps one merged-labels file for the day when the same files are merged again and nothing new is recorded (docs/SPEC.md §15)', async () => {
    const session = sessionWith();
    await withBasicFiles(session);
    await session.getState().startMerge(FIXTURE_CATALOGUE);
    const [first] = (await stored()) as [StoredFile];
    for (let again = 0; again < 2; again++) {
      await session.getState().startMerge(FIXTURE_CATALOGUE);
      expect(session.getState().recordedOrders).toMatchObject({ recorded: 0, alreadyRecorded: 15 });
      expect(session.getState().finalPdf).toBe('blob:merged');
    }

    const files = await stored();
    expect(files.map((file) => [file.id, file.kind, file.day])).toEqual([[first.id, 'merged-labels', '2025-01-02']]);
    // Only the first file's upload is queued: nothing to replace or delete on the server.
    const uploads = (await db.outbox.toArray()).filter((entry) => entry.collection === 'files');
    expect(uploads.map((entry) => entry.recordId)).toEqual([first.id]);
    expect(session.getState().keptFiles).toEqual({ status: 'already' });
  });

  it('stores a new merged-labels file when a re-merge records new orders', async () => {
    const session = sessionWith();
    const amazon = new File([(await labelFixture('amazon-basic.pdf')) as Uint8Array<ArrayBuffer>], 'amazon-basic.pdf');
    session.getState().addFiles('amazon', [amazon]);
    await session.getState().startMerge(FIXTURE_CATALOGUE);
    await withBasicFiles(session);
    await session.getState().startMerge(FIXTURE_CATALOGUE);
    expect(session.getState().recordedOrders?.recorded).toBeGreaterThan(0);
    expect((await stored()).map((file) => file.kind)).toEqual(['merged-labels', 'merged-labels']);
    expect(session.getState().keptFiles?.status).toBe('saved');
  });
});
