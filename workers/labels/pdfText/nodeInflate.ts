import { constants, inflateSync } from 'node:zlib';
import type { Inflate } from './streamData';

/** Node's zlib; a stream cut short gives what it has, as pdf.js reads it, rather than failing. */
export const nodeInflate: Inflate = (data) => inflateSync(data, { finishFlush: constants.Z_SYNC_FLUSH });
