import { unzlibSync } from 'fflate';
import type { Inflate } from './streamData';

/** Inflate for browsers (and the in-thread reader): fflate, synchronous like the rest of the reader. */
export const portableInflate: Inflate = (data) => unzlibSync(data);
