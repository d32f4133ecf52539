import { inflateSync, unzlibSync } from 'fflate';
import { type Inflate, withoutChecksum } from './streamData';

/** fflate, for browsers (and the in-thread reader): synchronous like the rest of the reader. */
export const portableInflate: Inflate = withoutChecksum(unzlibSync, inflateSync);
