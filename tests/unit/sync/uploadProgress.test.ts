import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetUploadAttempts,
  progressFetch,
  subscribeUploadProgress,
  type UploadProgress,
} from '../../../src/sync/uploadProgress';

/** An XMLHttpRequest the test drives: it reports upload progress, then ends as the test says. */
class FakeXhr {
  static last: FakeXhr | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(): void {}
  setRequestHeader(): void {}
  send(): void {}
  abort(): void {
    this.onabort?.();
  }
  getResponseHeader(): string {
    return 'application/json';
  }
  answer(status: number, body = '{}'): void {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
}

const xhr = (): FakeXhr => {
  if (!FakeXhr.last) throw new Error('no request was sent');
  return FakeXhr.last;
};

let shown: ReadonlyMap<string, UploadProgress> = new Map();
let unsubscribe: () => void = () => undefined;

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  unsubscribe = subscribeUploadProgress((progress) => {
    shown = progress;
  });
});

afterEach(() => {
  forgetUploadAttempts('file-1');
  unsubscribe();
  vi.unstubAllGlobals();
});

describe('progressFetch', () => {
  it('reports the bytes sent of each try, and a stored file leaves the list once the push has recorded it', async () => {
    const answer = progressFetch('file-1')('http://127.0.0.1/api/batch', { method: 'POST' });
    xhr().upload.onprogress?.({ loaded: 10, total: 40 });
    expect(shown.get('file-1')).toEqual({ recordId: 'file-1', loaded: 10, total: 40, attempt: 1 });
    xhr().upload.onprogress?.({ loaded: 40, total: 40 });
    xhr().answer(200, '[]');
    expect((await answer).status).toBe(200);
    expect(shown.get('file-1')?.loaded).toBe(40);
    forgetUploadAttempts('file-1');
    expect(shown.has('file-1')).toBe(false);
  });

  it('stops showing a try that failed half-way, and counts the next try', async () => {
    const lost = progressFetch('file-1')('http://127.0.0.1/api/batch', { method: 'POST' });
    xhr().upload.onprogress?.({ loaded: 15, total: 40 });
    xhr().onerror?.();
    await expect(lost).rejects.toThrow('Failed to fetch');
    expect(shown.has('file-1')).toBe(false);

    const refused = progressFetch('file-1')('http://127.0.0.1/api/batch', { method: 'POST' });
    xhr().upload.onprogress?.({ loaded: 40, total: 40 });
    expect(shown.get('file-1')?.attempt).toBe(2);
    xhr().answer(503);
    expect((await refused).status).toBe(503);
    expect(shown.has('file-1')).toBe(false);
  });

  it('stops showing a try that was cut off by its timeout', async () => {
    const signal = new AbortController();
    const cut = progressFetch('file-1')('http://127.0.0.1/api/batch', { method: 'POST', signal: signal.signal });
    xhr().upload.onprogress?.({ loaded: 5, total: 40 });
    signal.abort();
    await expect(cut).rejects.toThrow('Aborted');
    expect(shown.has('file-1')).toBe(false);
  });
});
