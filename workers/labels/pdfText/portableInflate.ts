import { Inflate as InflateStream, inflateSync, Unzlib, unzlibSync } from 'fflate';
import { joinBytes } from '../joinBytes';
import { type Inflate, InflateLimitError, MOST_INFLATED_PER_BYTE, withoutChecksum } from './streamData';

/** Input fed at a time to fflate, which inflates each push whole: ~16 MB of output at most. */
const PIECE = 16 * 1024;

type Stream = new (ondata: (data: Uint8Array, final: boolean) => void) => { push(data: Uint8Array, final: boolean): void };

/**
 * fflate's inflate, bounded: short data at once (no output can pass the limit), longer data a
 * piece at a time, stopping as soon as the output passes the limit.
 */
const bounded =
  (whole: (data: Uint8Array) => Uint8Array, Streamed: Stream): Inflate =>
  (data, limit) => {
    if (data.length * MOST_INFLATED_PER_BYTE <= limit) return whole(data);
    const parts: Uint8Array[] = [];
    let size = 0;
    const stream = new Streamed((part) => {
      size += part.length;
      if (size > limit) throw new InflateLimitError(limit);
      parts.push(part);
    });
    for (let at = 0; at < data.length; at += PIECE) stream.push(data.subarray(at, at + PIECE), at + PIECE >= data.length);
    return joinBytes(parts);
  };

/** fflate, for browsers (and the labels worker's own parse): synchronous like the rest of the reader. */
export const portableInflate: Inflate = withoutChecksum(bounded(unzlibSync, Unzlib), bounded(inflateSync, InflateStream));
