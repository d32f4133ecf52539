import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_CATALOGUE } from '../../../fixtures/labelFixtureData';
import { mergeLabels } from '../../../../workers/labels/mergeLabels';
import { OutputDocument } from '../../../../workers/labels/outputPdf';
import type { PageReaderApi } from '../../../../workers/labels/pageReader';
import { loadNodePdfJs } from '../../../../workers/labels/pdfjsNode';
import { inlineReaderPool, type ReaderPool } from '../../../../workers/labels/readerPool';
import { nodeFooterFonts } from '../../../../workers/labels/nodeFonts';
import { realShapeAmazonOrders, realShapeAmazonPdf } from '../../../fixtures/realShapeAmazonPdf';

/** A reader that answers in a later turn of the event loop, as a reader thread's answers come. */
function threadLike(log: string[]): ReaderPool {
  const [inline] = inlineReaderPool(loadNodePdfJs).readers as [PageReaderApi];
  const later = <T>(answer: Promise<T>) =>
    answer.then((value) => new Promise<T>((resolve) => setImmediate(() => resolve(value))));
  const reader: PageReaderApi = {
    open: (key, source, name) => later(inline.open(key, source, name)),
    read: (key, platform, pages) => {
      log.push('asked');
      return later(inline.read(key, platform, pages)).then((readings) => {
        log.push('answered');
        return readings;
      });
    },
    close: (key) => inline.close(key),
  };
  return { readers: [reader], close: async () => undefined };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the merge's turns", { timeout: 20_000 }, () => {
  it('takes in what the readers answered between copying one file and the next', async () => {
    const log: string[] = [];
    const copy = OutputDocument.prototype.copyFrom;
    vi.spyOn(OutputDocument.prototype, 'copyFrom').mockImplementation(async function (this: OutputDocument, file) {
      log.push('copy');
      return copy.call(this, file);
    });
    // Files of several chunks each, still being read when their pages are copied.
    const bytes = await realShapeAmazonPdf(realShapeAmazonOrders(20));
    const files = ['a.pdf', 'b.pdf', 'c.pdf'].map((name) => ({ name, data: bytes.slice() }));
    await mergeLabels({ amazon: files, catalogue: FIXTURE_CATALOGUE }, { pool: threadLike(log), fonts: nodeFooterFonts });
    const between = log.slice(log.indexOf('copy') + 1, log.lastIndexOf('copy'));
    expect(between).toContain('answered');
  });
});
