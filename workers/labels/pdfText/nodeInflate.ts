import { inflateRawSync, inflateSync, type ZlibOptions } from 'node:zlib';
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

/** Node's zlib, for the command line (its reader threads and its in-thread reader). */
export const nodeInflate: Inflate = withoutChecksum(bounded(inflateSync), bounded(inflateRawSync));
