// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv } from '../../../src/components/downloadCsv';

interface Download {
  fileName: string;
  blob: Blob;
}

let downloads: Download[];
let revoked: string[];

beforeEach(() => {
  downloads = [];
  revoked = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs; these stand in for the browser's.
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ fileName: this.download, blob: blobs.get(this.href)! });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** jsdom's Blob has no arrayBuffer(); its FileReader reads the bytes. */
const bytes = (blob: Blob) =>
  new Promise<number[]>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve([...new Uint8Array(reader.result as ArrayBuffer)]);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

describe('downloading a CSV', () => {
  it('clicks a download link for the text as UTF-8 CSV with a byte order mark, then leaves no link behind', async () => {
    downloadCsv('categories.csv', 'name\r\nChandan');

    expect(downloads.map((download) => download.fileName)).toEqual(['categories.csv']);
    const { blob } = downloads[0]!;
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect(await bytes(blob)).toEqual([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('name\r\nChandan')]);
    expect(document.querySelector('a')).toBeNull();
  });

  it('puts the byte order mark first, for Excel', async () => {
    downloadCsv('products.csv', '₹');
    expect(await bytes(downloads[0]!.blob)).toEqual([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('₹')]);
  });

  it('lets the object URL go once the browser has had time to read it', () => {
    vi.useFakeTimers();
    downloadCsv('report.csv', 'x');
    expect(revoked).toEqual([]);
    vi.runAllTimers();
    expect(revoked).toEqual(['blob:test/0']);
  });
});
