import { inflateRawSync, inflateSync } from 'node:zlib';
import { type Inflate, withoutChecksum } from './streamData';

/** Node's zlib, for the reader threads of the command line. */
export const nodeInflate: Inflate = withoutChecksum(inflateSync, inflateRawSync);
