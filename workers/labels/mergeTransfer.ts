import { transfer } from 'comlink';
import { type MergeRequest, requestFiles } from './mergeLabels';

/**
 * Marks the request's file bytes for transfer to the labels worker instead of a copy; after the
 * call the caller's buffers are empty, so keep the File objects, not the bytes.
 */
export function transferMergeRequest(request: MergeRequest): MergeRequest {
  const buffers = requestFiles(request).flatMap((file) => {
    if (!file.data) return [];
    return [file.data instanceof Uint8Array ? file.data.buffer : file.data];
  });
  return transfer(
    request,
    [...new Set(buffers)].filter((buffer): buffer is ArrayBuffer => buffer instanceof ArrayBuffer),
  );
}
