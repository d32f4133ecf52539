import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { FIXTURE_CATALOGUE } from '../../../fixtures/labelFixtureData';
import { LABEL_FORMATS } from '../../../../src/domain/labels/formats/registry';
import { LabelFileReader } from '../../../../workers/labels/labelFileReader';
import { type MergeProgress, mergeLabels } from '../../../../workers/labels/mergeLabels';
import { fixtureFile, inlineEnvironment } from '../../../support/labelTestKit';

describe('merge errors (docs/SPEC.md §8)', { timeout: 20_000 }, () => {
  it("says 'No files provided' with no files, or only empty entries", async () => {
    await expect(mergeLabels({ amazon: [], flipkart: [] }, inlineEnvironment())).rejects.toThrow(/^No files provided$/);
    await expect(
      mergeLabels(
        { amazon: [{ name: 'none.pdf', data: null }], flipkart: [await fixtureFile('empty.pdf')] },
        inlineEnvironment(),
      ),
    ).rejects.toThrow(/^No files provided$/);
  });

  it('skips an empty entry and merges the rest', async () => {
    const result = await mergeLabels(
      {
        amazon: [await fixtureFile('empty.pdf'), await fixtureFile('amazon-odd-pages.pdf')],
        flipkart: [],
        catalogue: FIXTURE_CATALOGUE,
      },
      inlineEnvironment(),
    );
    expect(result.summary.pages).toBe(3);
    expect(result.summary.warnings[0]).toBe('empty.pdf is empty and was skipped');
  });

  it("names every file that cannot be read after 'Failed to read file', and the engine goes on working", async () => {
    const environment = inlineEnvironment();
    const request = {
      amazon: [await fixtureFile('encrypted.pdf'), await fixtureFile('amazon-basic.pdf'), await fixtureFile('owner-locked.pdf')],
      flipkart: [await fixtureFile('corrupt.pdf'), await fixtureFile('flipkart-basic.pdf'), await fixtureFile('not-a-pdf.pdf')],
    };
    await expect(mergeLabels(request, environment)).rejects.toThrow(
      /^encrypted\.pdf is password-protected; Failed to read file: corrupt\.pdf, not-a-pdf\.pdf$/,
    );
    const again = await mergeLabels({ amazon: [request.amazon[1]!], flipkart: [request.flipkart[1]!] }, environment);
    expect(again.summary.pages).toBe(13);
  });

  it('opens a file with only an owner password, and says which file has no pages', async () => {
    await expect(mergeLabels({ amazon: [], flipkart: [await fixtureFile('no-pages.pdf')] }, inlineEnvironment())).rejects.toThrow(
      /^no-pages\.pdf has no pages$/,
    );
    await expect(
      mergeLabels({ amazon: [], flipkart: [await fixtureFile('owner-locked.pdf')] }, inlineEnvironment()),
    ).rejects.toThrow(/^owner-locked\.pdf page 1: expected a Flipkart label, found a page that is no marketplace label$/);
  });

  it("says 'Failed to merge PDFs' when the output cannot be made", async () => {
    const broken = { ...inlineEnvironment(), fonts: async () => ({ regular: new Uint8Array(8), devanagari: new Uint8Array(8) }) };
    const failure = mergeLabels({ amazon: [await fixtureFile('amazon-odd-pages.pdf')], flipkart: [] }, broken);
    await expect(failure).rejects.toThrow(/^Failed to merge PDFs$/);
  });

  it("the Flipkart reader says 'PDF document is not loaded. Call initialize() first' before initialize()", async () => {
    const file = await fixtureFile('flipkart-basic.pdf');
    const reader = new LabelFileReader(LABEL_FORMATS.flipkart, { name: file.name, data: file.data as Uint8Array }, 0);
    expect(() => reader.textPages()).toThrow(/^PDF document is not loaded\. Call initialize\(\) first$/);
    await expect(reader.copyInto(await PDFDocument.create(), [0])).rejects.toThrow(
      'PDF document is not loaded. Call initialize() first',
    );
    await reader.initialize();
    expect(reader.textPages()).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('progress and cancel', { timeout: 20_000 }, () => {
  const request = async () => ({
    amazon: [await fixtureFile('amazon-basic.pdf')],
    flipkart: [await fixtureFile('flipkart-basic.pdf')],
    catalogue: FIXTURE_CATALOGUE,
  });

  it('reports the pages read, then the output pages written, each stage out of its own fixed total', async () => {
    const seen: MergeProgress[] = [];
    await mergeLabels(await request(), inlineEnvironment(), { onProgress: (progress) => seen.push(progress) });
    const reading = seen.filter((progress) => progress.stage === 'reading');
    const writing = seen.filter((progress) => progress.stage === 'writing');
    expect(seen).toEqual([...reading, ...writing]);
    // Every Amazon page is read (pairs are checked): 14 + 6 pages; then the 7 + 6 labels are written.
    expect(reading.every((progress) => progress.total === 14 + 6)).toBe(true);
    expect(reading.at(-1)).toEqual({ stage: 'reading', done: 20, total: 20 });
    expect(writing.every((progress) => progress.total === 13)).toBe(true);
    expect(writing.at(-1)).toEqual({ stage: 'writing', done: 13, total: 13 });
    for (const stage of [reading, writing]) {
      expect(stage.map((progress) => progress.done)).toEqual([...stage.map((progress) => progress.done)].sort((a, b) => a - b));
    }
    expect(writing.length).toBeGreaterThan(5);
  });

  it('stops with the abort reason when cancelled midway or before starting', async () => {
    const controller = new AbortController();
    const cancelled = mergeLabels(await request(), inlineEnvironment(), {
      signal: controller.signal,
      onProgress: (progress) => {
        if (progress.done > 0) controller.abort();
      },
    });
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });

    const before = new AbortController();
    before.abort();
    await expect(mergeLabels(await request(), inlineEnvironment(), { signal: before.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
