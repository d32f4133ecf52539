/**
 * Progress of file uploads (docs/SPEC.md §15). fetch() reports no upload progress, so a push that carries a
 * file sends its batch through XMLHttpRequest (`progressFetch`), given to the PocketBase SDK as its
 * fetch; where there is no XMLHttpRequest (Node) it is plain fetch. The storage screen follows
 * the progress through `subscribeUploadProgress`.
 */

export interface UploadProgress {
  recordId: string;
  loaded: number;
  total: number;
  /** 1 for the first try; more when the push tried again after the server was unavailable. */
  attempt: number;
}

type Listener = (progress: ReadonlyMap<string, UploadProgress>) => void;

let current = new Map<string, UploadProgress>();
const listeners = new Set<Listener>();

function publish(next: Map<string, UploadProgress>): void {
  current = next;
  for (const listener of listeners) listener(current);
}

export function subscribeUploadProgress(listener: Listener): () => void {
  listeners.add(listener);
  listener(current);
  return () => listeners.delete(listener);
}

function reportUploadProgress(progress: UploadProgress): void {
  publish(new Map(current).set(progress.recordId, progress));
}

/** The upload ended (stored or stopped): it leaves the progress list. */
function endUploadProgress(recordId: string): void {
  if (!current.has(recordId)) return;
  const next = new Map(current);
  next.delete(recordId);
  publish(next);
}

const attempts = new Map<string, number>();

/** A fetch for the SDK that reports the request body's upload progress of `recordId`. */
export function progressFetch(recordId: string): typeof fetch {
  const attempt = (attempts.get(recordId) ?? 0) + 1;
  attempts.set(recordId, attempt);
  if (typeof XMLHttpRequest === 'undefined') return fetch;
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init?.method ?? 'GET', String(input instanceof Request ? input.url : input));
      for (const [name, value] of new Headers(init?.headers).entries()) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => reportUploadProgress({ recordId, loaded: event.loaded, total: event.total, attempt });
      // A try that failed is not uploading any more: the file shows as waiting until the next
      // one. A stored file leaves the list when the push has recorded it (forgetUploadAttempts).
      xhr.onload = () => {
        if (xhr.status < 200 || xhr.status > 299) endUploadProgress(recordId);
        resolve(
          new Response(xhr.status === 204 ? null : xhr.responseText, {
            status: xhr.status,
            headers: {
              'Content-Type': xhr.getResponseHeader('Content-Type') ?? 'application/json',
              // A busy server's wait (push.ts).
              ...retryAfterHeader(xhr.getResponseHeader('Retry-After')),
            },
          }),
        );
      };
      const fail = (error: Error) => {
        endUploadProgress(recordId);
        reject(error);
      };
      xhr.onerror = () => fail(new TypeError('Failed to fetch'));
      xhr.ontimeout = () => fail(new TypeError('Failed to fetch'));
      xhr.onabort = () => fail(new DOMException('Aborted', 'AbortError'));
      init?.signal?.addEventListener('abort', () => xhr.abort());
      xhr.send((init?.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}

/** The upload is done with: its attempts are no longer counted. */
export function forgetUploadAttempts(recordId: string): void {
  attempts.delete(recordId);
  endUploadProgress(recordId);
}

function retryAfterHeader(value: string | null): Record<string, string> {
  return value === null ? {} : { 'Retry-After': value };
}
