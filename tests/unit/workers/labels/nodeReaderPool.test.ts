import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_CATALOGUE } from '../../../fixtures/labelFixtureData';
import { mergeLabels } from '../../../../workers/labels/mergeLabels';
import { nodeFooterFonts } from '../../../../workers/labels/nodeFonts';
import { nodeReaderPool, nodeReaderPoolWithThisThread } from '../../../../workers/labels/nodeReaderPool';
import { createPageReader, type PageReaderApi } from '../../../../workers/labels/pageReader';
import { loadNodePdfJs } from '../../../../workers/labels/pdfjsNode';
import { nodeInflate } from '../../../../workers/labels/pdfText/nodeInflate';
import { guardedReader, type ReaderPool } from '../../../../workers/labels/readerPool';
import { startReading } from '../../../../workers/labels/readScheduler';
import { labelFixture, type LabelFixtureName } from '../../../fixtures/labelFixtures';
import { fixtureFile, inlineEnvironment } from '../../../support/labelTestKit';

describe('reader pool of worker threads', { timeout: 30_000 }, () => {
  let pool: ReaderPool;
  beforeAll(async () => {
    pool = await nodeReaderPool(2);
  });
  afterAll(async () => {
    await pool.close();
  });

  it('reads the same orders as the calling thread does', async () => {
    const request = async () => ({
      amazon: [await fixtureFile('amazon-basic.pdf'), await fixtureFile('amazon-split-words.pdf')],
      flipkart: [await fixtureFile('flipkart-basic.pdf'), await fixtureFile('flipkart-font-per-page.pdf')],
      catalogue: FIXTURE_CATALOGUE,
      pickList: true,
    });
    const threaded = await mergeLabels(await request(), { pool, fonts: nodeFooterFonts });
    const inline = await mergeLabels(await request(), inlineEnvironment());
    expect(threaded.summary).toEqual(inline.summary);
    expect(threaded.summary.pages).toBe(19);
  });

  it('spreads one file over both threads and keeps a failing file from stopping the others', async () => {
    const good = await fixtureFile('flipkart-basic.pdf');
    const bad = await fixtureFile('corrupt.pdf');
    const reading = startReading(pool);
    reading.add({ key: 'bad', name: 'corrupt.pdf', source: bad.data as Uint8Array, platform: 'flipkart', pages: [1] });
    reading.add({
      key: 'good',
      name: 'flipkart-basic.pdf',
      source: good.data as Uint8Array,
      platform: 'flipkart',
      pages: [1, 2, 3, 4, 5, 6],
    });
    const outcomes = await reading.finish();
    expect(outcomes.get('bad')?.ok).toBe(false);
    const readings = outcomes.get('good');
    expect(readings?.ok && readings.readings.map((reading) => reading.orderId)).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `OD${String(n).padStart(18, '0')}`),
    );
  });

  it('reads files whose bytes the threads share, as the command line gives them, and lets the taken inputs go', async () => {
    const shared = async (name: LabelFixtureName) => {
      const bytes = await labelFixture(name);
      const data = new Uint8Array(new SharedArrayBuffer(bytes.length));
      data.set(bytes);
      return { name, data };
    };
    const inputs = { amazon: [await shared('amazon-basic.pdf')], flipkart: [await shared('flipkart-basic.pdf')] };
    const threaded = await mergeLabels(
      { ...inputs, catalogue: FIXTURE_CATALOGUE },
      { pool, fonts: nodeFooterFonts, takeInputs: true },
    );
    expect([...inputs.amazon, ...inputs.flipkart].map((input) => input.data)).toEqual([null, null]);
    const request = { amazon: [await fixtureFile('amazon-basic.pdf')], flipkart: [await fixtureFile('flipkart-basic.pdf')] };
    const inline = await mergeLabels({ ...request, catalogue: FIXTURE_CATALOGUE }, inlineEnvironment());
    expect(threaded.summary).toEqual(inline.summary);
    expect(request.amazon[0]?.data).not.toBeNull();
  });

  it('fails the calls to a thread that died instead of waiting forever', async () => {
    const silent = {
      open: () => new Promise<number>(() => undefined),
      read: () => new Promise<never>(() => undefined),
      close: async () => undefined,
    };
    let die: (reason: Error) => void = () => undefined;
    const died = new Promise<never>((_, reject) => {
      die = reject;
    });
    const reader = guardedReader(silent, died);
    const reading = reader.read('file', 'amazon', [2]);
    die(new Error('Reader thread stopped (exit code 1)'));
    await expect(reading).rejects.toThrow('Reader thread stopped (exit code 1)');
  });
});

describe('reader pool of worker threads and this thread', { timeout: 30_000 }, () => {
  it('reads the same orders as the calling thread alone, this thread reading its share', async () => {
    const here = createPageReader(loadNodePdfJs, nodeInflate);
    const readHere: number[] = [];
    const counting: PageReaderApi = {
      ...here,
      read: async (key, platform, pages) => {
        readHere.push(...pages);
        return here.read(key, platform, pages);
      },
    };
    const pool = await nodeReaderPoolWithThisThread(1, counting);
    // The Meesho fixture's standard fonts are read by pdf.js in whichever reader reads them.
    const request = async () => ({
      amazon: [await fixtureFile('amazon-basic.pdf'), await fixtureFile('amazon-split-words.pdf')],
      flipkart: [await fixtureFile('flipkart-basic.pdf'), await fixtureFile('flipkart-font-per-page.pdf')],
      meesho: [await fixtureFile('meesho.pdf')],
      catalogue: FIXTURE_CATALOGUE,
    });
    try {
      const both = await mergeLabels(await request(), { pool, fonts: nodeFooterFonts });
      const inline = await mergeLabels(await request(), inlineEnvironment());
      expect(both.summary).toEqual(inline.summary);
      expect(both.summary.pages).toBe(21);
      expect(readHere.length).toBeGreaterThan(0);
      expect(pool.readers).toHaveLength(2);
    } finally {
      await pool.close();
    }
  });
});
