import { describe, expect, it } from 'vitest';
import type { PageReading } from '../../../../src/domain/labels/formats/labelFormat';
import type { PageReaderApi } from '../../../../workers/labels/pageReader';
import { startReading } from '../../../../workers/labels/readScheduler';

const reading = (page: number): PageReading => ({
  page,
  kind: 'flipkart-label',
  orderId: `OD${page}`,
  items: [],
  totalQuantity: null,
  awb: '',
  lowestLabelText: null,
  clear: null,
});

describe('read scheduler', () => {
  it("asks for a file's pages with its open, without waiting for the open's answer", async () => {
    const calls: string[] = [];
    let readAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => (readAsked = resolve));
    // This reader answers the open only once the read has come in: a thread busy elsewhere answers as late.
    const reader: PageReaderApi = {
      open: async (key) => {
        calls.push(`open ${key}`);
        await asked;
        return 2;
      },
      read: async (key, _platform, pages) => {
        calls.push(`read ${key} ${pages.join(',')}`);
        readAsked();
        return pages.map(reading);
      },
      close: async (key) => {
        calls.push(`close ${key}`);
      },
    };
    const queue = startReading({ readers: [reader], close: async () => undefined });
    queue.add({ key: 'a', name: 'a.pdf', source: new Uint8Array([1]), platform: 'flipkart', pages: [1, 2] });
    const outcomes = await queue.finish();
    expect(outcomes.get('a')).toEqual({ ok: true, readings: [reading(1), reading(2)] });
    expect(calls).toEqual(['open a', 'read a 1,2', 'close a']);
  });

  it("gives a file that cannot be opened the open's error, not the read's", async () => {
    const refused = new Error('a.pdf is password-protected');
    const reader: PageReaderApi = {
      open: async () => {
        throw refused;
      },
      read: async () => {
        await Promise.resolve();
        throw new Error('File a is not open');
      },
      close: async () => undefined,
    };
    const queue = startReading({ readers: [reader], close: async () => undefined });
    queue.add({ key: 'a', name: 'a.pdf', source: new Uint8Array([1]), platform: 'amazon', pages: [1, 2] });
    expect((await queue.finish()).get('a')).toEqual({ ok: false, error: refused });
  });

  it('asks a reader for its next chunk while it reads one, but leaves the last chunks to whichever reader is free', async () => {
    const asked: string[] = [];
    const answers: (() => void)[] = [];
    const reader = (name: string): PageReaderApi => ({
      open: async () => 96,
      read: (_key, _platform, pages) => {
        asked.push(`${name} ${pages[0]}-${pages[pages.length - 1]}`);
        return new Promise((resolve) => answers.push(() => resolve(pages.map(reading))));
      },
      close: async () => undefined,
    });
    const queue = startReading({ readers: [reader('a'), reader('b')], close: async () => undefined });
    // 96 pages in chunks of 24: each reader is asked for two at once while more wait than there are readers.
    queue.add({
      key: 'f',
      name: 'f.pdf',
      source: new Uint8Array([1]),
      platform: 'flipkart',
      pages: [...Array(96).keys()].map((at) => at + 1),
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(asked).toEqual(['a 1-24', 'a 25-48', 'b 49-72']);
    answers.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
    // One chunk left, and one reader per chunk: none is asked ahead of its reading.
    expect(asked).toEqual(['a 1-24', 'a 25-48', 'b 49-72', 'a 73-96']);
    for (const answer of answers.splice(0)) answer();
    const outcome = await queue.finish();
    expect(outcome.get('f')).toEqual({ ok: true, readings: [...Array(96).keys()].map((at) => reading(at + 1)) });
  });
});
