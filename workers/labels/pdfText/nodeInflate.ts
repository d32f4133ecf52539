import { constants, inflateRawSync, inflateSync, type ZlibOptions } from 'node:zlib';
import { type Inflate, InflateLimitError, withoutChecksum } from './streamData';

type ZlibInflate = (data: Uint8Array, options: ZlibOptions) => Uint8Array;

/** Node's zlib stops collecting output past `maxOutputLength` (ERR_BUFFER_TOO_LARGE). */
const bounded =
  (inflate: ZlibInflate): Inflate =>
  (data, limit) => {
    try {
      return inflate(data, { maxOutputLength: limit });
    } catch (error) {
      if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') throw new InflateLimitError(limit);
      throw error;
    }
  };

/** A sync flush at the end of the input: zlib gives what it inflated so far, not 'unexpected end of file'. */
const cut = (data: Uint8Array, length: number, limit: number) =>
  bounded((input, options) => inflateSync(input, { ...options, finishFlush: constants.Z_SYNC_FLUSH }))(
    data.subarray(0, length),
    limit,
  );

/** Node's zlib, for the command line (its reader threads and its in-thread reader). */
export const nodeInflate: Inflate = Object.assign(withoutChecksum(bounded(inflateSync), bounded(inflateRawSync)), { cut });
