import { constants, inflateRawSync, inflateSync, type ZlibOptions } from 'node:zlib';
import { type Inflate, InflateLimitError, withoutChecksum } from './streamData';

type ZlibInflate = (data: Uint8Array, options: ZlibOptions) => Uint8Array;

/** What a page's content and its fonts' maps inflate to, about, per byte of their data. */
const USUAL_RATIO = 8;
const SMALLEST_CHUNK = 16 * 1024;
const LARGEST_CHUNK = 1024 * 1024;

/**
 * zlib's output buffer for an output of about `size` bytes: one that holds it all. With Node's
 * default of 16 KB, an output larger is made in pieces, each a new buffer, then copied into one;
 * that was a third of inflating a page's content.
 */
function chunkFor(size: number): number {
  let chunk = SMALLEST_CHUNK;
  while (chunk < size && chunk < LARGEST_CHUNK) chunk *= 2;
  return chunk;
}

/** Node's zlib stops collecting output past `maxOutputLength` (ERR_BUFFER_TOO_LARGE). */
const bounded =
  (inflate: ZlibInflate, options: ZlibOptions = {}) =>
  (data: Uint8Array, limit: number, size = data.length * USUAL_RATIO): Uint8Array => {
    try {
      return inflate(data, { ...options, maxOutputLength: limit, chunkSize: chunkFor(Math.min(size, limit)) });
    } catch (error) {
      if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') throw new InflateLimitError(limit);
      throw error;
    }
  };

/** A sync flush at the end of the input: zlib gives what it inflated so far, not 'unexpected end of file'. */
const flushed = bounded(inflateSync, { finishFlush: constants.Z_SYNC_FLUSH });
/** A cut inflates to more than it is made for (a label's top deflates better than its whole): room for twice that. */
const cut = (data: Uint8Array, length: number, limit: number, size: number) => flushed(data.subarray(0, length), limit, 2 * size);

/** Node's zlib, for the command line (its reader threads and its in-thread reader). */
export const nodeInflate: Inflate = Object.assign(withoutChecksum(bounded(inflateSync), bounded(inflateRawSync)), { cut });
