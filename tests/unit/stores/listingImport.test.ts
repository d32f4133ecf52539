import { File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoreApi } from 'zustand/vanilla';
import type { AppDatabase } from '../../../src/db/database';
import type { ImportEngine, ImportProgress, ParseControl } from '../../../src/domain/catalogue/listingReading';
import { createListingImportStore, type ListingImportState } from '../../../src/stores/listingImport';
import { inProcessImportEngine } from '../../../workers/import/parseListing';
import { LISTING_FIXTURES, type ListingFixtureName } from '../../fixtures/listings/listingFixtures';
import { freshDatabase } from '../db/fixtures';

let db: AppDatabase;

beforeEach(() => {
  db = freshDatabase();
});

afterEach(async () => {
  await db.delete();
});

const fixtureFile = (name: ListingFixtureName) => new NodeFile([LISTING_FIXTURES[name]()], name) as unknown as File;

function importWith(engine: ImportEngine = inProcessImportEngine): StoreApi<ListingImportState> {
  return createListingImportStore({ engine, database: () => db });
}

/** The real engine, held before it answers, so a test can act while a file is being read. */
function heldEngine() {
  const reads: { name: string; control: ParseControl; answer: () => void }[] = [];
  const engine: ImportEngine = {
    parseListing: (input, control = {}) =>
      new Promise((resolve, reject) => {
        reads.push({
          name: input.name,
          control,
          answer: () => void inProcessImportEngine.parseListing(input).then(resolve, reject),
        });
      }),
  };
  return { engine, reads };
}

const phaseOf = (session: StoreApi<ListingImportState>) => session.getState().phase.kind;

async function previewed(session: StoreApi<ListingImportState>, file: File) {
  session.getState().chooseFile(file);
  await expect.poll(() => phaseOf(session)).toBe('preview');
}

describe('the listing import', () => {
  it('starts afresh: Amazon, no file, not updating existing products, choosing', () => {
    expect(importWith().getState()).toMatchObject({
      platform: 'amazon',
      file: null,
      updateExisting: false,
      phase: { kind: 'choosing' },
      error: null,
    });
  });

  it('reads a file with progress, previews it, and writes it on confirm', async () => {
    const { engine, reads } = heldEngine();
    const session = importWith(engine);
    session.getState().chooseFile(fixtureFile('amazon-windows1252.txt'));
    expect(session.getState()).toMatchObject({
      file: { name: 'amazon-windows1252.txt' },
      phase: { kind: 'reading', progress: null },
    });

    await expect.poll(() => reads.length).toBe(1);
    const progress: ImportProgress = { stage: 'checking', done: 2, total: 4 };
    reads[0]?.control.onProgress?.(progress);
    expect(session.getState().phase).toEqual({ kind: 'reading', progress });
    reads[0]?.answer();
    await expect.poll(() => phaseOf(session)).toBe('preview');
    expect(await db.products.count()).toBe(0);

    const outcome = await session.getState().confirm();
    expect(outcome).toMatchObject({ platform: 'amazon', summary: { created: 3, updated: 0 }, updateExisting: false });
    expect(outcome?.products.map((row) => row.sku)).toEqual(['6L-BCRX-3KUF', 'SS-GOMTI-011', 'SS-YANTRA-12']);
    expect(session.getState().phase).toMatchObject({ kind: 'done', summary: { created: 3, updated: 0 } });
    expect(await db.products.count()).toBe(3);
  });

  it('drops the late result of a file replaced by another one', async () => {
    const { engine, reads } = heldEngine();
    const session = importWith(engine);
    session.getState().chooseFile(fixtureFile('amazon-windows1252.txt'));
    session.getState().chooseFile(fixtureFile('amazon-utf8.txt'));
    await expect.poll(() => reads.length).toBe(2);
    expect(reads[0]?.control.signal?.aborted).toBe(true);

    reads[1]?.answer();
    await expect.poll(() => phaseOf(session)).toBe('preview');
    const plan = session.getState().phase;
    reads[0]?.answer();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(session.getState().phase).toBe(plan);
    expect(session.getState().file?.name).toBe('amazon-utf8.txt');
  });

  it('stops reading on reset: the engine is cancelled, its result dropped, and the import starts afresh', async () => {
    const { engine, reads } = heldEngine();
    const session = importWith(engine);
    session.getState().choosePlatform('flipkart');
    session.getState().setUpdateExisting(true);
    session.getState().chooseFile(fixtureFile('flipkart.xlsx'));
    await expect.poll(() => reads.length).toBe(1);

    session.getState().reset();
    expect(reads[0]?.control.signal?.aborted).toBe(true);
    reads[0]?.answer();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(session.getState()).toMatchObject({
      platform: 'amazon',
      updateExisting: false,
      file: null,
      phase: { kind: 'choosing' },
    });
  });

  it('plans again when "update existing" changes during the preview', async () => {
    const session = importWith();
    await previewed(session, fixtureFile('amazon-utf8.txt'));
    const before = session.getState().phase;
    session.getState().setUpdateExisting(true);
    await expect.poll(() => session.getState().phase).not.toBe(before);
    expect(session.getState()).toMatchObject({ updateExisting: true, phase: { kind: 'preview' } });
  });

  it('shows why a file could not be read, and goes back to choosing', async () => {
    const session = importWith({ parseListing: () => Promise.reject(new Error('')) });
    session.getState().chooseFile(fixtureFile('amazon-utf8.txt'));
    await expect.poll(() => session.getState().error).toBe('Failed to import products');
    expect(session.getState()).toMatchObject({ phase: { kind: 'choosing' }, file: { name: 'amazon-utf8.txt' } });
  });

  it('says which tab a rejected file belongs to, and that any other is unsupported', () => {
    const session = importWith();
    session.getState().rejectFiles([fixtureFile('flipkart.xlsx')]);
    expect(session.getState().error).toBe(
      "Unsupported file format: 'flipkart.xlsx' is a Flipkart listing file. Choose the Flipkart tab to import it.",
    );
    session.getState().rejectFiles([new NodeFile(['a,b'], 'listing.csv') as unknown as File]);
    expect(session.getState()).toMatchObject({ error: 'Unsupported file format', file: null, phase: { kind: 'choosing' } });
  });

  it('keeps the preview and shows the error when writing fails, and writes nothing', async () => {
    const session = importWith();
    await previewed(session, fixtureFile('amazon-utf8.txt'));
    db.close();
    expect(await session.getState().confirm()).toBeNull();
    expect(session.getState().error).toMatch(/\S/);
    expect(phaseOf(session)).toBe('preview');
    await db.open();
    expect(await db.products.count()).toBe(0);
  });

  it('confirms nothing before a preview', async () => {
    expect(await importWith().getState().confirm()).toBeNull();
  });
});
